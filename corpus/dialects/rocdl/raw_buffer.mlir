// rocdl's raw buffer ops: load (scalar and vector results), store and the
// atomics, beside cmpswap's declarative form.
func.func @f(%rsrc: vector<4xi32>, %off: i32, %f: f32, %v: vector<2xf16>) {
  %0 = rocdl.raw.buffer.load %rsrc, %off, %off, %off : f32
  %1 = rocdl.raw.buffer.load %rsrc, %off, %off, %off : vector<2xf16>
  rocdl.raw.buffer.store %f, %rsrc, %off, %off, %off : f32
  rocdl.raw.buffer.atomic.fadd %f, %rsrc, %off, %off, %off : f32
  rocdl.raw.buffer.atomic.fmax %f, %rsrc, %off, %off, %off : f32
  rocdl.raw.buffer.atomic.smax %off, %rsrc, %off, %off, %off : i32
  rocdl.raw.buffer.atomic.umin %off, %rsrc, %off, %off, %off : i32
  %2 = rocdl.raw.buffer.atomic.cmpswap(%off, %off, %rsrc, %off, %off, %off) : i32, vector<4xi32>
  return
}
