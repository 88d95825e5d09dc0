// tosa: constants, reshapes, transposes.

func.func @const_element() {
  // expected-error @below {{'tosa.const' op expected same attr/result element types}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf16>
  return
}

// -----

func.func @reshape_inconsistent(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op new shape is inconsistent with result shape}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<2x8xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op new shape does not match result rank}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<16xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op cannot reshape 16 elements into 20}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x5xf32>
  return
}

// -----

func.func @reshape_element_type(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x4xf16>
  return
}

// -----

func.func @transpose_elements(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tosa.transpose' op expected input1 and output to have same numbers of elements, got 32 and 40}}
  %0 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x5xf32>
  return
}

// -----

func.func @transpose_dims(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tosa.transpose' op expected output tensor dim 0 to match input dim 1 with value of 8}}
  %0 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @transpose_perms(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %t {perms = array<i32: 0, 0>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @below {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  return
}


// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'tosa.add' op result type '8' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}


// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

// tosa: convolutions: conv2d, depthwise_conv2d, conv3d, transpose_conv2d.

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf16>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv2d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf8E5M2>, %w: tensor<2x3x3x4xf8E4M3FN>, %b: tensor<2xf16>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf8E5M2>}> : () -> tensor<1xf8E5M2>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf8E4M3FN>}> : () -> tensor<1xf8E4M3FN>
  // expected-error @below {{'tosa.conv2d' op expect both input and weight to have same element type, got 'f8E5M2' and 'f8E4M3FN'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf8E5M2>, tensor<2x3x3x4xf8E4M3FN>, tensor<2xf16>, tensor<1xf8E5M2>, tensor<1xf8E4M3FN>) -> tensor<1x6x6x2xf16>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xi8>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xi8>, tensor<2xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv2d' op expect both input and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>, tensor<1xf16>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.conv2d' op expect both weight and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xi8>, %w: tensor<2x3x3x4xi8>, %b: tensor<2xi32>) {
  %izp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<2x3x3x4xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x2xi32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xi16>, %w: tensor<2x3x3x4xi8>, %b: tensor<2xi48>) {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<2x3x3x4xi8>, tensor<2xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x2xi48>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xi8>, %w: tensor<2x3x3x4xi8>, %b: tensor<2xi32>) {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.conv2d' op accumulator type for i8 tensor is not i32}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi8>, tensor<2x3x3x4xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x2xi32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xi16>, %w: tensor<2x3x3x4xi8>, %b: tensor<2xi48>) {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.conv2d' op accumulator type for i16 tensor is not i48}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xi16>, tensor<2x3x3x4xi8>, tensor<2xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x2xi48>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf8E5M2>, %w: tensor<2x3x3x4xf8E5M2>, %b: tensor<2xf16>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf8E5M2>}> : () -> tensor<1xf8E5M2>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf8E5M2>}> : () -> tensor<1xf8E5M2>
  // expected-error @below {{'tosa.conv2d' op accumulator type for f8 tensor is not f16}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf8E5M2>, tensor<2x3x3x4xf8E5M2>, tensor<2xf16>, tensor<1xf8E5M2>, tensor<1xf8E5M2>) -> tensor<1x6x6x2xf16>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf16>, %w: tensor<2x3x3x4xf16>, %b: tensor<2xf16>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.conv2d' op accumulator type for f16 tensor is not f16/f32}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf16>, tensor<2x3x3x4xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x6x6x2xf16>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf16>, %w: tensor<2x3x3x4xf16>, %b: tensor<2xf16>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf16>, tensor<2x3x3x4xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x6x6x2xf16>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xbf16>, %w: tensor<2x3x3x4xbf16>, %b: tensor<2xbf16>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @below {{'tosa.conv2d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xbf16>, tensor<2x3x3x4xbf16>, tensor<2xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x6x6x2xbf16>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv2d' op expect all dilation values to be >= 1, got 1, 0}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 0>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv2d' op calculated output width did not match expected: calculated=6, expected=5}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x5x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<3xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv2d' op bias channels expected to be equal to output channels (2) or 1, got 3}}
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<1xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<?x?x8x4xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<?xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x?x8x4xf32>, tensor<2x3x3x4xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.depthwise_conv2d' op calculated output width did not match expected: calculated=6, expected=7}}
  %0 = tosa.depthwise_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x8xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.depthwise_conv2d' op expected input_height - 1 + pad_top + pad_bottom - (kernel_height - 1) * dilation_y to be wholly divisible by stride_y, got (8 - 1 + 0 + 0 - (3 - 1) * 1) / 2}}
  %0 = tosa.depthwise_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%in: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x8x8x4xf32>, %w: tensor<2x2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<2x2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x8x8x4xf32>, %w: tensor<2x2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv3d' op calculated output depth did not match expected: calculated=3, expected=4}}
  %0 = tosa.conv3d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<2x2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x8x8x4xf32>, %w: tensor<2x3x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv3d' op expected input_depth - 1 + pad_front + pad_back - (kernel_depth - 1) * dilation_d to be wholly divisible by stride_d, got (4 - 1 + 0 + 0 - (3 - 1) * 1) / 2}}
  %0 = tosa.conv3d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<2x3x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x8x8x4xf32>, %w: tensor<2x2x3x3x4xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.conv3d' op calculated output width did not match expected: calculated=6, expected=5}}
  %0 = tosa.conv3d %in, %w, %b, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<2x2x3x3x4xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x5x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op expect all stride values to be >= 1, got [0, 1]}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op expected out_pad_top > -KH, but got: out_pad_top=-3 and KH=3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: -3, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op expected out_pad_bottom > -KH, but got: out_pad_bottom=-3 and KH=3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, -3, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op expected out_pad_left > -KW, but got: out_pad_left=-3 and KW=3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, -3, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op expected out_pad_right > -KW, but got: out_pad_right=-3 and KW=3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, -3>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH, but got 7 != (4 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, but got 7 != (4 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<3xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op bias channels expected to be equal to output channels (2) or 1, got 3}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.transpose_conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x2xf32>
  return
}

