// shape: function libraries (shape is the default dialect of them and of shape.func), constant shapes, assuming regions, reductions.
shape.function_library @shape_lib {
  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}
func.func @f(%w: !shape.witness, %t: tensor<?x4xf32>, %s: tensor<2xindex>) -> index {
  %0 = shape.const_shape [1, 2, 3] : !shape.shape
  %1 = shape.const_shape [] : tensor<0xindex>
  %2 = shape.const_shape [4, 5] : tensor<2xindex>
  %r = shape.assuming %w -> (tensor<?x4xf32>) {
    shape.assuming_yield %t : tensor<?x4xf32>
  }
  shape.assuming %w {
    "test.x"() : () -> ()
  }
  %init = arith.constant 1 : index
  %n = shape.reduce(%s, %init) : tensor<2xindex> -> index {
    ^bb0(%i: index, %dim: index, %acc: index):
      %m = arith.muli %acc, %dim : index
      shape.yield %m : index
  }
  return %n : index
}
