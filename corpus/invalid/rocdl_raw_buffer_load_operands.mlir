// rocdl.raw.buffer.load: four operands.
func.func @f(%rsrc: vector<4xi32>, %off: i32) {
  %0 = rocdl.raw.buffer.load %rsrc, %off, %off : f32
  return
}
