// vector.transfer_read: the padding value is required.
func.func @f(%A: memref<?xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i] : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
