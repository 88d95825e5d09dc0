// linalg.exp builds math.exp, which needs floats.
func.func @f(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.exp ins(%x : tensor<4xi32>) outs(%y : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
