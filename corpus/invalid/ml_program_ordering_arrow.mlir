module {
  ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
  ml_program.subgraph @g() {
    %t = ml_program.token
    %0, %t1 = ml_program.global_load_graph @seed ordering(%t) : tensor<i64>
    ml_program.output
  }
}
