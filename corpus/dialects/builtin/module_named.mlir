// A single named top-level module with attributes: mlir-opt uses it as the
// top-level op instead of wrapping it in another module.
module @outer attributes {test.flag, test.level = 3 : i32} {
  // A nested module with a name and no attributes.
  module @inner {
    func.func private @decl(i32) -> i32
  }
  // A nested anonymous module with attributes.
  module attributes {test.kind = "anon"} {
  }
  // An empty nested module, no name, no attributes.
  module {
  }
  // Visibility is an ordinary attribute on a module.
  module @hidden attributes {sym_visibility = "private"} {
    func.func @f() {
      return
    }
  }
}
