// linalg.matmul and its relatives: default indexing maps (printed only in
// generic form), explicit maps, cast = cast_unsigned, mixed element types
// (the body casts the inputs to the output's element type), buffers.
#a_t = affine_map<(d0, d1, d2) -> (d2, d0)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>

func.func @matmul_f32(%a: tensor<128x64xf32>, %b: tensor<64x256xf32>) -> tensor<128x256xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %init = linalg.fill ins(%cst : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x256xf32>) outs(%init : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

func.func @matmul_i8_i32(%a: memref<16x8xi8>, %b: memref<8x32xi8>, %c: memref<16x32xi32>) {
  linalg.matmul ins(%a, %b : memref<16x8xi8>, memref<8x32xi8>) outs(%c : memref<16x32xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<16x8xi8>, memref<8x32xi8>) outs(%c : memref<16x32xi32>)
  return
}

func.func @matmul_mixed(%a: tensor<4x8xbf16>, %b: tensor<8x16xi4>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x16xi4>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @matmul_transposed_a(%a: tensor<8x4xf16>, %b: tensor<8x16xf16>, %c: tensor<4x16xf16>, %d: tensor<16x16xf16>) -> tensor<4x16xf16> {
  %0 = linalg.matmul indexing_maps = [#a_t, #b, #c]
      ins(%a, %b : tensor<8x4xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf16>) -> tensor<4x16xf16>
  // Maps equal to the default ones are not printed.
  %1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, #b, #c]
      ins(%c, %d : tensor<4x16xf16>, tensor<16x16xf16>) outs(%c : tensor<4x16xf16>) {tag = 1 : i32} -> tensor<4x16xf16>
  return %0 : tensor<4x16xf16>
}

func.func @batched(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %r: tensor<4x16xf32>) -> (tensor<2x4x16xf32>, tensor<4x16xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%r : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0, %1 : tensor<2x4x16xf32>, tensor<4x16xf32>
}

func.func @batched_maps(%a: memref<2x8x4xi16>, %b: memref<2x8x16xi16>, %c: memref<2x4x16xi64>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x8x4xi16>, memref<2x8x16xi16>) outs(%c : memref<2x4x16xi64>)
  return
}

func.func @contract(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#a_t, #b, #c]
      ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @vector_products(%m: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %bm: tensor<3x4x8xi8>, %bv: tensor<3x8xi8>, %bw: tensor<3x4xi32>, %s: tensor<f32>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.vecmat ins(%w, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %3 = linalg.batch_matvec ins(%bm, %bv : tensor<3x4x8xi8>, tensor<3x8xi8>) outs(%bw : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<4xf32>
}

func.func @batch_vecmat(%v: memref<3x4xf16>, %m: memref<3x4x8xf16>, %o: memref<3x8xf32>) {
  linalg.batch_vecmat ins(%v, %m : memref<3x4xf16>, memref<3x4x8xf16>) outs(%o : memref<3x8xf32>)
  return
}

func.func @mmt4d(%a: tensor<2x3x8x4xi8>, %b: tensor<5x3x16x4xi8>, %c: tensor<2x5x8x16xi32>, %ba: tensor<7x2x3x8x4xf32>, %bb: tensor<7x5x3x16x4xf32>, %bc: tensor<7x2x5x8x16xf32>) -> tensor<2x5x8x16xi32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x8x4xi8>, tensor<5x3x16x4xi8>) outs(%c : tensor<2x5x8x16xi32>) -> tensor<2x5x8x16xi32>
  %1 = linalg.batch_mmt4d ins(%ba, %bb : tensor<7x2x3x8x4xf32>, tensor<7x5x3x16x4xf32>) outs(%bc : tensor<7x2x5x8x16xf32>) -> tensor<7x2x5x8x16xf32>
  return %0 : tensor<2x5x8x16xi32>
}

func.func @quantized(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %az: i32, %bz: i32, %c: tensor<4x16xi32>, %ba: memref<2x4x8xi8>, %bb: memref<2x8x16xi8>, %bc: memref<2x4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<4x8xi8>, tensor<8x16xi8>, i32, i32) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  linalg.quantized_batch_matmul ins(%ba, %bb, %az, %bz : memref<2x4x8xi8>, memref<2x8x16xi8>, i32, i32) outs(%bc : memref<2x4x16xi32>)
  return %0 : tensor<4x16xi32>
}
