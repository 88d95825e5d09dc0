// linalg.matmul's indexing_maps must be affine maps (the array is checked
// once parsed).
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [#a, 1, #a] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
