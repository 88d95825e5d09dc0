// linalg.generic: the trait (an alias here) must hold iterator_types.
#id = affine_map<(d0) -> (d0)>
#trait = {indexing_maps = [#id, #id]}
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic #trait ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
