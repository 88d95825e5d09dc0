// linalg.map's short form names an op.
func.func @f(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map { 3 } ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
