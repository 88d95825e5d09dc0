// func and subgraph are function ops (no default dialect in their
// bodies); the graph loads and stores thread tokens.
module {
  ml_program.global private mutable @state(dense<0> : tensor<i64>) : tensor<i64>
  ml_program.func private @decl(i32, tensor<2xf32>) -> i32 attributes {external}
  ml_program.func private @id(%arg0: i32 {test.arg}) -> (i32 {test.res}) {
    ml_program.return %arg0 : i32
  }
  ml_program.func @nothing() {
    ml_program.return
  }
  ml_program.subgraph @graph(%arg0: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
    %t0 = ml_program.token
    %0, %t1 = ml_program.global_load_graph @state ordering(%t0 -> !ml_program.token) : tensor<i64>
    %t2 = ml_program.global_store_graph @state = %arg0 ordering(%t0, %t1 -> !ml_program.token) : tensor<i64>
    %1, %t3 = ml_program.global_load_graph @state ordering(() -> !ml_program.token) : tensor<i64>
    %t4 = ml_program.global_store_graph @state = %1 ordering(-> !ml_program.token) : tensor<i64> {note}
    ml_program.output %0, %1 : tensor<i64>, tensor<i64>
  }
  ml_program.subgraph private @empty() {
    ml_program.output
  }
}
