func.func @f(%c: tensor<i1>, %a: tensor<f32>) {
  tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<f32>) {
  ^bb0(%x: tensor<f32>):
    "tosa.yield"() : () -> ()
  } else {
  ^bb0(%x: tensor<f32>):
    "tosa.yield"() : () -> ()
  }
  return
}
