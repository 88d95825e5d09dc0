// vector.transfer_read: the mask's type follows the permutation map (here vector<3x4xi1>).
func.func @f(%T: tensor<?x?xf32>, %i: index, %pad: f32, %m: vector<4x3xi1>) -> vector<4x3xf32> {
  %0 = vector.transfer_read %T[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<?x?xf32>, vector<4x3xf32>
  return %0 : vector<4x3xf32>
}
