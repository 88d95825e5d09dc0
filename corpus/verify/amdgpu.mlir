// amdgpu: the ops' own verifiers (AMDGPUDialect.cpp).

func.func @packed_trunc_existing(%a: f32, %e: vector<4xf8E5M2FNUZ>) {
  // expected-error @below {{'amdgpu.packed_trunc_2xfp8' op existing values must have same type as result}}
  %0 = "amdgpu.packed_trunc_2xfp8"(%a, %e) <{wordIndex = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1>}> : (f32, vector<4xf8E5M2FNUZ>) -> vector<4xf8E4M3FNUZ>
  return
}

// -----

func.func @stoch_round_existing(%a: f32, %p: i32, %e: vector<4xf8E5M2FNUZ>) {
  // expected-error @below {{'amdgpu.packed_stoch_round_fp8' op existing values must have same type as result}}
  %0 = "amdgpu.packed_stoch_round_fp8"(%a, %p, %e) <{storeIndex = 0 : i32}> : (f32, i32, vector<4xf8E5M2FNUZ>) -> vector<4xf8E4M3FNUZ>
  return
}

// -----

func.func @scaled_trunc_existing(%a: vector<2xf32>, %s: f32, %e: vector<4xf8E5M2>) {
  // expected-error @below {{'amdgpu.packed_scaled_trunc' op existing values must have same type as result}}
  %0 = "amdgpu.packed_scaled_trunc"(%a, %s, %e) <{index = 0 : i32}> : (vector<2xf32>, f32, vector<4xf8E5M2>) -> vector<4xf8E4M3FN>
  return
}

// -----

func.func @packed_valid(%a: f32, %p: i32, %e: vector<4xf8E4M3FNUZ>) {
  %0 = amdgpu.packed_trunc_2xfp8 %a, undef into %e[word 1] : f32 to vector<4xf8E4M3FNUZ> into vector<4xf8E4M3FNUZ>
  %1 = amdgpu.packed_stoch_round_fp8 %a + %p into undef[2] : f32 to vector<4xf8E4M3FNUZ>
  return
}

// -----

func.func @fat_raw_buffer_reset(%m: memref<8xf32, affine_map<(d0) -> (d0 + 4)>>) {
  // expected-error @below {{'amdgpu.fat_raw_buffer_cast' op source type 'memref<8xf32, affine_map<(d0) -> (d0 + 4)>>' can't have its offset reset}}
  %0 = amdgpu.fat_raw_buffer_cast %m resetOffset : memref<8xf32, affine_map<(d0) -> (d0 + 4)>> to memref<8xf32, #amdgpu.address_space<fat_raw_buffer>>
  return
}

// -----

func.func @fat_raw_buffer_result(%m: memref<8xf32>) {
  // expected-error @below {{'amdgpu.fat_raw_buffer_cast' op expected result type to be 'memref<8xf32, #amdgpu.address_space<fat_raw_buffer>>' but got 'memref<8xf32, 7>'}}
  %0 = "amdgpu.fat_raw_buffer_cast"(%m) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 0, 0>}> : (memref<8xf32>) -> memref<8xf32, 7>
  return
}

// -----

func.func @fat_raw_buffer_valid(%a: memref<8x?xf32, strided<[?, 1], offset: ?>>, %b: memref<4x8xf32, strided<[8, 1], offset: 4>>, %c: memref<?xf32, strided<[1], offset: ?>>) {
  %0 = amdgpu.fat_raw_buffer_cast %a resetOffset : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<8x?xf32, strided<[?, 1]>, #amdgpu.address_space<fat_raw_buffer>>
  %1 = amdgpu.fat_raw_buffer_cast %b resetOffset : memref<4x8xf32, strided<[8, 1], offset: 4>> to memref<4x8xf32, #amdgpu.address_space<fat_raw_buffer>>
  %2 = amdgpu.fat_raw_buffer_cast %c resetOffset : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, #amdgpu.address_space<fat_raw_buffer>>
  %3 = amdgpu.fat_raw_buffer_cast %b : memref<4x8xf32, strided<[8, 1], offset: 4>> to memref<4x8xf32, strided<[8, 1], offset: 4>, #amdgpu.address_space<fat_raw_buffer>>
  return
}

// -----

func.func @raw_buffer_space(%m: memref<8xf32, 3>, %i: i32) {
  // expected-error @below {{'amdgpu.raw_buffer_load' op Buffer ops must operate on a memref in global memory}}
  %0 = amdgpu.raw_buffer_load %m[%i] : memref<8xf32, 3>, i32 -> f32
  return
}

// -----

