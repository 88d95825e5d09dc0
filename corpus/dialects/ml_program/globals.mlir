// Globals: the visibility is required (and printed `public` when absent
// from the generic form), the initial value optional.
module {
  ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
  ml_program.global public @weights(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  ml_program.global public mutable @uninit : tensor<?xi32>
  ml_program.global nested mutable @bytes(dense<[1, 2, 3, 4]> : tensor<4xi8>) : tensor<4xi8> {note = "x"}
  ml_program.global private @"with space"(dense<1> : tensor<2xi32>) : tensor<2xi32>
  ml_program.global private @splat(dense<5.0> : tensor<2x2xf16>) : tensor<2x2xf16>
  "ml_program.global"() <{sym_name = "novis", type = tensor<i1>, value = dense<true> : tensor<i1>}> : () -> ()
  module @inner {
    ml_program.global public mutable @g(dense<0> : tensor<i64>) : tensor<i64>
  }
  ml_program.func @loads(%arg0: tensor<i64>) -> tensor<i64> {
    %0 = ml_program.global_load @seed : tensor<i64>
    ml_program.global_store @seed = %arg0 : tensor<i64>
    %1 = ml_program.global_load_const @weights : tensor<2xf32>
    %2 = ml_program.global_load @"with space" : tensor<2xi32>
    %3 = ml_program.global_load @inner::@g : tensor<i64>
    %4 = ml_program.global_load @inner::@g : tensor<i64>
    %5 = ml_program.global_load_const @novis : tensor<i1>
    ml_program.return %0 : tensor<i64>
  }
}
