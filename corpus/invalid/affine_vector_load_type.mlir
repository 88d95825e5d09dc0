// affine.vector_load: the result type is a vector type.
func.func @f(%A: memref<8xf32>) -> f32 {
  %0 = affine.vector_load %A[0] : memref<8xf32>, f32
  return %0 : f32
}