// -----

func.func @f(%in: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %in, %w, %b, %izp, %wzp {acc_type = f32, out_pad = array<i64: -2, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x2xf32>
  return
}

// -----

// tosa: matmul, mul, slice, concat, pad.

func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x3x4xf32>) {
  %az = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xf32>, tensor<1x3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x3x4xf16>) {
  %az = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xf32>, tensor<1x3x4xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3xi8>, %b: tensor<1x3x4xi8>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.matmul' op expect input a and a_zp have the same element type, got 'i8' and 'i16'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3xi8>, %b: tensor<1x3x4xi8>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.matmul' op expect input b and b_zp have the same element type, got 'i8' and 'i16'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3xi16>, %b: tensor<1x3x4xi16>) {
  %az = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.matmul' op a zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xi16>, tensor<1x3x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x4xi48>
  return
}

// -----

func.func @f(%a: tensor<1x2x3xi16>, %b: tensor<1x3x4xi16>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.matmul' op b zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xi16>, tensor<1x3x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x4xi48>
  return
}

// -----

func.func @f(%a: tensor<1x2x3xi8>, %b: tensor<1x3x4xi8>) {
  %az = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3xi8>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<1x3x4xi8>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.matmul' op expect operands to be both quantized or both not quantized, got '!quant.uniform<i8:f32, 5.000000e-01:3>' and 'i8'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<1x3x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<1x3x4x!quant.uniform<i16:f32, 0.5>>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.matmul' op expect quantized operands to have same widths, got 8 and 16}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<1x3x4x!quant.uniform<i16:f32, 0.5>>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<1x3x4x!quant.uniform<i8:f32, 0.25>>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<1x3x4x!quant.uniform<i8:f32, 0.25>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<1x3x4x!quant.uniform<i8:f32, 0.25>>) {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.matmul' op expect input a and a_zp have the same element type, got 'i8' and 'i16'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<1x2x3x!quant.uniform<i8:f32, 0.5:3>>, tensor<1x3x4x!quant.uniform<i8:f32, 0.25>>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x2x4xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<2x3xi16>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op requires the same element type for all operands}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x3xi16>, tensor<1xi8>) -> tensor<2x3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi16>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op requires the same element type for all operands and results}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<2x3xf16>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op require shift to be 0 for float type}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op a and b operands don't have matching ranks, got 2 and 1}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op a and b operands don't have broadcast-compatible shapes, got 'tensor<2x3xi32>' and 'tensor<2x4xi32>'}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op result type has different rank than a, got 1 vs 2}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<3xi32>
  return
}

// -----

