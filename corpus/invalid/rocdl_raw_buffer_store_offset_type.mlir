// rocdl.raw.buffer.store: the offsets are i32.
func.func @f(%rsrc: vector<4xi32>, %off: i32, %f: f32) {
  rocdl.raw.buffer.store %f, %rsrc, %off, %f, %off : f32
  return
}
