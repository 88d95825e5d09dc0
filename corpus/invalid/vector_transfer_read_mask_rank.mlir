// vector.transfer_read: a mask needs as many map results as vector dimensions.
#map = affine_map<(d0, d1) -> (d1)>
func.func @f(%A: memref<?x?xf32>, %i: index, %pad: f32, %m: vector<2x4xi1>) -> vector<2x4xf32> {
  %0 = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = #map} : memref<?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
