// linalg.map's full body comes with its arguments in parentheses.
func.func @f(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return %0 : tensor<4xf32>
}