func.func @f(%a: tensor<*xi32>, %b: tensor<1x3xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.mul' op result type has different rank than b, got 1 vs 2}}
  %0 = tosa.mul %a, %b, %s : (tensor<*xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<*xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) {
  %s = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return
}

// -----

func.func @f(%a: tensor<4x5xf32>) {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x5xf32>
  return
}

// -----

func.func @f(%a: tensor<4x5xf32>) {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.slice' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x5xf16>
  return
}

// -----

func.func @f(%a: tensor<4x5xf32>) {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.slice' op expect input1 and output to have the same ranks, got 2 and 1}}
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2xf32>
  return
}

// -----

func.func @f(%a: tensor<4x5xf32>) {
  %s = tosa.const_shape {values = dense<[0]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %z = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.slice' op length of start is not equal to rank of input shape}}
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<1>, !tosa.shape<2>) -> tensor<2x5xf32>
  return
}

// -----

func.func @f(%a: tensor<4x5xf32>) {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @below {{'tosa.slice' op length of size is not equal to rank of input shape}}
  %0 = tosa.slice %a, %s, %z : (tensor<4x5xf32>, !tosa.shape<2>, !tosa.shape<1>) -> tensor<2x5xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<4x3xf32>) {
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<4x3xf16>) {
  // expected-error @below {{'tosa.concat' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3xf16>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<4x3xf32>) {
  // expected-error @below {{'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got 2}}
  %0 = tosa.concat %a0, %a1 {axis = 2 : i32} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<*xf32>, %a1: tensor<4x3xf32>) {
  // expected-error @below {{'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got -1}}
  %0 = tosa.concat %a0, %a1 {axis = -1 : i32} : (tensor<*xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<4x3x1xf32>) {
  // expected-error @below {{'tosa.concat' op expect all operands to have the same rank, but got 2 vs 3 on operands 0 and 1}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3x1xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<4x4xf32>) {
  // expected-error @below {{'tosa.concat' op expect all operand shapes to have the same sizes on non-axis dimensions, but got 4 vs 3 at index 1 on operands 0 and 1}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x4xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<4x3xf32>) {
  // expected-error @below {{'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 6 and 7}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<7x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<?x3xf32>) {
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<7x3xf32>
  return
}

// -----

func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<*xf32>) {
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.pad' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x3xf16>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.pad' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf16>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.pad' op expect same input and output tensor rank, but got inputRank: 2, outputRank: 3}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x3x1xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.pad' op padding tensor must have 2 * 2 = 4 elements, but got 6}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, -2, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.pad' op invalid padding values at dimension 1: values must be non-negative or -1 for dynamic padding, got [-2, 0]}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.pad' op mismatch in output shape at dimension 1: expected 3 + 0 + 0 = 3, but got 4}}
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %p = tosa.const_shape {values = dense<[1, 1, -1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.pad %a, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x?xf32>
  return
}

// -----

// tosa: rescale, clamp, select, negate, avg_pool2d, max_pool2d.

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expected input and input_zp to both be integer of the same bitwidth, but got 'i8' vs. 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.rescale' op expected output and output_zp to both be integer of the same bitwidth, but got 'i8' vs. 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi16>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect input_zp of 0, got 3}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi16>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect input_zp of 0 or 32768 for unsigned int16 input, got 3}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi16>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-32768> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.rescale' op expect output_zp of 0, got 5}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3xi16>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.rescale' op expect output_zp of 0 or 32768 for unsigned int16 output, got 5}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3xi16>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect i32 element type for multiplier for scale32=true, got 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect i16 element type for multiplier for scale32=false, got 'i32'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect shape of { 3 } for multiplier input, got { 2 }}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<2xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<2xi8>}> : () -> tensor<2xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect shape of { 3 } for shift input, got { 2 }}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op expect shape of { 1 } for multiplier input, got { 3 }}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<i8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.rescale' op requires input to be at least rank 1 when per_channel is true, but got rank 0}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  %m = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {double_round = false, input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'tosa.clamp' op requires the same element type for all operands and results}}
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f16} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'tosa.clamp' op min/max attributes should not be 'NaN', got min_val=0x7FC00000 : f32, max_val=6.000000e+00 : f32}}
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0x7FC00000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{'tosa.clamp' op expected min_val <= max_val, got min_val=7.000000e+00 : f32, max_val=6.000000e+00 : f32}}
  %0 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 7.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %0 = tosa.clamp %a {max_val = 0x7F800000 : f32, min_val = 0xFF800000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xi8>) {
  // expected-error @below {{'tosa.clamp' op expected min_val <= max_val, got min_val=5 : i8, max_val=3 : i8}}
  %0 = tosa.clamp %a {max_val = 3 : i8, min_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%a: tensor<4xi8>) {
  %0 = tosa.clamp %a {max_val = 3 : i8, min_val = -5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%a: tensor<4xi8>) {
  // expected-error @below {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {max_val = 3 : i8, min_val = 5 : i16} : (tensor<4xi8>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%a: tensor<4xi8>) {
  // expected-error @below {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {max_val = 3.0 : f32, min_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @below {{'tosa.clamp' op requires the same element type for all operands and results}}
  %0 = tosa.clamp %a {max_val = 3 : i8, min_val = -5 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @f(%a: tensor<4xi1>) {
  // expected-error @below {{'tosa.clamp' op expected min_val <= max_val, got min_val=true, max_val=false}}
  %0 = tosa.clamp %a {max_val = false, min_val = true} : (tensor<4xi1>) -> tensor<4xi1>
  return
}

// -----

func.func @f(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = tosa.select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%p: tensor<4xi1>, %a: tensor<4xf16>, %b: tensor<4xf32>) {
  // expected-error @below {{'tosa.select' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.select %p, %a, %b : (tensor<4xi1>, tensor<4xf16>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @below {{'tosa.select' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.select %p, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.negate' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.negate' op requires the same shape for input1 and output}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.negate' op expect both input1 and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xf32>, tensor<1xf16>, tensor<1xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.negate' op expect both output and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xi16>) {
  %iz = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return
}

// -----

func.func @f(%a: tensor<4xi16>) {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.negate' op output zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  %iz = "tosa.const"() <{values = dense<1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xi8>) {
  %iz = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %iz, %oz : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expect all kernel values to be >= 1, got 0, 2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 0, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expect all stride values to be >= 1, got 0, 2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expect all padding values to be >= 0, got -1, 0, 0, 0}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expected left/right padding to be less than the width of the kernel, got pad_left=2, pad_right=0, kernel_x=2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 2, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=0, pad_bottom=2, kernel_y=2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 2, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x5x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expected input_height + pad_top + pad_bottom - kernel_y to be wholly divisible by stride_y, got (5 + 0 + 0 - 2) / 2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x5x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x5x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expected input_width + pad_left + pad_right - kernel_x to be wholly divisible by stride_x, got (5 + 0 + 0 - 2) / 2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x5x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op calculated output height did not match expected: calculated=2, expected=3}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op calculated output width did not match expected: calculated=2, expected=3}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x3x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xi8>) {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @below {{'tosa.avg_pool2d' op accumulator type for integer tensor is not i32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf16>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.avg_pool2d' op accumulator type for f16 tensor is not f16/f32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x3xf16>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xbf16>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @below {{'tosa.avg_pool2d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f16, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2x2x3xbf16>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f16, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @below {{'tosa.avg_pool2d' op expect both input and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf16>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @below {{'tosa.avg_pool2d' op expect both output and its zero point are the same element type, got 'f32' and 'f16'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xi16>) {
  %iz = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.avg_pool2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x3xi16>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xi16>) {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @below {{'tosa.avg_pool2d' op output zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x3xi16>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x2x2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  // expected-error @below {{'tosa.max_pool2d' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x2x2x3xf16>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  // expected-error @below {{'tosa.max_pool2d' op calculated output width did not match expected: calculated=2, expected=3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>) -> tensor<1x2x3x3xf32>
  return
}

// -----

// tosa: cond_if, while_loop.

func.func @f(%c: tensor<i1>, %a0: tensor<f32>) {
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<i1>, %a0: tensor<f32>) {
  // expected-error @below {{'tosa.cond_if' op require same number of values in 'then_graph' arguments (2) and 'input_list' (1)}}
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>, %x1: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<i1>, %a0: tensor<f32>) {
  // expected-error @below {{'tosa.cond_if' op require same element type for 'then_graph' arguments ('f16') and 'input_list' ('f32')}}
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f16>):
    %y0 = "test.src"() : () -> tensor<f32>
    tosa.yield %y0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<i1>, %a0: tensor<f32>) {
  // expected-error @below {{'tosa.cond_if' op require same shapes for 'else_graph' arguments ('tensor<2xf32>') and 'input_list' ('tensor<f32>')}}
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<2xf32>):
    %y0 = "test.src"() : () -> tensor<f32>
    tosa.yield %y0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<i1>, %a0: tensor<f32>) {
  // expected-error @below {{'tosa.cond_if' op require same element type for 'then_graph' results ('f16') and 'output_list' ('f32')}}
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>):
    %y0 = "test.src"() : () -> tensor<f16>
    tosa.yield %y0 : tensor<f16>
  } else {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<i1>, %a0: tensor<f32>) {
  // expected-error @below {{'tosa.cond_if' op require same number of values in 'else_graph' results (2) and 'output_list' (1)}}
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<f32>):
    %y1 = "test.src"() : () -> tensor<f32>
    tosa.yield %x0, %y1 : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<2xi1>, %a0: tensor<f32>) {
  // expected-error @below {{'tosa.cond_if' op 'condition' must be a size 1 tensor, got 'tensor<2xi1>'}}
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<2xi1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<1x1xi1>, %a0: tensor<f32>) {
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<1x1xi1> (tensor<f32>) -> (tensor<f32>) {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  } else {
  ^bb0(%x0: tensor<f32>):
    tosa.yield %x0 : tensor<f32>
  }
  return
}

// -----

func.func @f(%c: tensor<i1>, %a0: tensor<?xf32>) {
  %r = tosa.cond_if %c (%b0 = %a0) : tensor<i1> (tensor<?xf32>) -> (tensor<4xf32>) {
  ^bb0(%x0: tensor<4xf32>):
    tosa.yield %x0 : tensor<4xf32>
  } else {
  ^bb0(%x0: tensor<?xf32>):
    %y0 = "test.src"() : () -> tensor<4xf32>
    tosa.yield %y0 : tensor<4xf32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0 : tensor<i1>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require same number of values in 'input_list' (1) and 'output_list' (2)}}
  %r:2 = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0 : tensor<i1>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require same element type for 'input_list' ('i32') and 'output_list' ('i16')}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i16>) {
    %y0 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0 : tensor<i1>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require same shapes for 'input_list' ('tensor<i32>') and 'output_list' ('tensor<2xi32>')}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<2xi32>) {
    %y0 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0 : tensor<i1>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require same shapes for 'body_graph' arguments ('tensor<2xi32>') and 'input_list' ('tensor<i32>')}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0 : tensor<i1>
  } do {
  ^bb0(%x0: tensor<2xi32>):
    %y0 = "test.src"() : () -> tensor<i32>
    tosa.yield %y0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require same element type for 'body_graph' results ('i16') and 'input_list' ('i32')}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0 : tensor<i1>
  } do {
  ^bb0(%x0: tensor<i32>):
    %y0 = "test.src"() : () -> tensor<i16>
    tosa.yield %y0 : tensor<i16>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require 'cond_graph' only have one result}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<i1>
    %y1 = "test.src"() : () -> tensor<i1>
    tosa.yield %y0, %y1 : tensor<i1>, tensor<i1>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op 'cond_graph' result must be a size 1 tensor, got 'tensor<2xi1>'}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<2xi1>
    tosa.yield %y0 : tensor<2xi1>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}

