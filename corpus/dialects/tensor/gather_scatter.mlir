// tensor.gather and tensor.scatter, with and without `unique`.
func.func @gather(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>, %idx2: tensor<8x2xi32>) -> (tensor<1x2x1x5x1xf32>, tensor<1x2x5xf32>, tensor<8x1x5x1xf32>) {
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  %r = tensor.gather %src[%idx] gather_dims([0, 2]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  %h = tensor.gather %src[%idx2] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<8x2xi32>) -> tensor<8x1x5x1xf32>
  return %g, %r, %h : tensor<1x2x1x5x1xf32>, tensor<1x2x5xf32>, tensor<8x1x5x1xf32>
}

func.func @scatter(%vals: tensor<1x2x1x5x1xf32>, %dst: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x6xf32> {
  %s = tensor.scatter %vals into %dst[%idx] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return %s : tensor<4x5x6xf32>
}
