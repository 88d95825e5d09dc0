// cf.switch: a case starts with an integer.
func.func @f(%x: i32) {
  cf.switch %x : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  return
}
