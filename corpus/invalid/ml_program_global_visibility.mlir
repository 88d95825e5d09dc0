module {
  ml_program.global mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
}