func.func @raw_buffer_indices(%m: memref<8x8xf32, #gpu.address_space<global>>, %i: i32, %x: f32) {
  // expected-error @below {{'amdgpu.raw_buffer_atomic_fadd' op Expected 2 indices to memref}}
  amdgpu.raw_buffer_atomic_fadd %x -> %m[%i] : f32 -> memref<8x8xf32, #gpu.address_space<global>>, i32
  return
}

// -----

func.func @raw_buffer_fmax(%m: memref<8xf32, #gpu.address_space<workgroup>>, %i: i32, %x: f32) {
  // expected-error @below {{'amdgpu.raw_buffer_atomic_fmax' op Buffer ops must operate on a memref in global memory}}
  amdgpu.raw_buffer_atomic_fmax %x -> %m[%i] : f32 -> memref<8xf32, #gpu.address_space<workgroup>>, i32
  return
}

// -----

func.func @raw_buffer_smax(%m: memref<8xi32>, %i: i32, %x: i32) {
  // expected-error @below {{'amdgpu.raw_buffer_atomic_smax' op Expected 1 indices to memref}}
  amdgpu.raw_buffer_atomic_smax %x -> %m[%i, %i] : i32 -> memref<8xi32>, i32, i32
  return
}

// -----

func.func @raw_buffer_umin(%m: memref<8xi32, 5>, %i: i32, %x: i32) {
  // expected-error @below {{'amdgpu.raw_buffer_atomic_umin' op Buffer ops must operate on a memref in global memory}}
  amdgpu.raw_buffer_atomic_umin %x -> %m[%i] : i32 -> memref<8xi32, 5>, i32
  return
}

// -----

func.func @raw_buffer_cmpswap(%m: memref<8xi32>, %x: i32) {
  // expected-error @below {{'amdgpu.raw_buffer_atomic_cmpswap' op Expected 1 indices to memref}}
  %0 = "amdgpu.raw_buffer_atomic_cmpswap"(%x, %x, %m) <{boundsCheck = true, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (i32, i32, memref<8xi32>) -> i32
  return
}

// -----

func.func @raw_buffer_valid(%m: memref<8x8xf32, 1>, %i: i32, %x: f32) {
  %0 = amdgpu.raw_buffer_load %m[%i, %i] : memref<8x8xf32, 1>, i32, i32 -> f32
  amdgpu.raw_buffer_store %x -> %m[%i, %i] : f32 -> memref<8x8xf32, 1>, i32, i32
  return
}

// -----

func.func @scaled_ext_f4_16(%v: vector<8xf4E2M1FN>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @below {{'amdgpu.scaled_ext_packed_matrix' op blockSize of 16 can only have firstScaleByte be 0 or 1 for f4 and f6.}}
  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%s) blockSize(16) firstScaleLane(0) firstScaleByte(2) : vector<8xf4E2M1FN>, vector<4xf8E8M0FNU> -> vector<8xf32>
  return
}

// -----

func.func @scaled_ext_f6_32(%v: vector<16xf6E2M3FN>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @below {{'amdgpu.scaled_ext_packed_matrix' op blockSize of 32 can only have firstScaleByte be 0 or 2 for f4 and f6.}}
  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%s) blockSize(32) firstScaleLane(0) firstScaleByte(1) : vector<16xf6E2M3FN>, vector<4xf8E8M0FNU> -> vector<16xf32>
  return
}

// -----

func.func @scaled_ext_f8_16(%v: vector<8xf8E4M3FN>, %s: vector<4xf8E8M0FNU>) {
  // expected-error @below {{'amdgpu.scaled_ext_packed_matrix' op blockSize of 16 can only have (firstScaleLane, firstScaleByte) be (0, 0) or (16, 2) for f8.}}
  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%s) blockSize(16) firstScaleLane(16) firstScaleByte(0) : vector<8xf8E4M3FN>, vector<4xf8E8M0FNU> -> vector<8xf16>
  return
}

// -----

func.func @scaled_ext_valid(%v: vector<8xf8E4M3FN>, %w: vector<8xf4E2M1FN>, %s: vector<4xf8E8M0FNU>) {
  %0 = amdgpu.scaled_ext_packed_matrix %v scale(%s) blockSize(16) firstScaleLane(16) firstScaleByte(2) : vector<8xf8E4M3FN>, vector<4xf8E8M0FNU> -> vector<8xf16>
  %1 = amdgpu.scaled_ext_packed_matrix %v scale(%s) blockSize(32) firstScaleLane(16) firstScaleByte(3) : vector<8xf8E4M3FN>, vector<4xf8E8M0FNU> -> vector<8xf16>
  %2 = amdgpu.scaled_ext_packed_matrix %w scale(%s) blockSize(32) firstScaleLane(0) firstScaleByte(2) : vector<8xf4E2M1FN>, vector<4xf8E8M0FNU> -> vector<8xbf16>
  return
}

