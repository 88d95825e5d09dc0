// Ops whose nan_mode may be written as a bare keyword; PROPAGATE, the
// default, is not printed.
func.func @reductions(%x: tensor<2x3xf32>) -> (tensor<1x3xf32>, tensor<2x1xf32>) {
  %0 = tosa.reduce_max %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.reduce_min %x {nan_mode = IGNORE, axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.reduce_max %x {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %3 = tosa.reduce_min %x {axis = 1 : i32, nan_mode = #tosa.nan_mode<IGNORE>, tag = "keep"} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %4 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  %5 = tosa.argmax %x {nan_mode = IGNORE, axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0, %1 : tensor<1x3xf32>, tensor<2x1xf32>
}

func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi8>) -> tensor<4xf32> {
  %0 = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.minimum %a, %0 {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.maximum %1, %b {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.clamp %2 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.clamp %3 {max_val = 1.0e+00 : f32, min_val = -1.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.clamp %i {min_val = -8 : i8, max_val = 7 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %6 = tosa.minimum %4, %4 {u = unit, e = #tosa.nan_mode<IGNORE>, nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %6 : tensor<4xf32>
}

func.func @pooling(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = tosa.max_pool2d %x {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, nan_mode = IGNORE} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  return %1 : tensor<1x4x4x3xf32>
}
