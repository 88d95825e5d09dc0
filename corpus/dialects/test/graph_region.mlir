// test.graph_region, of mlir-opt's test dialect (registered by Debian's
// mlir-opt 22): a graph region, whose ops may use values defined after them.
func.func @f(%a: i32) -> i32 {
  test.graph_region {
    %0 = "foo.b"(%1) : (i32) -> i32
    %1 = "foo.a"(%a, %0) : (i32, i32) -> i32
  }
  test.graph_region attributes {note = "empty"} {
  }
  return %a : i32
}
