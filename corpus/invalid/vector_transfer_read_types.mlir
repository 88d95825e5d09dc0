// vector.transfer_read: a shaped type and a vector type.
func.func @f(%A: memref<?xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i], %pad : memref<?xf32>
  return %0 : vector<4xf32>
}
