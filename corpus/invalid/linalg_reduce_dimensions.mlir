// linalg.reduce needs its dimensions.
func.func @f(%a: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
