// tosa.variable: var_shape and type come from the initial value's type or
// from the written type.
module {
  tosa.variable @weights = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  tosa.variable @counter = dense<0> : tensor<i32>
  tosa.variable @state : tensor<2x?xi8>
  tosa.variable @square : tensor<4x4xf16>
  tosa.variable @tagged {note = "x"} = dense<[1, 2]> : tensor<2xi32>
  tosa.variable @empty : tensor<0x2xf32>
  tosa.variable @vec : vector<3xf32>
  tosa.variable @splat = dense<7> : vector<2xi8>
  func.func @use() -> tensor<2x3xf32> {
    %0 = tosa.variable_read @weights : tensor<2x3xf32>
    tosa.variable_write @weights, %0 : tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