// -----

func.func @wmma_lengths(%a: vector<16xf16>, %b: vector<8xf16>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.wmma' op source vectors have different lengths: 'vector<16xf16>' vs. 'vector<8xf16>'}}
  %0 = amdgpu.wmma 16x16x16 %a * %b + %c : vector<16xf16>, vector<8xf16>, vector<8xf32>
  return
}

// -----

func.func @wmma_float_dest(%a: vector<16xi8>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.wmma' op expected float sources with float destination}}
  %0 = amdgpu.wmma 16x16x16 %a * %a + %c : vector<16xi8>, vector<16xi8>, vector<8xf32>
  return
}

// -----

func.func @wmma_int_dest(%a: vector<16xf16>, %c: vector<8xi32>) {
  // expected-error @below {{'amdgpu.wmma' op expected int sources with int destination}}
  %0 = amdgpu.wmma 16x16x16 %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xi32>
  return
}

// -----

func.func @wmma_elements(%a: vector<16xf16>, %b: vector<16xbf16>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.wmma' op source element types must match (except for fp8/bf8) but have 'vector<16xf16>' and 'vector<16xbf16>'}}
  %0 = amdgpu.wmma 16x16x16 %a * %b + %c : vector<16xf16>, vector<16xbf16>, vector<8xf32>
  return
}

// -----

func.func @wmma_clamp(%a: vector<16xf16>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.wmma' op clamp flag is not supported for float types}}
  %0 = amdgpu.wmma 16x16x16 %a * %a + %c {clamp} : vector<16xf16>, vector<16xf16>, vector<8xf32>
  return
}

// -----

func.func @wmma_unsigned(%a: vector<16xf16>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.wmma' op unsigned flags are not supported for float types}}
  %0 = amdgpu.wmma 16x16x16 %a * %a + %c {unsignedB} : vector<16xf16>, vector<16xf16>, vector<8xf32>
  return
}

// -----

func.func @wmma_valid(%a: vector<16xf16>, %c: vector<8xf32>, %i: vector<16xi8>, %d: vector<8xi32>, %f8: vector<8xf8E4M3FN>, %b8: vector<8xf8E5M2>) {
  %0 = amdgpu.wmma 16x16x16 %a * %a + %c : vector<16xf16>, vector<16xf16>, vector<8xf32>
  %1 = amdgpu.wmma 16x16x16 %i * %i + %d {clamp, unsignedA} : vector<16xi8>, vector<16xi8>, vector<8xi32>
  %2 = amdgpu.wmma 16x16x16 %f8 * %b8 + %c : vector<8xf8E4M3FN>, vector<8xf8E5M2>, vector<8xf32>
  return
}

// -----

func.func @scaled_wmma_out(%s: vector<4xf8E8M0FNU>, %a: vector<64xf8E4M3FN>, %c: vector<16xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op expected output vector of length 8 but got 16}}
  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%s * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<16xf32>
  return
}

// -----

func.func @scaled_wmma_a16(%s: vector<4xf8E8M0FNU>, %a: vector<128xf4E2M1FN>, %b: vector<64xf8E4M3FN>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op for 16x16x128, sourceA must have 64 elements but got 128}}
  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<128xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<8xf32>
  return
}

// -----

func.func @scaled_wmma_b16(%s: vector<4xf8E8M0FNU>, %a: vector<64xf8E4M3FN>, %b: vector<128xf4E2M1FN>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op for 16x16x128, sourceB must have 64 elements but got 128}}
  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<128xf4E2M1FN>, vector<8xf32>
  return
}

// -----

func.func @scaled_wmma_fp4(%s: vector<4xf8E8M0FNU>, %a: vector<64xf8E4M3FN>, %b: vector<64xf8E4M3FN>, %c: vector<16xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op 32x16x128 only supports fp4 element types}}
  %0 = amdgpu.scaled_wmma 32x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<16xf32>
  return
}

// -----

func.func @scaled_wmma_a32(%s: vector<4xf8E8M0FNU>, %a: vector<64xf4E2M1FN>, %c: vector<16xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op for 32x16x128, sourceA must have 128 elements but got 64}}
  %0 = amdgpu.scaled_wmma 32x16x128 (%s * %a) * (%s * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<64xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<64xf4E2M1FN>, vector<16xf32>
  return
}

// -----

func.func @scaled_wmma_b32(%s: vector<4xf8E8M0FNU>, %a: vector<128xf4E2M1FN>, %c: vector<16xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op for 32x16x128, sourceB must have 64 elements but got 128}}
  %0 = amdgpu.scaled_wmma 32x16x128 (%s * %a) * (%s * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<128xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<128xf4E2M1FN>, vector<16xf32>
  return
}

