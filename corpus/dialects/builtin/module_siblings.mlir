// Two top-level modules: mlir-opt wraps them in an implicit module.
module @first {
  func.func @a() {
    return
  }
}

module @second attributes {test.order = 2 : i64} {
  func.func @b() {
    return
  }
}
