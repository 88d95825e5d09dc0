// affine.store: symbol( needs its closing parenthesis.
func.func @f(%A: memref<4xf32>, %v: f32, %n: index) {
  affine.store %v, %A[symbol(%n] : memref<4xf32>
  return
}
