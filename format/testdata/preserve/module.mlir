// An explicit module stays, with what is around and inside it.
module @m attributes {test.flag} {
  // Inside the module.
  func.func private @decl(i32) -> i32

  func.func @f() {
    return
  }
  // At the end of the module.
}
// After the module.