// -----

func.func @scaled_wmma_lane(%s: vector<4xf8E8M0FNU>, %a: vector<128xf4E2M1FN>, %b: vector<64xf4E2M1FN>, %c: vector<16xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op for 32x16x128, a_first_scale_lane must be 0}}
  %0 = amdgpu.scaled_wmma 32x16x128 (%s * %a) * (%s * %b) + %c {a_first_scale_lane = 16 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E8M0FNU>, vector<128xf4E2M1FN>, vector<4xf8E8M0FNU>, vector<64xf4E2M1FN>, vector<16xf32>
  return
}

// -----

func.func @scaled_wmma_combination(%s: vector<4xf8E4M3FN>, %t: vector<4xf8E8M0FNU>, %a: vector<64xf8E4M3FN>, %c: vector<8xf32>) {
  // expected-error @below {{'amdgpu.scaled_wmma' op invalid combination of matrix and scale types: sourceA='f8E4M3FN', scaleA='f8E4M3FN', sourceB='f8E4M3FN', scaleB='f8E8M0FNU'}}
  %0 = amdgpu.scaled_wmma 16x16x128 (%s * %a) * (%t * %a) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E4M3FN>, vector<64xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<8xf32>
  return
}

// -----

func.func @scaled_wmma_valid(%s: vector<4xf8E4M3FN>, %t: vector<4xf8E8M0FNU>, %a: vector<64xf8E4M3FN>, %f4: vector<64xf4E2M1FN>, %a4: vector<128xf4E2M1FN>, %c: vector<8xf32>, %d: vector<16xf32>) {
  %0 = amdgpu.scaled_wmma 16x16x128 (%t * %a) * (%s * %f4) + %c {a_first_scale_lane = 0 : i32, b_first_scale_lane = 16 : i32} : vector<4xf8E8M0FNU>, vector<64xf8E4M3FN>, vector<4xf8E4M3FN>, vector<64xf4E2M1FN>, vector<8xf32>
  %1 = amdgpu.scaled_wmma 32x16x128 (%s * %a4) * (%s * %f4) + %d {a_first_scale_lane = 0 : i32, b_first_scale_lane = 0 : i32} : vector<4xf8E4M3FN>, vector<128xf4E2M1FN>, vector<4xf8E4M3FN>, vector<64xf4E2M1FN>, vector<16xf32>
  return
}

// -----

