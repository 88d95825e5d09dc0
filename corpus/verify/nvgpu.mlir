// nvgpu: the ops' own verifiers (NVGPUDialect.cpp).

func.func @async_copy_src_stride(%src: memref<4x4xf32, strided<[8, 2]>>, %dst: memref<4x4xf32, 3>, %i: index) {
  // expected-error @below {{source memref most minor dim must have unit stride}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 : memref<4x4xf32, strided<[8, 2]>> to memref<4x4xf32, 3>
  return
}

// -----

func.func @async_copy_dst_stride(%src: memref<4x4xf32>, %dst: memref<4x4xf32, strided<[8, 2]>, 3>, %i: index) {
  // expected-error @below {{destination memref most minor dim must have unit stride}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 : memref<4x4xf32> to memref<4x4xf32, strided<[8, 2]>, 3>
  return
}

// -----

func.func @async_copy_dst_space(%src: memref<4x4xf32>, %dst: memref<4x4xf32, 1>, %i: index) {
  // expected-error @below {{destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 : memref<4x4xf32> to memref<4x4xf32, 1>
  return
}

// -----

func.func @async_copy_element_type(%src: memref<4x4xf32>, %dst: memref<4x4xi32, 3>, %i: index) {
  // expected-error @below {{source and destination must have the same element type}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 : memref<4x4xf32> to memref<4x4xi32, 3>
  return
}

// -----

func.func @async_copy_src_indices(%src: memref<4x4xf32>, %dst: memref<4x4xf32, 3>, %i: index) {
  // expected-error @below {{'nvgpu.device_async_copy' op expected 2 source indices, got 1}}
  %0 = nvgpu.device_async_copy %src[%i], %dst[%i, %i], 4 : memref<4x4xf32> to memref<4x4xf32, 3>
  return
}

// -----

func.func @async_copy_dst_indices(%src: memref<4x4xf32>, %dst: memref<4x4xf32, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @below {{'nvgpu.device_async_copy' op expected 2 destination indices, got 3}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i, %i], 4 : memref<4x4xf32> to memref<4x4xf32, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @async_copy_elements(%src: memref<4x4xf16>, %dst: memref<4x4xf16, 3>, %i: index) {
  // expected-error @below {{Requested copy elements is 3 with width 16. But copy elements could be one of 2, 4, 8.}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 3 : memref<4x4xf16> to memref<4x4xf16, 3>
  return
}

// -----

func.func @async_copy_bypass(%src: memref<4x4xf32>, %dst: memref<4x4xf32, 3>, %i: index) {
  // expected-error @below {{'nvgpu.device_async_copy' op bypassL1 does not satify alignment for 'memref<4x4xf32, 3>' with destination element 2. Unset bypassL1, or set destination element to 4}}
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 2 {bypassL1} : memref<4x4xf32> to memref<4x4xf32, 3>
  return
}

// -----

func.func @async_copy_valid(%src: memref<4x4xf32>, %dst: memref<4x4xf32, 3>, %i: index) {
  %0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 {bypassL1} : memref<4x4xf32> to memref<4x4xf32, 3>
  %1 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 1 : memref<4x4xf32> to memref<4x4xf32, 3>
  return
}

// -----

func.func @mma_sync_type(%a: vector<4x2xi16>, %b: vector<2x2xi16>, %c: vector<2x2xf32>) {
  // expected-error @below {{expected input data type (i4,i8,f16,bf16,tf32,f64) supported by nvgpu.mma.sync}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xi16>, vector<2x2xi16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @mma_sync_rank_a(%a: vector<8xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{matrixA must be 2 dimensional vector}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<8xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_rank_b(%a: vector<4x2xf16>, %b: vector<4xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{matrixB must be 2 dimensional vector}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<4xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_rank_c(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<4xf16>) {
  // expected-error @below {{matrixC must be 2 dimensional vector}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<4xf16>) -> vector<4xf16>
  return
}

// -----

func.func @mma_sync_a_elements(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected 256 warp-wide matrix A elements}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_b_elements(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected 128 warp-wide matrix B elements}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_c_elements(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<4x2xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected 128 warp-wide matrix C elements}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<4x2xf16>) -> vector<4x2xf16>
  return
}

