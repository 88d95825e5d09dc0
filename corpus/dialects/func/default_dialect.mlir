// Which dialect prefix may be dropped, and where mlir-opt drops it.
func.func private @work(i32) -> i32

func.func @direct_body(%x: i32) -> i32 {
  // Directly in a func.func body, func ops need no prefix.
  %a = call @work(%x) : (i32) -> i32
  %b = func.call @work(%a) : (i32) -> i32
  return %b : i32
}

func.func @inside_generic_op(%x: i32) {
  // A generic (unregistered) op's region keeps func as the default dialect
  // for parsing, but mlir-opt prints the prefix there.
  "test.region"() ({
    %r = call @work(%x) : (i32) -> i32
    "test.end"(%r) : (i32) -> ()
  }) : () -> ()
  return
}

func.func @inside_custom_op(%c: i1, %x: i32) -> i32 {
  // scf.if has no default dialect: the prefix is required inside it.
  %r = scf.if %c -> (i32) {
    %w = func.call @work(%x) : (i32) -> i32
    scf.yield %w : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