func.func @mfma_small_float(%a: vector<8xf8E4M3FN>, %b: vector<4xf16>, %c: vector<4xf32>) {
  // expected-error @below {{'amdgpu.mfma' op expected both source operands to have small-float elements if one does}}
  %0 = amdgpu.mfma 16x16x32 %a * %b + %c blgp = none : vector<8xf8E4M3FN>, vector<4xf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_small_lengths(%a: vector<8xf8E4M3FN>, %b: vector<32xf8E5M2>, %c: vector<4xf32>) {
  // expected-error @below {{'amdgpu.mfma' op expected both small-float source vectors to have the same length}}
  %0 = amdgpu.mfma 16x16x32 %a * %b + %c blgp = none : vector<8xf8E4M3FN>, vector<32xf8E5M2>, vector<4xf32>
  return
}

// -----

func.func @mfma_match(%a: vector<4xf16>, %b: vector<4xbf16>, %c: vector<4xf32>) {
  // expected-error @below {{'amdgpu.mfma' op expected both non-small-float source operand types to match exactly}}
  %0 = amdgpu.mfma 16x16x16 %a * %b + %c blgp = none : vector<4xf16>, vector<4xbf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_source_values(%a: vector<8xf16>, %c: vector<4xf32>) {
  // expected-error @below {{'amdgpu.mfma' op expected 4 source values for this operation but got 8}}
  %0 = amdgpu.mfma 16x16x16 %a * %a + %c blgp = none : vector<8xf16>, vector<8xf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_result_values(%a: vector<4xf16>, %c: vector<16xf32>) {
  // expected-error @below {{'amdgpu.mfma' op expected 4 result values for this operation but got 16}}
  %0 = amdgpu.mfma 16x16x16 %a * %a + %c blgp = none : vector<4xf16>, vector<4xf16>, vector<16xf32>
  return
}

// -----

func.func @mfma_f64_blgp(%a: f64, %c: vector<4xf64>) {
  // expected-error @below {{'amdgpu.mfma' op double-precision ops do not support permuting lanes of B}}
  %0 = amdgpu.mfma 16x16x4 %a * %a + %c blgp = bcast_first_32 : f64, f64, vector<4xf64>
  return
}

// -----

func.func @mfma_f64_cbsz(%a: f64, %c: vector<4xf64>) {
  // expected-error @below {{'amdgpu.mfma' op double-precision ops do not support permuting lanes of A}}
  %0 = amdgpu.mfma 16x16x4 %a * %a + %c {cbsz = 1 : i32} blgp = none : f64, f64, vector<4xf64>
  return
}

// -----

func.func @mfma_abid(%a: vector<4xf16>, %c: vector<4xf32>) {
  // expected-error @below {{'amdgpu.mfma' op block ID for permuting A (abid) must be below 2 ** cbsz}}
  %0 = amdgpu.mfma 16x16x16 %a * %a + %c {abid = 2 : i32, cbsz = 1 : i32} blgp = none : vector<4xf16>, vector<4xf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_negate(%a: vector<4xf16>, %c: vector<4xf32>) {
  // expected-error @below {{'amdgpu.mfma' op negation flags only available for double-precision operations}}
  %0 = amdgpu.mfma 16x16x16 %a * %a + %c {negateA} blgp = none : vector<4xf16>, vector<4xf16>, vector<4xf32>
  return
}

// -----

func.func @mfma_valid(%a: vector<4xf16>, %c: vector<4xf32>, %d: f64, %e: vector<4xf64>, %i: i32, %ci: vector<4xi32>) {
  %0 = amdgpu.mfma 16x16x16 %a * %a + %c {abid = 1 : i32, cbsz = 1 : i32} blgp = bcast_first_32 : vector<4xf16>, vector<4xf16>, vector<4xf32>
  %1 = amdgpu.mfma 16x16x4 %d * %d + %e {negateA} blgp = none : f64, f64, vector<4xf64>
  %2 = amdgpu.mfma 16x16x16 %i * %i + %ci blgp = none : i32, i32, vector<4xi32>
  return
}

// -----

func.func @sparse_mfma_double(%a: vector<4xf16>, %b: vector<16xf16>, %c: vector<4xf32>, %idx: vector<4xi8>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op expected dense source operand to have exactly double the number of elements of the sparse source operand}}
  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%idx : vector<4xi8>) : vector<4xf16>, vector<16xf16>, vector<4xf32>
  return
}

// -----

func.func @sparse_mfma_elements(%a: vector<4xf16>, %b: vector<8xbf16>, %c: vector<4xf32>, %idx: vector<4xi8>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op expected source operands to have the same element type}}
  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%idx : vector<4xi8>) : vector<4xf16>, vector<8xbf16>, vector<4xf32>
  return
}

// -----

func.func @sparse_mfma_abid8(%a: vector<8xi8>, %b: vector<16xi8>, %c: vector<4xi32>, %idx: vector<2xi16>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op ABID must be 0 or 1 for 8-bit source data}}
  %0 = amdgpu.sparse_mfma 16x16x64 %a * %b + %c sparse(%idx : vector<2xi16>) {abid = 2 : i32} : vector<8xi8>, vector<16xi8>, vector<4xi32>
  return
}

// -----

func.func @sparse_mfma_abid16(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %idx: vector<4xi8>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op ABID must be between 0 and 3 for 16-bit source data}}
  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%idx : vector<4xi8>) {abid = 4 : i32} : vector<4xf16>, vector<8xf16>, vector<4xf32>
  return
}

// -----

func.func @sparse_mfma_idx8(%a: vector<8xi8>, %b: vector<16xi8>, %c: vector<4xi32>, %idx: vector<4xi8>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op expected vector<2xi16> sparse indices for 8-bit source data, but got 'vector<4xi8>'}}
  %0 = amdgpu.sparse_mfma 16x16x64 %a * %b + %c sparse(%idx : vector<4xi8>) : vector<8xi8>, vector<16xi8>, vector<4xi32>
  return
}

// -----

func.func @sparse_mfma_idx16(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %idx: vector<2xi16>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op expected vector<4xi8> sparse indices for 16-bit source data, but got 'vector<2xi16>'}}
  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%idx : vector<2xi16>) : vector<4xf16>, vector<8xf16>, vector<4xf32>
  return
}

// -----

func.func @sparse_mfma_source(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %idx: vector<4xi8>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op expected 16 source values for this operation but got 8}}
  %0 = amdgpu.sparse_mfma 16x16x64 %a * %b + %c sparse(%idx : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<4xf32>
  return
}

// -----

func.func @sparse_mfma_dest(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<16xf32>, %idx: vector<4xi8>) {
  // expected-error @below {{'amdgpu.sparse_mfma' op expected 4 result values for this operation but got 16}}
  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%idx : vector<4xi8>) : vector<4xf16>, vector<8xf16>, vector<16xf32>
  return
}