// -----

func.func @mma_sync_tf32(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected tf32 tensor cores only for F32 operands}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16], tf32Enabled} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_a_shape(%a: vector<2x4xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected matrix A to be shaped (4 x 2)}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x4xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_b_shape(%a: vector<4x2xf16>, %b: vector<1x4xf16>, %c: vector<2x2xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected matrix B to be shaped (2 x 2)}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<1x4xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sync_c_shape(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<1x4xf16>) {
  // expected-error @below {{'nvgpu.mma.sync' op expected matrix C to be shaped (2 x 2)}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<1x4xf16>) -> vector<1x4xf16>
  return
}

// -----

func.func @mma_sync_valid(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %a64: vector<1x1xf64>, %b64: vector<1x1xf64>, %c64: vector<1x2xf64>, %a32: vector<2x1xf32>, %b32: vector<1x1xf32>, %c32: vector<2x2xf32>) {
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  %1 = nvgpu.mma.sync (%a64, %b64, %c64) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<1x2xf64>) -> vector<1x2xf64>
  %2 = nvgpu.mma.sync (%a32, %b32, %c32) {mmaShape = [16, 8, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @mma_sp_selector(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %meta: vector<2xi16>) {
  // expected-error @below {{'nvgpu.mma.sp.sync' op sparsity selector should be 0 or 1}}
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%meta) {mmaShape = [16, 8, 16], sparsitySelector = 2 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sp_f64(%a: vector<1x1xf64>, %b: vector<1x1xf64>, %c: vector<1x2xf64>, %meta: vector<2xi16>) {
  // expected-error @below {{f64 is not supported for sparse mode}}
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%meta) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<1x2xf64>) -> vector<1x2xf64>
  return
}

// -----

func.func @mma_sp_a_elements(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %meta: vector<2xi16>) {
  // expected-error @below {{'nvgpu.mma.sp.sync' op expected 256 warp-wide matrix A elements}}
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%meta) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @mma_sp_valid(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %meta: vector<2xi16>) {
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%meta) {mmaShape = [16, 8, 32], sparsitySelector = 1 : i32} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @ldmatrix_space(%m: memref<32x32xf16>, %i: index) {
  // expected-error @below {{expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16> -> vector<4x2xf16>
  return
}

// -----

func.func @ldmatrix_width(%m: memref<32x32xf64, 3>, %i: index) {
  // expected-error @below {{nvgpu.ldmatrix works for 32b or lower}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf64, 3> -> vector<4x1xf64>
  return
}

// -----

func.func @ldmatrix_transpose(%m: memref<32x32xi8, 3>, %i: index) {
  // expected-error @below {{nvgpu.ldmatrix transpose works only at 16b granularity}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = true} : memref<32x32xi8, 3> -> vector<4x4xi8>
  return
}

// -----

func.func @ldmatrix_rank(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error @below {{results must be 2 dimensional vector}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<8xf16>
  return
}

// -----

func.func @ldmatrix_shape1(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error @below {{expected vector register shape[1] = 2}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<4x4xf16>
  return
}

// -----

func.func @ldmatrix_tiles(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error @below {{expected vector register shape[0] and numTiles to match}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 2 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<4x2xf16>
  return
}

// -----

func.func @ldmatrix_valid(%m: memref<32x32xf16, #gpu.address_space<workgroup>>, %i: index) {
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = true} : memref<32x32xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @tma_interleave(%d: !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = interleave_16b>, %m: memref<8x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{Interleave options are not supported yet.}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = interleave_16b>, !barrier -> memref<8x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_descriptor_space(%d: !desc, %m: memref<8x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the tensor map descriptor has incorrect address space, it must be shared memory address space.}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<?x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_descriptor_dynamic(%d: !desc, %m: memref<8x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the tensor map descriptor must be static shaped}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<512x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_descriptor_dimension(%d: !desc, %m: memref<512x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the tensor map descriptor must have dimensions between 1 and 256 but it is 512}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<512x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @tma_descriptor_swizzle(%d: !desc, %m: memref<8x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the tensormap descriptor must have last dimension of 128 bytes but it is 64 bytes}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_element_type(%d: !desc, %m: memref<8x32xf32, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the element type of tensor map descriptor and memref must be same}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf32, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_memref_space(%d: !desc, %m: memref<8x32xf16>, %b: !barrier, %i: index) {
  // expected-error @below {{the destination memref has incorrect address space, it must be shared memory address space.}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf16>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_memref_dynamic(%d: !desc, %m: memref<?x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the destination memref must be static shaped}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<?x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_memref_rank(%d: !desc, %m: memref<256xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the shape of tensor map descriptor and memref must have same rank}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<256xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_memref_shape(%d: !desc, %m: memref<16x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{memref and tensor map shapes mismatch 'memref<8x32xf16, 3>' != 'memref<16x32xf16, 3>'}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<16x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x4xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_last_dimension(%d: !desc, %m: memref<8x4xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{the bytes in the last dimension of the tensor map must be a multiple of 16}}
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x4xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_coordinates(%d: !desc, %m: memref<8x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{number of coordinates do not match with the rank of tensor descriptor map.}}
  nvgpu.tma.async.load %d[%i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf16, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_max_coordinates(%d: !desc, %m: memref<8x32xf16, 3>, %b: !barrier, %i: index) {
  // expected-error @below {{Maximum 5 coordinates are supported.}}
  nvgpu.tma.async.load %d[%i, %i, %i, %i, %i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x32xf16, 3>
  return
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_store_coordinates(%d: !desc, %m: memref<8x32xf16, 3>, %i: index) {
  // expected-error @below {{number of coordinates do not match with the rank of tensor descriptor map.}}
  nvgpu.tma.async.store %m to %d[%i, %i, %i] : memref<8x32xf16, 3> -> !desc
  return
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @tma_store_shape(%d: !desc, %m: memref<8x16xf16, 3>, %i: index) {
  // expected-error @below {{memref and tensor map shapes mismatch 'memref<8x32xf16, 3>' != 'memref<8x16xf16, 3>'}}
  nvgpu.tma.async.store %m to %d[%i, %i] : memref<8x16xf16, 3> -> !desc
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @tma_valid(%d: !desc, %m: memref<8x64xf16, 3>, %b: !barrier, %i: index) {
  nvgpu.tma.async.load %d[%i, %i], %b[%i] to %m : !desc, !barrier -> memref<8x64xf16, 3>
  nvgpu.tma.async.store %m to %d[%i, %i] : memref<8x64xf16, 3> -> !desc
  return
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @create_descriptor_box(%m: memref<*xf16>, %i: index) {
  // expected-error @below {{Maximum 5 coordinates are supported.}}
  %0 = nvgpu.tma.create.descriptor %m box[%i, %i, %i, %i, %i, %i] : memref<*xf16> -> !desc
  return
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, 1>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @create_descriptor_space(%m: memref<*xf16>, %i: index) {
  // expected-error @below {{the tensor map descriptor has incorrect address space, it must be shared memory address space.}}
  %0 = nvgpu.tma.create.descriptor %m box[%i, %i] : memref<*xf16> -> !desc
  return
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf16, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
func.func @generate_descriptor_swizzle(%m: memref<8x32xf16, 3>, %d: !desc) {
  // expected-error @below {{supports only swizzle_128b is supported for the time being}}
  %0 = nvgpu.warpgroup.generate.descriptor %m, %d : memref<8x32xf16, 3>, !desc -> !nvgpu.warpgroup.descriptor<tensor = memref<8x32xf16, 3>>
  return
}

// -----

!desc = !nvgpu.tensormap.descriptor<tensor = memref<8x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = interleave_32b>
func.func @generate_descriptor_interleave(%m: memref<8x64xf16, 3>, %d: !desc) {
  // expected-error @below {{Interleave options are not supported yet.}}
  %0 = nvgpu.warpgroup.generate.descriptor %m, %d : memref<8x64xf16, 3>, !desc -> !nvgpu.warpgroup.descriptor<tensor = memref<8x64xf16, 3>>
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_transpose(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op supports non-transpose A (Row Major) and transpose B (Column Major) for the time being}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c {transposeA} : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
!acc2 = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>
func.func @wgmma_c_d(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op type of matrix C and matrix D must be the same}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc2
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_rank(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op has matrices A, B, C and D, they must be 2 dimensional}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x32xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_k(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op 2nd dim matrix-A (32)!= 1st dim matrix-B (64 )}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_m(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op 1st dim matrix-A ( 64 )!= 1st dim matrix-C ( 128 )}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_n(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op 2nd dim matrix-B ( 64 ) != 2nd dim matrix-C ( 128 )}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf32, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_types(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op 'f32' += 'f16' * 'f32', it is not supported.}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x12xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x12xf32>>
func.func @wgmma_size_n(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op has input type 'memref<64x12xf16, 3>' n is set to 12, it is not supported}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf8E4M3FN, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf8E5M2, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>
func.func @wgmma_limitation(%a: !a, %b: !b, %c: !acc) {
  // expected-error @below {{'nvgpu.warpgroup.mma' op hit a limitation: 'f16' += 'f8E4M3FN' * 'f8E5M2', it is not supported yet}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}

// -----

!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_valid(%a: !a, %b: !b, %c: !acc, %m: memref<128x128xf32, 3>) {
  %0 = nvgpu.warpgroup.mma %a, %b, %c {transposeB} : !a, !b, !acc -> !acc
  nvgpu.warpgroup.mma.store %0, %m : !acc to memref<128x128xf32, 3>
  %1 = nvgpu.warpgroup.mma.init.accumulator -> !acc
  return
}

// -----

!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf16>>
func.func @wgmma_store_f32(%c: !acc, %m: memref<128x128xf16, 3>) {
  // expected-error @below {{'nvgpu.warpgroup.mma.store' op hit a limitation: only f32 results for the time being}}
  nvgpu.warpgroup.mma.store %c, %m : !acc to memref<128x128xf16, 3>
  return
}

// -----

!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @wgmma_store_size(%c: !acc, %m: memref<64x128xf32, 3>) {
  // expected-error @below {{'nvgpu.warpgroup.mma.store' op results ['vector<128x128xf32>'][128] values. However, destination memref[64][128]  does not have same size as results}}
  nvgpu.warpgroup.mma.store %c, %m : !acc to memref<64x128xf32, 3>
  return
}

// -----

func.func @init_accumulator() {
  // expected-error @below {{'nvgpu.warpgroup.mma.init.accumulator' op has type 'vector<96x128xf32>'. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)}}
  %0 = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<96x128xf32>>
  return
}

// -----

func.func @rcp_rounding(%v: vector<4xf32>) {
  // expected-error @below {{'nvgpu.rcp' op has a limitation. #nvgpu<rcp_rounding_mode rn> or non-ftz is not supported yet.}}
  %0 = nvgpu.rcp %v {rounding = rn, ftz} : vector<4xf32>
  return
}

// -----

func.func @rcp_ftz(%v: vector<4xf32>) {
  // expected-error @below {{'nvgpu.rcp' op has a limitation. #nvgpu<rcp_rounding_mode approx> or non-ftz is not supported yet.}}
  %0 = nvgpu.rcp %v {rounding = approx} : vector<4xf32>
  return
}

// -----

func.func @rcp_valid(%v: vector<4xf32>) {
  %0 = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>
  return
}
