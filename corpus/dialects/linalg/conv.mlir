// Convolutions: the OpDSL ops' bodies (signed casts to the output type),
// strides and dilations (in the memoized indexing maps of generic form),
// the quantized variants with their zero points, depthwise ones.
func.func @conv2d_nhwc(%in: tensor<1x18x18x3xi8>, %f: tensor<3x3x3x16xi8>, %out: tensor<1x8x8x16xi32>) -> tensor<1x8x8x16xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %f : tensor<1x18x18x3xi8>, tensor<3x3x3x16xi8>) outs(%out : tensor<1x8x8x16xi32>) -> tensor<1x8x8x16xi32>
  return %0 : tensor<1x8x8x16xi32>
}

func.func @conv2d_default(%in: tensor<1x16x16x3xf32>, %f: tensor<3x3x3x8xf32>, %out: tensor<1x14x14x8xf32>, %fh: tensor<8x3x3x3xf32>, %nchw: tensor<1x3x16x16xf32>, %fchw: tensor<8x3x3x3xf32>, %oc: tensor<1x8x14x14xf32>) -> tensor<1x14x14x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%in, %f : tensor<1x16x16x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  %1 = linalg.conv_2d_nhwc_fhwc ins(%in, %fh : tensor<1x16x16x3xf32>, tensor<8x3x3x3xf32>) outs(%out : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  %2 = linalg.conv_2d_nchw_fchw {strides = dense<1> : vector<2xi64>} ins(%nchw, %fchw : tensor<1x3x16x16xf32>, tensor<8x3x3x3xf32>) outs(%oc : tensor<1x8x14x14xf32>) -> tensor<1x8x14x14xf32>
  return %0 : tensor<1x14x14x8xf32>
}

func.func @conv_dilated(%in: memref<1x20x22x4xf16>, %f: memref<3x3x4x8xf16>, %out: memref<1x8x6x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 3]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>}
    ins(%in, %f : memref<1x20x22x4xf16>, memref<3x3x4x8xf16>) outs(%out : memref<1x8x6x8xf32>)
  return
}

func.func @conv_plain(%i1: memref<16xf32>, %k1: memref<3xf32>, %o1: memref<14xf32>, %i2: tensor<8x8xi32>, %k2: tensor<3x3xi32>, %o2: tensor<6x6xi32>, %i3: memref<6x6x6xf64>, %k3: memref<2x2x2xf64>, %o3: memref<5x5x5xf64>) -> tensor<6x6xi32> {
  linalg.conv_1d ins(%i1, %k1 : memref<16xf32>, memref<3xf32>) outs(%o1 : memref<14xf32>)
  %0 = linalg.conv_2d ins(%i2, %k2 : tensor<8x8xi32>, tensor<3x3xi32>) outs(%o2 : tensor<6x6xi32>) -> tensor<6x6xi32>
  linalg.conv_3d ins(%i3, %k3 : memref<6x6x6xf64>, memref<2x2x2xf64>) outs(%o3 : memref<5x5x5xf64>)
  return %0 : tensor<6x6xi32>
}

func.func @conv_1d_layouts(%nwc: tensor<2x16x3xf32>, %wcf: tensor<3x3x8xf32>, %onwc: tensor<2x14x8xf32>, %ncw: tensor<2x3x16xf32>, %fcw: tensor<8x3x3xf32>, %oncw: tensor<2x8x7xf32>) -> tensor<2x8x7xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%nwc, %wcf : tensor<2x16x3xf32>, tensor<3x3x8xf32>) outs(%onwc : tensor<2x14x8xf32>) -> tensor<2x14x8xf32>
  %1 = linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins(%ncw, %fcw : tensor<2x3x16xf32>, tensor<8x3x3xf32>) outs(%oncw : tensor<2x8x7xf32>) -> tensor<2x8x7xf32>
  return %1 : tensor<2x8x7xf32>
}

func.func @conv_quantized(%in: tensor<1x8x8x4xi8>, %f: tensor<3x3x4x16xi8>, %izp: i32, %fzp: i32, %out: tensor<1x6x6x16xi32>) -> tensor<1x6x6x16xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q ins(%in, %f, %izp, %fzp : tensor<1x8x8x4xi8>, tensor<3x3x4x16xi8>, i32, i32) outs(%out : tensor<1x6x6x16xi32>) -> tensor<1x6x6x16xi32>
  return %0 : tensor<1x6x6x16xi32>
}

func.func @grouped(%in: tensor<1x2x4x8x8xf32>, %f: tensor<2x6x4x3x3xf32>, %out: tensor<1x2x6x6x6xf32>, %in2: tensor<1x8x8x2x4xf32>, %f2: tensor<2x6x3x3x4xf32>, %out2: tensor<1x6x6x2x6xf32>) -> tensor<1x2x6x6x6xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%in, %f : tensor<1x2x4x8x8xf32>, tensor<2x6x4x3x3xf32>) outs(%out : tensor<1x2x6x6x6xf32>) -> tensor<1x2x6x6x6xf32>
  %1 = linalg.conv_2d_nhwgc_gfhwc ins(%in2, %f2 : tensor<1x8x8x2x4xf32>, tensor<2x6x3x3x4xf32>) outs(%out2 : tensor<1x6x6x2x6xf32>) -> tensor<1x6x6x2x6xf32>
  return %0 : tensor<1x2x6x6x6xf32>
}

func.func @depthwise(%in: tensor<1x10x10x8xf32>, %f: tensor<3x3x8xf32>, %out: tensor<1x8x8x8xf32>, %fm: tensor<3x3x8x2xf32>, %outm: tensor<1x8x8x8x2xf32>, %in1: memref<1x13x4xi8>, %f1: memref<3x4xi8>, %out1: memref<1x5x4xi32>) -> tensor<1x8x8x8xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x10x10x8xf32>, tensor<3x3x8xf32>) outs(%out : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%in, %fm : tensor<1x10x10x8xf32>, tensor<3x3x8x2xf32>) outs(%outm : tensor<1x8x8x8x2xf32>) -> tensor<1x8x8x8x2xf32>
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%in1, %f1 : memref<1x13x4xi8>, memref<3x4xi8>) outs(%out1 : memref<1x5x4xi32>)
  return %0 : tensor<1x8x8x8xf32>
}

func.func @conv3d(%in: tensor<1x6x6x6x2xbf16>, %f: tensor<2x2x2x2x4xbf16>, %out: tensor<1x5x5x5x4xf32>) -> tensor<1x5x5x5x4xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%in, %f : tensor<1x6x6x6x2xbf16>, tensor<2x2x2x2x4xbf16>) outs(%out : tensor<1x5x5x5x4xf32>) -> tensor<1x5x5x5x4xf32>
  return %0 : tensor<1x5x5x5x4xf32>
}
