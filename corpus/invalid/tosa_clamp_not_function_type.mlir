func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