// -----

func.func @sparse_mfma_valid(%a: vector<4xf16>, %b: vector<8xf16>, %c: vector<4xf32>, %idx: vector<4xi8>, %e: vector<8xf8E4M3FN>, %f: vector<16xf8E5M2>, %idx2: vector<2xi16>) {
  %0 = amdgpu.sparse_mfma 16x16x32 %a * %b + %c sparse(%idx : vector<4xi8>) {abid = 3 : i32} : vector<4xf16>, vector<8xf16>, vector<4xf32>
  %1 = amdgpu.sparse_mfma 16x16x64 %e * %f + %c sparse(%idx2 : vector<2xi16>) {abid = 1 : i32} : vector<8xf8E4M3FN>, vector<16xf8E5M2>, vector<4xf32>
  return
}

// -----

func.func @dpp_width(%x: i128) {
  // expected-error @below {{'amdgpu.dpp' op integer and floating point types larger than 64 bits are not supported}}
  %0 = amdgpu.dpp %x %x row_mirror : i128
  return
}

// -----

func.func @dpp_quad_perm_size(%x: i32) {
  // expected-error @below {{'amdgpu.dpp' op quad_perm attribute must have exactly 4 elements}}
  %0 = amdgpu.dpp %x %x quad_perm([0 : i32, 1 : i32]) : i32
  return
}

// -----

func.func @dpp_quad_perm_range(%x: i32) {
  // expected-error @below {{'amdgpu.dpp' op Each element of quad_perm must be in the range [0, 3]}}
  %0 = amdgpu.dpp %x %x quad_perm([0 : i32, 1 : i32, 2 : i32, 4 : i32]) : i32
  return
}

// -----

func.func @dpp_row_shl(%x: i32) {
  // expected-error @below {{'amdgpu.dpp' op Attribute 'row_shl' value not specified}}
  %0 = amdgpu.dpp %x %x row_shl : i32
  return
}

// -----

func.func @dpp_row_ror(%x: f32) {
  // expected-error @below {{'amdgpu.dpp' op Attribute value must be between 1 and 15}}
  %0 = amdgpu.dpp %x %x row_ror(16 : i32) : f32
  return
}

// -----

func.func @dpp_unit(%x: f32) {
  // expected-error @below {{'amdgpu.dpp' op Expected unit attribute for permArgument, but found non-trivial argument}}
  %0 = amdgpu.dpp %x %x wave_shl(1 : i32) : f32
  return
}

// -----

func.func @dpp_valid(%x: f32, %v: vector<2xf16>) {
  %0 = amdgpu.dpp %x %x quad_perm([3 : i32, 2 : i32, 1 : i32, 0 : i32]) : f32
  %1 = amdgpu.dpp %x %x row_shr(15 : i32) : f32
  %2 = amdgpu.dpp %x %x row_bcast_15(unit) : f32
  return
}

// -----

func.func @permlane_swap(%x: i32) {
  // expected-error @below {{'amdgpu.permlane_swap' op row_length attribute must either be 16 or 32.}}
  %0 = amdgpu.permlane_swap %x 8 : i32
  return
}

// -----

func.func @gather_contiguous(%src: memref<32xf32>, %dst: memref<4x4xf32, strided<[8, 2]>, 3>, %i: index) {
  // expected-error @below {{'amdgpu.gather_to_lds' op destination type inner most dim must be contiguous}}
  amdgpu.gather_to_lds %src[%i], %dst[%i, %i] : f32, memref<32xf32>, memref<4x4xf32, strided<[8, 2]>, 3>
  return
}

// -----

func.func @gather_elements(%src: memref<32xf32>, %dst: memref<32xi32, 3>, %i: index) {
  // expected-error @below {{'amdgpu.gather_to_lds' op source and destination element types must match}}
  amdgpu.gather_to_lds %src[%i], %dst[%i] : f32, memref<32xf32>, memref<32xi32, 3>
  return
}

// -----

func.func @gather_size(%src: memref<32xf32>, %dst: memref<32xf32, 3>, %i: index) {
  // expected-error @below {{'amdgpu.gather_to_lds' op Transfering type size must be 8, 16, 32, 96 or 128 bits}}
  amdgpu.gather_to_lds %src[%i], %dst[%i] : vector<2xf32>, memref<32xf32>, memref<32xf32, 3>
  return
}

// -----

