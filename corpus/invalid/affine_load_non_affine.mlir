// affine.load: a product of two dimensions is not affine.
func.func @f(%A: memref<4x4xf32>, %i: index, %j: index) -> f32 {
  %0 = affine.load %A[%i * %j, 0] : memref<4x4xf32>
  return %0 : f32
}
