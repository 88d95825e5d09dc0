// linalg.elementwise: a binary kind takes two inputs.
func.func @f(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
