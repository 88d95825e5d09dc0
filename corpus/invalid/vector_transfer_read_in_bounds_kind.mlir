// vector.transfer_read: in_bounds is an array of booleans.
func.func @f(%A: memref<?x?xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %pad {in_bounds = 3} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
