// quant: the verifiers of quant.dcast, quant.qcast and quant.scast.

func.func @f(%a: tensor<2x3xf32>) {
  %0 = quant.qcast %a : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>
  %1 = quant.dcast %0 : tensor<2x3x!quant.uniform<i8:f32, 0.5:3>> to tensor<2x3xf32>
  %2 = quant.scast %0 : tensor<2x3x!quant.uniform<i8:f32, 0.5:3>> to tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{expressed type in quantized type expected to match float type}}
  %0 = quant.qcast %a : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f16, 0.5:3>>
  return
}

// -----

func.func @f(%a: tensor<2x3x!quant.uniform<i8:f16, 0.5:3>>) {
  // expected-error @below {{expressed type in quantized type expected to match float type}}
  %0 = quant.dcast %a : tensor<2x3x!quant.uniform<i8:f16, 0.5:3>> to tensor<2x3xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{scalar types may not use per-axis quantization}}
  %0 = quant.qcast %a : f32 to !quant.uniform<i8:f32:1, {0.5, 0.25}>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{quantized dimension must be less than tensor rank}}
  %0 = quant.qcast %a : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32:2, {0.5, 0.25}>>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>) {
  // expected-error @below {{quantized dimension size does not match number of scales}}
  %0 = quant.qcast %a : tensor<2x3xf32> to tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return
}

// -----

func.func @f(%a: tensor<*xf32>) {
  %0 = quant.qcast %a : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return
}

// -----

func.func @f(%a: tensor<2x?xf32>) {
  %0 = quant.qcast %a : tensor<2x?xf32> to tensor<2x?x!quant.uniform<i8:f32:1, {0.5, 0.25}>>
  return
}

// -----

func.func @f(%a: tensor<2x3xi16>) {
  // expected-error @below {{storage type in quantized type expected to match integer type}}
  %0 = quant.scast %a : tensor<2x3xi16> to tensor<2x3x!quant.uniform<i8:f32, 0.5:3>>
  return
}

// -----

func.func @f(%a: tensor<2x3x!quant.uniform<u8:f32, 0.5:3>>) {
  %0 = quant.scast %a : tensor<2x3x!quant.uniform<u8:f32, 0.5:3>> to tensor<2x3xi8>
  return
}

// -----

func.func @f(%a: i8) {
  // expected-error @below {{scalar types may not use per-axis quantization}}
  %0 = quant.scast %a : i8 to !quant.uniform<i8:f32:0, {0.5, 0.25}>
  return
}

// -----

func.func @f(%a: tensor<2x3xi8>) {
  // expected-error @below {{quantized dimension size does not match number of scales}}
  %0 = quant.scast %a : tensor<2x3xi8> to tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25, 1.0}>>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{scalar types may not use sub-channel quantization}}
  %0 = quant.qcast %a : f32 to !quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>
  return
}

// -----

func.func @f(%a: tensor<*xf32>) {
  // expected-error @below {{tensor containing the sub-channel quantized type must be ranked}}
  %0 = quant.qcast %a : tensor<*xf32> to tensor<*x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<2x4xf32>) {
  %0 = quant.qcast %a : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<2x4xf32>) {
  // expected-error @below {{quantized dimension 3 must be less than tensor rank 2}}
  %0 = quant.qcast %a : tensor<2x4xf32> to tensor<2x4x!quant.uniform<i8:f32:{0:1, 3:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<2x5xf32>) {
  // expected-error @below {{tensor dimension size 5 at axis 1 must be divisible by the corresponding block size 2}}
  %0 = quant.qcast %a : tensor<2x5xf32> to tensor<2x5x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<2x6xf32>) {
  // expected-error @below {{dimension size 3 of scales tensor at axis 1 should match (tensor dimension at axis / block sizes at axis) = 3}}
  %0 = quant.qcast %a : tensor<2x6xf32> to tensor<2x6x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<2x4x3xf32>) {
  // expected-error @below {{Rank of scales 2 must match the rank of the tensor 3}}
  %0 = quant.qcast %a : tensor<2x4x3xf32> to tensor<2x4x3x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<0x4xf32>) {
  // expected-error @below {{tensor dimension size of zero is not allowed with sub-channel quantization}}
  %0 = quant.qcast %a : tensor<0x4xf32> to tensor<0x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<?x4xf32>) {
  %0 = quant.qcast %a : tensor<?x4xf32> to tensor<?x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>
  return
}

// -----

func.func @f(%a: tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>>) {
  %0 = quant.scast %a : tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>> to tensor<2x4xi8>
  %1 = quant.dcast %a : tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{0.5, 0.25}, {1.0, 2.0}}>> to tensor<2x4xf32>
  return
}

// -----

// isa<quant::QuantizedType>: a builtin type is not one.
func.func @qcast_to_an_integer(%a: f16) -> i8 {
  // expected-error @below {{'quant.qcast' op result #0 must be scalar or tensor of quantized type, but got 'i8'}}
  %0 = quant.qcast %a : f16 to i8
  return %0 : i8
}

