// rounding_mode, the resize mode and block_size as bare keywords; every
// tosa enum attribute of the dictionary prints bare.
func.func @rescale(%x: tensor<4xi32>, %m: tensor<4xi32>, %s: tensor<4xi8>, %zi: tensor<1xi32>, %zo: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  %1 = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, per_channel = true, input_unsigned = false, output_unsigned = true} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

func.func @apply_scale(%v: i32, %m: i32, %s: i8, %vv: vector<4xi48>, %vm: vector<4xi32>, %vs: vector<4xi8>) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %1 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND, note = "twice"} : (i32, i32, i8) -> i32
  %2 = tosa.apply_scale %vv, %vm, %vs {rounding_mode = INEXACT_ROUND} : (vector<4xi48>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
  return %1 : i32
}

func.func @resize(%x: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %zero = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %zero, %zero {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  %1 = tosa.resize %x, %scale, %zero, %zero {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  return %1 : tensor<1x7x7x2xf32>
}

func.func @block_scaled(%d: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>, %x: tensor<4x32xf32>, %ad: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32> {
  %0 = tosa.cast_from_block_scaled %d, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  %1:2 = tosa.cast_to_block_scaled %x {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  %2:2 = tosa.cast_to_block_scaled %0 {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  %3 = tosa.matmul_t_block_scaled %ad, %as, %ad, %as {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
  return %3 : tensor<1x4x4xf32>
}
