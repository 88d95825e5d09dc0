// vector.transfer_read: without a permutation map, the vector cannot have more dimensions than the source.
func.func @f(%A: memref<?xf32>, %i: index, %pad: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