// -----

func.func @dcast_of_a_float(%a: tensor<3xbf16>) -> tensor<3xbf16> {
  // expected-error @below {{'quant.dcast' op operand #0 must be scalar or tensor of quantized type, but got 'tensor<3xbf16>'}}
  %0 = quant.dcast %a : tensor<3xbf16> to tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

// -----

// Both tensors, of the same shape: a dynamic size matches no static one.
func.func @dcast_static_to_dynamic(%a: tensor<4x!quant.uniform<u8:f32, 0.5:3>>) -> tensor<?xf32> {
  // expected-error @below {{'quant.dcast' op failed to verify that input and result are both scalars or both tensors with matching shape}}
  %0 = quant.dcast %a : tensor<4x!quant.uniform<u8:f32, 0.5:3>> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @qcast_scalar_to_tensor(%a: f32) -> tensor<!quant.uniform<i8:f32, 2.0>> {
  // expected-error @below {{'quant.qcast' op failed to verify that input and result are both scalars or both tensors with matching shape}}
  %0 = quant.qcast %a : f32 to tensor<!quant.uniform<i8:f32, 2.0>>
  return %0 : tensor<!quant.uniform<i8:f32, 2.0>>
}

// -----

func.func @casts_of_matching_shapes(%a: tensor<?x2xf32>, %b: f32) -> (tensor<?x2x!quant.uniform<i8:f32, 2.0>>, !quant.uniform<i8:f32, 2.0>) {
  %0 = quant.qcast %a : tensor<?x2xf32> to tensor<?x2x!quant.uniform<i8:f32, 2.0>>
  %1 = quant.qcast %b : f32 to !quant.uniform<i8:f32, 2.0>
  return %0, %1 : tensor<?x2x!quant.uniform<i8:f32, 2.0>>, !quant.uniform<i8:f32, 2.0>
}

// -----

// The parser of !quant.uniform (TypeParser.cpp): its errors, each where
// mlir-opt reports it.
// expected-error @below {{illegal storage type prefix}}
!bad_prefix = !quant.uniform<s8:f32, 1.5>

// -----

// expected-error @below {{illegal storage type size: 64}}
!too_wide = !quant.uniform<ui64:f16, 0.25>

// -----

// expected-error @below {{expected storage type width}}
!no_width = !quant.uniform<ux:f32, 1.0>

// -----

// expected-error @below {{illegal storage type minimum: -200}}
!low_min = !quant.uniform<i8<-200:100>:f32, 1.0>

// -----

// expected-error @below {{illegal storage type maximum: 16}}
!high_max = !quant.uniform<u4<0:16>:f32, 1.0>

// -----

// expected-error @below {{illegal storage min and storage max: (5:5)}}
!empty_range = !quant.uniform<u4<5:5>:f32, 1.0>

// -----

// expected-error @below {{expected ':'}}
!no_colon = !quant.uniform<u8 f32, 1.0>

// -----

// expected-error @below {{invalid kind of type specified}}
!int_expressed = !quant.uniform<u8:i16, 1.0>

// -----

// expected-error @below {{expected non-function type}}
!bad_expressed = !quant.uniform<u8:float, 1.0>

// -----

// expected-error @below {{expected ','}}
!no_comma = !quant.uniform<u8:f32 1.0>

// -----

// expected-error @below {{expected floating point literal}}
!no_scale = !quant.uniform<u8:f32, zero>

// -----

// expected-error @below {{scale 1.000000e+05 out of expressed type range [5.960464e-08, 6.550400e+04]}}
!big_scale = !quant.uniform<i8:f16, 1.0e5:2>

// -----

// expected-error @below {{scale 0.000000e+00 out of expressed type range [4.940656e-324, 1.797693e+308]}}
!zero_scale = !quant.uniform<i16:f64:0, {1.0, 0.0}>

// -----

// expected-error @below {{expected integer value}}
!no_zero_point = !quant.uniform<i8:f32, 0.5:x>

// -----

// expected-error @below {{expected '>'}}
!unclosed = !quant.uniform<i8:f32, 0.5:1 2>

// -----

// expected-error @below {{illegal quantized dimension: -2}}
!negative_axis = !quant.uniform<i8:f32:-2, {0.5, 0.25}>

// -----

!fine = !quant.uniform<ui8<1:200>:bf16:3, {0.5:-1, 2.:7, 3.0e-3}>
!fine_too = !quant.uniform<si32:f32, 1.0e-2:-7>
func.func @valid_uniform_types(%a: tensor<4x!fine>, %b: !fine_too) {
  return
}

// -----

// expected-error @below {{unexpected decimal integer literal for a floating point value}}
// expected-note @below {{add a trailing dot to make the literal a float}}
!integer_scale = !quant.uniform<i8:f32, 2>