// -----

func.func @f(%a0: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op 'cond_graph' result must be a boolean tensor, got 'tensor<i8>'}}
  %r = tosa.while_loop (%b0 = %a0) : (tensor<i32>) -> (tensor<i32>) {
    %y0 = "test.src"() : () -> tensor<i8>
    tosa.yield %y0 : tensor<i8>
  } do {
  ^bb0(%x0: tensor<i32>):
    tosa.yield %x0 : tensor<i32>
  }
  return
}


// -----

func.func @f(%a: tensor<i32>) {
  // expected-error @below {{'tosa.while_loop' op require same element type for 'cond_graph' arguments ('i16') and 'input_list' ('i32')}}
  %r = "tosa.while_loop"(%a) ({
  ^bb0(%x: tensor<i16>):
    %c = "test.src"() : () -> tensor<i1>
    tosa.yield %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    tosa.yield %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

// tosa: reductions, argmax, tile, gather, scatter, reverse, table, resize, fft2d, rfft2d, const_shape.

func.func @f(%a: tensor<2x3xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reduce_sum' op reduce axis must not be negative}}
  %0 = tosa.reduce_sum %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reduce_max' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reduce_min' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1x1xf32>
  return
}

// -----

func.func @f(%a: tensor<*xf32>) {
  // expected-error @below {{'tosa.reduce_product' op expect output tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_product %a {axis = 2 : i32} : (tensor<*xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op expect reduced dimension size to be 1, got 2}}
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x2xi1>
  return
}

// -----

func.func @f(%a: tensor<2x3xi1>) {
  %0 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<*xi1>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.argmax' op expected output shape '3', got '2'}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return
}

// -----

func.func @f(%a: tensor<2x?x4xf32>) {
  // expected-error @below {{'tosa.argmax' op expected output shape '2, 4', got '2, 5'}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x?x4xf32>) -> tensor<2x5xi32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.tile' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf16>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[2, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  // expected-error @below {{'tosa.tile' op expect 'multiples' to have rank 2 but got 3.}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<3>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.tile' op expect same input and output tensor rank.}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3x1xf32>
  return
}

// -----

func.func @f(%a: tensor<*xf32>) {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.tile' op expect 'multiples' array to have length 3 but got 2.}}
  %0 = tosa.tile %a, %m : (tensor<*xf32>, !tosa.shape<2>) -> tensor<4x3x1xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.tile' op expect element of 'multiples' to be positive integer or -1.}}
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %m = tosa.const_shape {values = dense<[-1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) {
  // expected-error @below {{'tosa.gather' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf16>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<3x4xi32>) {
  // expected-error @below {{'tosa.gather' op requires indices dimension 0 to have size 2, got 3}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<3x4xi32>) -> tensor<2x4x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) {
  // expected-error @below {{'tosa.gather' op requires output dimension 0 to have size 2, got 1}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<1x4x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) {
  // expected-error @below {{'tosa.gather' op requires output dimension 1 to have size 4, got 5}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) {
  // expected-error @below {{'tosa.gather' op requires output dimension 2 to have size 3, got 2}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x2xf32>
  return
}

// -----

func.func @f(%v: tensor<?x5x3xf32>, %i: tensor<2x4xi32>) {
  // expected-error @below {{'tosa.gather' op requires output dimension 0 to have size 2, got 3}}
  %0 = tosa.gather %v, %i : (tensor<?x5x3xf32>, tensor<2x4xi32>) -> tensor<3x4x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf32>) {
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf16>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf16>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf16>) {
  // expected-error @below {{'tosa.scatter' op expect input and output to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf16>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<3x4xi32>, %x: tensor<2x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires indices dimension 0 to have size 2, got 3}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<3x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<3x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires input dimension 0 to have size 2, got 3}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<3x4x3xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x3x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires input dimension 1 to have size 4, got 3}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x3x3xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x2xf32>) {
  // expected-error @below {{'tosa.scatter' op requires input dimension 2 to have size 3, got 2}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x2xf32>) -> tensor<2x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires values_out dimension 0 to have size 2, got 3}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<3x5x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires values_out dimension 1 to have size 5, got 6}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x6x3xf32>
  return
}

// -----

func.func @f(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires values_out dimension 2 to have size 3, got 2}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x2xf32>
  return
}

// -----

func.func @f(%v: tensor<2x3x3xf32>, %i: tensor<2x4xi32>, %x: tensor<2x4x3xf32>) {
  // expected-error @below {{'tosa.scatter' op requires dimensions K >= W, got K=3 and W=4}}
  %0 = tosa.scatter %v, %i, %x : (tensor<2x3x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x3x3xf32>
  return
}

// -----

func.func @f(%v: tensor<*xf32>, %i: tensor<2x4xi32>, %x: tensor<?x?x?xf32>) {
  // expected-error @below {{'tosa.scatter' op requires dimensions K >= W, got K=3 and W=4}}
  %0 = tosa.scatter %v, %i, %x : (tensor<*xf32>, tensor<2x4xi32>, tensor<?x?x?xf32>) -> tensor<?x3x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reverse' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reverse' op expected non-negative reverse axis}}
  %0 = tosa.reverse %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reverse' op expect input tensor rank (2) to be larger than reverse axis (2)}}
  %0 = tosa.reverse %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.reverse' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<*xf32>) {
  // expected-error @below {{'tosa.reverse' op expect output tensor rank (2) to be larger than reverse axis (2)}}
  %0 = tosa.reverse %a {axis = 2 : i32} : (tensor<*xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>, %t: tensor<256xi8>) {
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>, %t: tensor<256xi8>) {
  // expected-error @below {{'tosa.table' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3x1xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>, %t: tensor<256xi8>) {
  // expected-error @below {{'tosa.table' op dim(result, 1) = 4 doesn't match dim(input, 1) = 3}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x4xi8>
  return
}

// -----

func.func @f(%a: tensor<2x?xi8>, %t: tensor<256xi8>) {
  // expected-error @below {{'tosa.table' op dim(result, 1) = 4 doesn't match dim(input, 1) = -9223372036854775808}}
  %0 = tosa.table %a, %t : (tensor<2x?xi8>, tensor<256xi8>) -> tensor<2x4xi8>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.resize' op expect all scale values to be > 0, got 2, 0, 2, 1}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 2, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.resize' op expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly divisible by scale_y_d, got ((4 - 1) * 2 - 1 + 0) / 2}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.resize' op calculated output height did not match expected: calculated=7, expected=8}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.resize' op expected (input_width - 1) * scale_x_n - offset_x + border_x to be wholly divisible by scale_x_d, got ((4 - 1) * 2 - 1 + 0) / 2}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x4x4x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.resize' op calculated output width did not match expected: calculated=7, expected=8}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x8x3xf32>
  return
}

// -----

func.func @f(%a: tensor<1x1x1x3xf32>) {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x1x1x3xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x8x3xf32>
  return
}

// -----

func.func @f(%r: tensor<1x4x8xf32>, %i: tensor<1x4x8xf32>) {
  %0, %1 = tosa.fft2d %r, %i {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x3x8xf32>, %i: tensor<1x3x8xf32>) {
  // expected-error @below {{'tosa.fft2d' op expected height to be a power of two, got 3}}
  %0, %1 = tosa.fft2d %r, %i {inverse = false} : (tensor<1x3x8xf32>, tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x4x6xf32>, %i: tensor<1x4x6xf32>) {
  // expected-error @below {{'tosa.fft2d' op expected width to be a power of two, got 6}}
  %0, %1 = tosa.fft2d %r, %i {inverse = false} : (tensor<1x4x6xf32>, tensor<1x4x6xf32>) -> (tensor<1x4x6xf32>, tensor<1x4x6xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x?x8xf32>, %i: tensor<1x3x8xf32>) {
  %0, %1 = tosa.fft2d %r, %i {inverse = false} : (tensor<1x?x8xf32>, tensor<1x3x8xf32>) -> (tensor<1x?x8xf32>, tensor<1x3x8xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x4x8xf32>) {
  %0, %1 = tosa.rfft2d %r : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x4x8xf32>) {
  // expected-error @below {{'tosa.rfft2d' op expected output shapes to match, got 'tensor<1x4x5xf32>', 'tensor<1x4x6xf32>'}}
  %0, %1 = tosa.rfft2d %r : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x6xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x3x8xf32>) {
  // expected-error @below {{'tosa.rfft2d' op expected height to be a power of two, got 3}}
  %0, %1 = tosa.rfft2d %r : (tensor<1x3x8xf32>) -> (tensor<1x3x5xf32>, tensor<1x3x5xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x4x6xf32>) {
  // expected-error @below {{'tosa.rfft2d' op expected width to be a power of two, got 6}}
  %0, %1 = tosa.rfft2d %r : (tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x4x8xf32>) {
  // expected-error @below {{'tosa.rfft2d' op expected batch and height dimensions of input/output to match, got input='tensor<1x4x8xf32>' output='tensor<2x4x5xf32>'}}
  %0, %1 = tosa.rfft2d %r : (tensor<1x4x8xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>)
  return
}

// -----

func.func @f(%r: tensor<1x4x8xf32>) {
  // expected-error @below {{'tosa.rfft2d' op expected output width to be equal to input_width / 2 + 1, got 6}}
  %0, %1 = tosa.rfft2d %r : (tensor<1x4x8xf32>) -> (tensor<1x4x6xf32>, tensor<1x4x6xf32>)
  return
}

// -----

func.func @f() {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'tosa.const_shape' op expect elements in attribute values with rank 1}}
  %0 = tosa.const_shape {values = dense<[[1, 2]]> : tensor<1x2xindex>} : () -> !tosa.shape<2>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'tosa.const_shape' op expect number of elements in attribute values (2) to be equal to the rank (3) for the result shape type}}
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<3>
  return
}

// -----

func.func @f() {
  %0 = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<0>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'tosa.const_shape' op expect elements in attribute values with rank 1}}
  %0 = tosa.const_shape {values = dense<1> : tensor<index>} : () -> !tosa.shape<0>
  return
}

// -----

// tosa: variable_read, variable_write.

module {
  tosa.variable @v : tensor<2x3xf32>
  func.func @f() {
    %0 = tosa.variable_read @v : tensor<2x3xf32>
    tosa.variable_write @v, %0 : tensor<2x3xf32>
    return
  }
}

// -----

module {
  func.func @f() {
    %0 = tosa.variable_read @v : tensor<2x3xf32>
    return
  }
  tosa.variable @v : tensor<2x3xf32>
}

// -----

module {
  tosa.variable @v : tensor<2x3xf32>
  func.func @f() {
    // expected-error @below {{'tosa.variable_read' op require same element type for 'output1' ('f16') and the input tensor ('f32')}}
    %0 = tosa.variable_read @v : tensor<2x3xf16>
    return
  }
}

// -----

module {
  tosa.variable @v : tensor<2x3xf32>
  func.func @f(%a: tensor<3x3xf32>) {
    // expected-error @below {{'tosa.variable_write' op require same shapes for 'input1' ('tensor<3x3xf32>') and the input tensor ('tensor<2x3xf32>')}}
    tosa.variable_write @v, %a : tensor<3x3xf32>
    return
  }
}

// -----

module {
  tosa.variable @v : tensor<2x?xf32>
  func.func @f(%a: tensor<2x7xf32>) {
    tosa.variable_write @v, %a : tensor<2x7xf32>
    return
  }
}

// -----

module {
  tosa.variable @w = dense<1.0> : tensor<4xf32>
  func.func @f() {
    // expected-error @below {{'tosa.variable_read' op require same shapes for 'output1' ('tensor<5xf32>') and the input tensor ('tensor<4xf32>')}}
    %0 = tosa.variable_read @w : tensor<5xf32>
    return
  }
}

// -----

module {
  func.func @v() {
    return
  }
  func.func @f() {
    // expected-error @below {{'tosa.variable_read' op 'v' has not been declared by 'tosa.variable'}}
    %0 = tosa.variable_read @v : tensor<2x3xf32>
    return
  }
}

// -----

module {
  tosa.variable @v : tensor<2x3xf32>
  module {
    func.func @f() {
      // expected-error @below {{'tosa.variable_read' op 'v' has not been declared by 'tosa.variable'}}
      %0 = tosa.variable_read @v : tensor<2x3xf32>
      return
    }
  }
}

// -----

// tosa: the traits TosaResolvableShapeOperands and TosaShapeOperatorWithSameRanks.

func.func @f(%t: tensor<16xf32>, %s: !tosa.shape<2>) {
  // expected-error @below {{'tosa.reshape' op shape operand is not compile time resolvable}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<16xf32>) {
  %s = "test.shape"() : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op shape operand is not compile time resolvable}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x4xf32>
  return
}

// -----

func.func @f(%t: tensor<16xf32>) {
  %a = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s = tosa.mul_shape %a, %a : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x4xf32>
  return
}

// -----

func.func @f() {
  %a = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @below {{'tosa.add_shape' op operands don't have matching ranks}}
  %s = tosa.add_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<2>
  return
}

// -----

func.func @f() {
  %a = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.sub_shape' op result shape has different rank than operands}}
  %s = tosa.sub_shape %a, %a : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return
}

// -----

func.func @f(%a: !tosa.shape<2>) {
  // expected-error @below {{'tosa.exp2_shape' op shape operand is not compile time resolvable}}
  %s = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return
}

// -----

// tosa.dim, concat_shape, slice_shape, cast_from_block_scaled,
// cast_to_block_scaled, matmul_t_block_scaled.

func.func @dim_out(%t: tensor<2x3xf32>) -> !tosa.shape<2> {
  // expected-error @below {{'tosa.dim' op expect output shape type to contain one element, got '!tosa.shape<2>'}}
  %0 = tosa.dim %t {axis = 5 : i32} : (tensor<2x3xf32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}

// -----

func.func @dim_axis(%t: tensor<2x3xf32>) -> !tosa.shape<1> {
  // expected-error @below {{'tosa.dim' op expect axis to be in the range [0, 2), got -1}}
  %0 = tosa.dim %t {axis = -1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}

// -----

func.func @dim_unranked(%t: tensor<*xf32>) -> !tosa.shape<1> {
  %0 = tosa.dim %t {axis = 7 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}

// -----

func.func @concat_shape_rank() -> !tosa.shape<4> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[3]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @below {{'tosa.concat_shape' op requires output shape rank to be equal to the sum of the input shape ranks (3), got 4}}
  %0 = tosa.concat_shape %a, %b : (!tosa.shape<2>, !tosa.shape<1>) -> !tosa.shape<4>
  return %0 : !tosa.shape<4>
}

// -----

func.func @concat_shape_none() -> !tosa.shape<0> {
  %0 = tosa.concat_shape : () -> !tosa.shape<0>
  return %0 : !tosa.shape<0>
}

// -----

func.func @slice_shape() -> !tosa.shape<1> {
  %a = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %st = "tosa.const"() {values = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %sz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error @below {{'tosa.slice_shape' op expected non-negative start index, got -1}}
  %0 = tosa.slice_shape %a, %st, %sz : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}

// -----

func.func @slice_shape() -> !tosa.shape<1> {
  %a = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %st = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %sz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error @below {{'tosa.slice_shape' op expected positive size, got 0}}
  %0 = tosa.slice_shape %a, %st, %sz : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}

// -----

func.func @slice_shape() -> !tosa.shape<3> {
  %a = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %st = "tosa.const"() {values = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %sz = "tosa.const"() {values = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error @below {{'tosa.slice_shape' op expected output type size to be equal to size attribute, got 3 vs 2}}
  %0 = tosa.slice_shape %a, %st, %sz : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
  return %0 : !tosa.shape<3>
}

// -----

func.func @slice_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %st = "tosa.const"() {values = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %sz = "tosa.const"() {values = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error @below {{'tosa.slice_shape' op expected start + size to be less than or equal to input shape rank (3), got 4}}
  %0 = tosa.slice_shape %a, %st, %sz : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}

// -----

func.func @slice_shape() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %st = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %sz = "tosa.const"() {values = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = tosa.slice_shape %a, %st, %sz : (!tosa.shape<3>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}

// -----

func.func @a(%d: tensor<4x32xf4E2M1FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32> {
  // expected-error @below {{'tosa.cast_from_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf4E2M1FN>') and output_data ('tensor<4x64xf32>')}}
  %0 = "tosa.cast_from_block_scaled"(%d, %s) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @a(%d: tensor<4x33xf4E2M1FN>, %s: tensor<5x1xf8E8M0FNU>) -> tensor<4x33xf32> {
  // expected-error @below {{'tosa.cast_from_block_scaled' op expect last dimension of input_data (33) to be divisible by block_size (32)}}
  %0 = "tosa.cast_from_block_scaled"(%d, %s) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x33xf4E2M1FN>, tensor<5x1xf8E8M0FNU>) -> tensor<4x33xf32>
  return %0 : tensor<4x33xf32>
}

// -----

func.func @a(%d: tensor<4x32x64xf4E2M1FN>, %s: tensor<4x3x2xf8E8M0FNU>) -> tensor<4x32x64xf32> {
  // expected-error @below {{'tosa.cast_from_block_scaled' op require compatible shapes for input_data ('tensor<4x32x64xf4E2M1FN>') and input_scale ('tensor<4x3x2xf8E8M0FNU>') except for the last dimension}}
  %0 = "tosa.cast_from_block_scaled"(%d, %s) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32x64xf4E2M1FN>, tensor<4x3x2xf8E8M0FNU>) -> tensor<4x32x64xf32>
  return %0 : tensor<4x32x64xf32>
}

// -----

func.func @a(%d: tensor<4x64xf4E2M1FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32> {
  // expected-error @below {{'tosa.cast_from_block_scaled' op expect last dimension of input_scale (1) to be equal to last dimension of input_data / block_size (2)}}
  %0 = "tosa.cast_from_block_scaled"(%d, %s) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x64xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x64xf32>
  return %0 : tensor<4x64xf32>
}

// -----

func.func @a(%d: tensor<4x?xf4E2M1FN>, %s: tensor<4x3xf8E8M0FNU>) -> tensor<4x64xbf16> {
  %0 = "tosa.cast_from_block_scaled"(%d, %s) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x?xf4E2M1FN>, tensor<4x3xf8E8M0FNU>) -> tensor<4x64xbf16>
  return %0 : tensor<4x64xbf16>
}

// -----

func.func @b(%d: tensor<4x32xf32>) -> (tensor<5x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) {
  // expected-error @below {{'tosa.cast_to_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf32>') and output_data ('tensor<5x32xf4E2M1FN>')}}
  %0:2 = "tosa.cast_to_block_scaled"(%d) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf32>) -> (tensor<5x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<5x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>
}

// -----

func.func @b(%d: tensor<4x33xf32>) -> (tensor<4x33xf4E2M1FN>, tensor<5x2xf8E8M0FNU>) {
  // expected-error @below {{'tosa.cast_to_block_scaled' op expect last dimension of input_data (33) to be divisible by block_size (32)}}
  %0:2 = "tosa.cast_to_block_scaled"(%d) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x33xf32>) -> (tensor<4x33xf4E2M1FN>, tensor<5x2xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<4x33xf4E2M1FN>, tensor<5x2xf8E8M0FNU>
}

// -----

func.func @b(%d: tensor<4x32xf32>) -> (tensor<4x32xf4E2M1FN>, tensor<1xf8E8M0FNU>) {
  // expected-error @below {{'tosa.cast_to_block_scaled' op require compatible shapes for output_data ('tensor<4x32xf4E2M1FN>') and output_scale ('tensor<1xf8E8M0FNU>') except for the last dimension}}
  %0:2 = "tosa.cast_to_block_scaled"(%d) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf32>) -> (tensor<4x32xf4E2M1FN>, tensor<1xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<4x32xf4E2M1FN>, tensor<1xf8E8M0FNU>
}

// -----

func.func @b(%d: tensor<*xf32>) -> (tensor<4x32xf4E2M1FN>, tensor<4x2xf8E8M0FNU>) {
  // expected-error @below {{'tosa.cast_to_block_scaled' op expect last dimension of output_scale (2) to be equal to last dimension of output_data / block_size (1)}}
  %0:2 = "tosa.cast_to_block_scaled"(%d) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<*xf32>) -> (tensor<4x32xf4E2M1FN>, tensor<4x2xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<4x32xf4E2M1FN>, tensor<4x2xf8E8M0FNU>
}

// -----

func.func @b(%d: tensor<4x?xf32>) -> (tensor<4x33xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) {
  %0:2 = "tosa.cast_to_block_scaled"(%d) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x?xf32>) -> (tensor<4x33xf4E2M1FN>, tensor<4x1xf8E8M0FNU>)
  return %0#0, %0#1 : tensor<4x33xf4E2M1FN>, tensor<4x1xf8E8M0FNU>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x32xf8E4M3FN>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expect A_data and B_data to have same element type, got 'f4E2M1FN' and 'f8E4M3FN'}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x32xf8E4M3FN>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<3x4x1xf8E8M0FNU>, %b: tensor<2x8x32xf4E2M1FN>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected batch of a_scale to match size 2, got 3}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<3x4x1xf8E8M0FNU>, tensor<2x8x32xf4E2M1FN>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x5x1xf8E8M0FNU>, %b: tensor<2x8x32xf4E2M1FN>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected height of a_scale to match size 4, got 5}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x5x1xf8E8M0FNU>, tensor<2x8x32xf4E2M1FN>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<?x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<3x8x32xf4E2M1FN>, %bs: tensor<3x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expect B matrix batch size to be broadcast compatible with A, got D=3 vs N=2}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<?x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<3x8x32xf4E2M1FN>, tensor<3x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x64xf4E2M1FN>, %bs: tensor<2x8x2xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected channels of b_data to match size 32, got 64}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<?x4x32xf4E2M1FN>, %as: tensor<?x4x1xf8E8M0FNU>, %b: tensor<3x8x32xf4E2M1FN>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<3x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected batch of b_scale to match size 3, got 2}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<?x4x32xf4E2M1FN>, tensor<?x4x1xf8E8M0FNU>, tensor<3x8x32xf4E2M1FN>, tensor<2x8x1xf8E8M0FNU>) -> tensor<3x4x8xf32>
  return %0 : tensor<3x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x32xf4E2M1FN>, %bs: tensor<2x9x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected width of b_scale to match size 8, got 9}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x32xf4E2M1FN>, tensor<2x9x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x64xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x64xf4E2M1FN>, %bs: tensor<2x8x2xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected C/block_size of b_scale to match size 1, got 2}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x64xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x33xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x33xf4E2M1FN>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expect C to be a multiple of block size, got C=33, block_size=32}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x33xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x33xf4E2M1FN>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x2xf8E8M0FNU>, %b: tensor<2x8x32xf4E2M1FN>, %bs: tensor<2x8x2xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expect scale operands dimension 2 to equal C/block_size (32/32), got 2}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x2xf8E8M0FNU>, tensor<2x8x32xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x8x32xf4E2M1FN>, %bs: tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x9xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected output shape 2, 4, 9 to be compatible with expected output shape 2, 4, 8}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x8x32xf4E2M1FN>, tensor<2x8x1xf8E8M0FNU>) -> tensor<2x4x9xf32>
  return %0 : tensor<2x4x9xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<2x?x32xf4E2M1FN>, %bs: tensor<2x?x1xf8E8M0FNU>) -> tensor<3x4x?xf32> {
  // expected-error @below {{'tosa.matmul_t_block_scaled' op expected output shape 3, 4, ? to be compatible with expected output shape 2, 4, ?}}
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<2x?x32xf4E2M1FN>, tensor<2x?x1xf8E8M0FNU>) -> tensor<3x4x?xf32>
  return %0 : tensor<3x4x?xf32>
}

// -----

func.func @c(%a: tensor<2x4x32xf4E2M1FN>, %as: tensor<2x4x1xf8E8M0FNU>, %b: tensor<1x8x32xf4E2M1FN>, %bs: tensor<1x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32> {
  %0 = "tosa.matmul_t_block_scaled"(%a, %as, %b, %bs) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<2x4x32xf4E2M1FN>, tensor<2x4x1xf8E8M0FNU>, tensor<1x8x32xf4E2M1FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// -----

// !tosa.shape's verify().

// expected-error @below {{invalid rank (must be >= 0): -2}}
func.func @shape_negative_rank(%a: !tosa.shape<-2>) {
  return
}

// -----

func.func @shape_rank_zero(%a: !tosa.shape<0>) {
  return
}

// -----

func.func @f(%t: tensor<16xf32>) {
  // expected-error @+2 {{'tosa.reshape' op expected at most one target dimension to be -1}}
  %s = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tosa.transpose' op expected perms attribute to have size 2 (input rank) but got size 3}}
  %0 = tosa.transpose %t {perms = array<i32: 0, 1, 2>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'tosa.const' op expected tensors for attr/result type}}
  %0 = "tosa.const"() <{values = dense<1.0> : vector<4xf32>}> : () -> tensor<4xf32>
  return
}

// -----

// The error is reported at the token after the op.
tosa.variable @unranked_var : tensor<*xf32>
// expected-error @below {{expected ranked type}}
func.func @after_unranked_var() {
  return
}

// -----

tosa.variable @scalar_var : f32
// expected-error @below {{expected shaped type}}
func.func @after_scalar_var() {
  return
}

// -----

func.func @cond_if_not_function_type(%c: tensor<i1>, %a: tensor<f32>) {
  // expected-error @below {{invalid kind of type specified: expected builtin.function, but found 'tensor<f32>'}}
  // expected-error @below {{expected list of types for block arguments followed by arrow type and list of return types}}
  %0 = tosa.cond_if %c (%x = %a) : tensor<i1> tensor<f32> -> tensor<f32> {
    tosa.yield %x : tensor<f32>
  } else {
    tosa.yield %x : tensor<f32>
  }
  return
}
