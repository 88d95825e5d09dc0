// scf.while: the function type has one input per initial value.
func.func @f(%x: i32) {
  scf.while (%a = %x) : (i32, i32) -> () {
  } do {
  }
  return
}