func.func @gather_src_space(%src: memref<32xf32, 3>, %dst: memref<32xf32, 3>, %i: index) {
  // expected-error @below {{'amdgpu.gather_to_lds' op source memory address space must be global or fat raw buffer}}
  amdgpu.gather_to_lds %src[%i], %dst[%i] : f32, memref<32xf32, 3>, memref<32xf32, 3>
  return
}

// -----

func.func @gather_dst_space(%src: memref<32xf32, 7>, %dst: memref<32xf32>, %i: index) {
  // expected-error @below {{'amdgpu.gather_to_lds' op destination memory address space must be Workgroup}}
  amdgpu.gather_to_lds %src[%i], %dst[%i] : f32, memref<32xf32, 7>, memref<32xf32>
  return
}

// -----

func.func @gather_valid(%src: memref<32xf16, #amdgpu.address_space<fat_raw_buffer>>, %dst: memref<32xf16, #gpu.address_space<workgroup>>, %i: index) {
  amdgpu.gather_to_lds %src[%i], %dst[%i] : vector<6xf16>, memref<32xf16, #amdgpu.address_space<fat_raw_buffer>>, memref<32xf16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @transpose_space(%m: memref<32xf16>, %i: index) {
  // expected-error @below {{'amdgpu.transpose_load' op source memory address space must be Workgroup}}
  %0 = amdgpu.transpose_load %m[%i] : memref<32xf16> -> vector<4xf16>
  return
}

// -----

func.func @transpose_width(%m: memref<32xf32, 3>, %i: index) {
  // expected-error @below {{'amdgpu.transpose_load' op Unsupported element type size for transpose load: 32 bits}}
  %0 = amdgpu.transpose_load %m[%i] : memref<32xf32, 3> -> vector<2xf32>
  return
}

// -----

func.func @transpose_count(%m: memref<32xf16, 3>, %i: index) {
  // expected-error @below {{'amdgpu.transpose_load' op Transferring type size mismatch: expected num of elements: 4}}
  %0 = amdgpu.transpose_load %m[%i] : memref<32xf16, 3> -> vector<8xf16>
  return
}

// -----

func.func @dma_base_lds(%g: memref<32xf32>, %l: memref<32xf32>, %i: index) {
  // expected-error @below {{'amdgpu.make_dma_base' op lds memref must have workgroup address space attribute.}}
  %0 = amdgpu.make_dma_base %g[%i], %l[%i] : memref<32xf32>, memref<32xf32> -> !amdgpu.tdm_base<f32>
  return
}

// -----

func.func @dma_base_global(%g: memref<32xf32, 3>, %l: memref<32xf32, 3>, %i: index) {
  // expected-error @below {{'amdgpu.make_dma_base' op global memref must have global address space attribute.}}
  %0 = amdgpu.make_dma_base %g[%i], %l[%i] : memref<32xf32, 3>, memref<32xf32, 3> -> !amdgpu.tdm_base<f32>
  return
}

// -----

func.func @dma_base_width(%g: memref<32xi1>, %l: memref<32xi1, 3>, %i: index) {
  // expected-error @below {{'amdgpu.make_dma_base' op element type must be 1, 2, 4, or 8 bytes long but type was 1 bits long.}}
  %0 = amdgpu.make_dma_base %g[%i], %l[%i] : memref<32xi1>, memref<32xi1, 3> -> !amdgpu.tdm_base<i1>
  return
}

// -----

func.func @gather_dma_base_lds(%g: memref<32xf32>, %l: memref<32xf32, 1>, %i: index) {
  // expected-error @below {{'amdgpu.make_gather_dma_base' op lds memref must have workgroup address space attribute.}}
  %0 = amdgpu.make_gather_dma_base %g[%i], %l[%i] : memref<32xf32>, memref<32xf32, 1> -> !amdgpu.tdm_gather_base<f32, i16>
  return
}

// -----

