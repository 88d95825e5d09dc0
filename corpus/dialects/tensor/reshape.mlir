// tensor.expand_shape, tensor.collapse_shape, tensor.reshape, tensor.concat.
func.func @expand(%t: tensor<32xf32>, %d: tensor<?x16xi8>, %n: index) -> (tensor<4x8xf32>, tensor<?x4x4xi8>) {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %f = tensor.expand_shape %d [[0], [1, 2]] output_shape [%n, 4, 4] : tensor<?x16xi8> into tensor<?x4x4xi8>
  return %e, %f : tensor<4x8xf32>, tensor<?x4x4xi8>
}

func.func @collapse(%t: tensor<2x3x4xf32>, %one: tensor<1x1xi32>) -> (tensor<6x4xf32>, tensor<i32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %s = tensor.collapse_shape %one [] : tensor<1x1xi32> into tensor<i32>
  return %c, %s : tensor<6x4xf32>, tensor<i32>
}

func.func @reshape(%t: tensor<4x4xf32>, %shape: tensor<1xindex>, %dshape: tensor<?xi32>) -> (tensor<16xf32>, tensor<*xf32>) {
  %r = tensor.reshape %t(%shape) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
  %u = tensor.reshape %t(%dshape) : (tensor<4x4xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %r, %u : tensor<16xf32>, tensor<*xf32>
}

func.func @concat(%a: tensor<2x4xf32>, %b: tensor<?x4xf32>, %c: tensor<2x4xf32>) -> (tensor<?x4xf32>, tensor<2x8xf32>) {
  %rows = tensor.concat dim(0) %a, %b, %c : (tensor<2x4xf32>, tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
  %cols = tensor.concat dim(1) %a, %c : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %rows, %cols : tensor<?x4xf32>, tensor<2x8xf32>
}
