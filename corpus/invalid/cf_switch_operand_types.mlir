// cf.switch: one type per successor operand.
func.func @f(%x: i32, %f: f32) {
  cf.switch %x : i32, [ default: ^bb2(%f, %f : f32) ]
^bb2(%a: f32):
  return
}
