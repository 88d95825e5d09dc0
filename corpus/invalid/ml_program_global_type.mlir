module {
  ml_program.global private @seed(dense<0> : tensor<i64>)
}
