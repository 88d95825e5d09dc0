// linalg.generic's first attribute is a dictionary (or an alias of one).
#id = affine_map<(d0) -> (d0)>
#not_a_dict = [#id, #id]
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic #not_a_dict ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
