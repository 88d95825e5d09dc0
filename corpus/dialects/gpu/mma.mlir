// gpu's subgroup matrix ops: constant matrices (the element type taken
// from the matrix type), loads, stores, compute, elementwise ops and
// thread-local element access.
func.func @mma(%src: memref<32x32xf16, 3>, %i: index, %f: f16, %g: f32) {
  %a = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %c = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf16, "COp">
  %c32 = gpu.subgroup_mma_constant_matrix %g : !gpu.mma_matrix<16x16xf32, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  %e = gpu.subgroup_mma_compute %a, %b, %c32 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %s = gpu.subgroup_mma_elementwise addf %d, %c : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  %x = gpu.subgroup_mma_extract_thread_local %s[%i] : !gpu.mma_matrix<16x16xf16, "COp"> -> f16
  %y = gpu.subgroup_mma_insert_thread_local %x, %s[%i] : f16, !gpu.mma_matrix<16x16xf16, "COp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.subgroup_mma_store_matrix %y, %src[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 3>
  return
}
