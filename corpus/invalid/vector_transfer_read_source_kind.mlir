// vector.transfer_read: the source is a memref or a ranked tensor.
func.func @f(%A: tensor<*xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %pad : tensor<*xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
