// Poolings: the window is a shape-only operand; max/min (signed, unsigned,
// float: maximumf/minimumf) and sum bodies, strides and dilations.
func.func @pool_nhwc(%in: tensor<1x8x8x4xf32>, %win: tensor<2x2xf32>, %out: tensor<1x4x4x4xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %win : tensor<1x8x8x4xf32>, tensor<2x2xf32>) outs(%out : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %1 = linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>}
      ins(%in, %win : tensor<1x8x8x4xf32>, tensor<2x2xf32>) outs(%out : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %2 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>}
      ins(%in, %win : tensor<1x8x8x4xf32>, tensor<2x2xf32>) outs(%out : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0, %1, %2 : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>
}

func.func @pool_unsigned(%in: memref<1x8x8x4xi8>, %win: memref<3x3xi8>, %out: memref<1x6x6x4xi32>) {
  linalg.pooling_nhwc_max_unsigned ins(%in, %win : memref<1x8x8x4xi8>, memref<3x3xi8>) outs(%out : memref<1x6x6x4xi32>)
  linalg.pooling_nhwc_min_unsigned ins(%in, %win : memref<1x8x8x4xi8>, memref<3x3xi8>) outs(%out : memref<1x6x6x4xi32>)
  linalg.pooling_nhwc_max ins(%in, %win : memref<1x8x8x4xi8>, memref<3x3xi8>) outs(%out : memref<1x6x6x4xi32>)
  return
}

func.func @pool_nchw(%in: tensor<1x4x8x8xf16>, %win: tensor<2x2xf16>, %out: tensor<1x4x7x7xf32>) -> (tensor<1x4x7x7xf32>, tensor<1x4x7x7xf32>) {
  %0 = linalg.pooling_nchw_max ins(%in, %win : tensor<1x4x8x8xf16>, tensor<2x2xf16>) outs(%out : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  %1 = linalg.pooling_nchw_sum ins(%in, %win : tensor<1x4x8x8xf16>, tensor<2x2xf16>) outs(%out : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  return %0, %1 : tensor<1x4x7x7xf32>, tensor<1x4x7x7xf32>
}

func.func @pool_1d(%in: tensor<2x9x3xi32>, %win: tensor<3xi32>, %out: tensor<2x7x3xi32>, %inc: tensor<2x3x9xi32>, %outc: tensor<2x3x7xi32>) -> tensor<2x7x3xi32> {
  %0 = linalg.pooling_nwc_max ins(%in, %win : tensor<2x9x3xi32>, tensor<3xi32>) outs(%out : tensor<2x7x3xi32>) -> tensor<2x7x3xi32>
  %1 = linalg.pooling_nwc_min_unsigned ins(%in, %win : tensor<2x9x3xi32>, tensor<3xi32>) outs(%0 : tensor<2x7x3xi32>) -> tensor<2x7x3xi32>
  %2 = linalg.pooling_nwc_sum ins(%in, %win : tensor<2x9x3xi32>, tensor<3xi32>) outs(%1 : tensor<2x7x3xi32>) -> tensor<2x7x3xi32>
  %3 = linalg.pooling_ncw_max ins(%inc, %win : tensor<2x3x9xi32>, tensor<3xi32>) outs(%outc : tensor<2x3x7xi32>) -> tensor<2x3x7xi32>
  %4 = linalg.pooling_ncw_sum ins(%inc, %win : tensor<2x3x9xi32>, tensor<3xi32>) outs(%3 : tensor<2x3x7xi32>) -> tensor<2x3x7xi32>
  return %2 : tensor<2x7x3xi32>
}

func.func @pool_3d(%in: tensor<1x4x4x4x2xf32>, %win: tensor<2x2x2xf32>, %out: tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%in, %win : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%out : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %1 = linalg.pooling_ndhwc_min ins(%in, %win : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%0 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %2 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%in, %win : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%1 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %2 : tensor<1x3x3x3x2xf32>
}
