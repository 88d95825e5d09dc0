// affine.parallel: a reduction names an AtomicRMWKind.
func.func @f() -> f32 {
  %0 = affine.parallel (%i) = (0) to (10) reduce ("sum") -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return %0 : f32
}