func.func @descriptor_strides_empty(%b: !amdgpu.tdm_base<i32>) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op strides must not be empty.}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [64] globalStride [] sharedSize [64] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_inner_stride(%b: !amdgpu.tdm_base<i32>) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op strides for the innermost dimension must be 1.}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [64, 64] globalStride [64, 2] sharedSize [64, 64] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_rank(%b: !amdgpu.tdm_base<i32>) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op tensor and tile must be at most of rank 5.}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [2, 2, 2, 2, 2, 2] globalStride [32, 16, 8, 4, 2, 1] sharedSize [2, 2, 2, 2, 2, 2] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_strides_rank(%b: !amdgpu.tdm_base<i32>) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op strides and sizes must have same rank.}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [64, 64] globalStride [1] sharedSize [64, 64] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_tile_rank(%b: !amdgpu.tdm_base<i32>) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op tensor must have same rank as tile.}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [64, 64] globalStride [64, 1] sharedSize [64] : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_width(%b: !amdgpu.tdm_base<i1>) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op element type width must be 1, 2, 4 or 8 bytes, but was 1 bits long}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [64] globalStride [1] sharedSize [64] : !amdgpu.tdm_base<i1> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_barrier(%b: !amdgpu.tdm_base<i32>, %bar: memref<8xi64>, %i: index) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op atomic barrier address must be in LDS.}}
  %0 = amdgpu.make_dma_descriptor %b globalSize [64] globalStride [1] sharedSize [64] atomicBarrier(%bar[%i] : memref<8xi64>) : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_timeout(%b: !amdgpu.tdm_base<i32>, %t: i1) {
  // expected-error @below {{'amdgpu.make_dma_descriptor' op early timeout does not apply when workgroup_mask is not set.}}
  %0 = "amdgpu.make_dma_descriptor"(%b, %t) <{global_static_sizes = array<i64: 64>, global_static_strides = array<i64: 1>, shared_static_sizes = array<i64: 64>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0>}> : (!amdgpu.tdm_base<i32>, i1) -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @descriptor_valid(%b: !amdgpu.tdm_base<i32>, %bar: memref<8xi64, 3>, %i: index, %m: vector<16xi1>, %t: i1) {
  %0 = amdgpu.make_dma_descriptor %b globalSize [64, 64] globalStride [64, 1] sharedSize [64, 64] workgroupMask %m earlyTimeout %t atomicBarrier(%bar[%i] : memref<8xi64, 3>) : !amdgpu.tdm_base<i32> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @gather_descriptor_rank(%b: !amdgpu.tdm_gather_base<i32, i16>, %idx: vector<8xi16>) {
  // expected-error @below {{'amdgpu.make_gather_dma_descriptor' op tensor and tile must be at most of rank two in gather mode.}}
  %0 = amdgpu.make_gather_dma_descriptor %b[%idx] globalSize [4, 4, 4] globalStride [16, 4, 1] sharedSize [4, 4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<8xi16> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @gather_descriptor_indices(%b: !amdgpu.tdm_gather_base<i32, i32>, %idx: vector<8xi16>) {
  // expected-error @below {{'amdgpu.make_gather_dma_descriptor' op indices' element type must match base's element type.}}
  %0 = amdgpu.make_gather_dma_descriptor %b[%idx] globalSize [4, 4] globalStride [4, 1] sharedSize [4, 4] : !amdgpu.tdm_gather_base<i32, i32>, vector<8xi16> -> !amdgpu.tdm_descriptor
  return
}

// -----

func.func @gather_descriptor_strides(%b: !amdgpu.tdm_gather_base<i32, i16>, %idx: vector<8xi16>) {
  // expected-error @below {{'amdgpu.make_gather_dma_descriptor' op strides for the innermost dimension must be 1.}}
  %0 = amdgpu.make_gather_dma_descriptor %b[%idx] globalSize [4, 4] globalStride [4, 4] sharedSize [4, 4] : !amdgpu.tdm_gather_base<i32, i16>, vector<8xi16> -> !amdgpu.tdm_descriptor
  return
}

// -----

// !amdgpu.tdm_gather_base's verify(), at the `<`.

// expected-error @below {{element type must be 1, 2, 4, or 8 bytes wide but type 'i4' is 0 bytes wide.}}
func.func @gather_base_narrow(%a: !amdgpu.tdm_gather_base<i4, i32>) {
  return
}

// -----

// expected-error @below {{element type must be 1, 2, 4, or 8 bytes wide but type 'f80' is 10 bytes wide.}}
func.func @gather_base_f80(%a: !amdgpu.tdm_gather_base<f80, i32>) {
  return
}

// -----

// expected-error @below {{index type must be i16 or i32 but index type is 'i64'.}}
func.func @gather_base_index_i64(%a: !amdgpu.tdm_gather_base<f32, i64>) {
  return
}

// -----

// expected-error @below {{index type must be i16 or i32 but index type is 'f32'.}}
func.func @gather_base_index_f32(%a: !amdgpu.tdm_gather_base<i8, f32>) {
  return
}

// -----

func.func @gather_base_valid(%a: !amdgpu.tdm_gather_base<f16, i16>, %b: !amdgpu.tdm_gather_base<i64, i32>, %c: !amdgpu.tdm_gather_base<f8E4M3FN, i32>) {
  return
}

// -----

func.func @wmma_two_dims(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  // expected-error @below {{expected 3 dimensions in MNK dimension list}}
  %d = amdgpu.wmma 16x16 %a * %b + %c : vector<4xf32>, vector<4xf32>, vector<4xf32>
  return %d : vector<4xf32>
}
