// nvvm's warp-level matrix ops: mma.sync with PTX types inferred from the
// registers (f16, f64) and written (s8, tf32), an integer overflow mode;
// mma.sp.sync with and without ordered metadata; mma.block_scale and
// mma.sp.block_scale (whose ordered metadata is implied).
func.func @dense(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %f: f32, %i: i32, %d: f64) {
  %0 = nvvm.mma.sync A[%a0, %a1, %a0, %a1] B[%b0, %b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sync A[%a0, %a1, %a0, %a1] B[%b0, %b0] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%i, %i, %i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %3 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %4 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
func.func @sparse_and_scaled(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %sel: i32, %sd: i32, %bi: i16, %ti: i16, %i: i32, %f: f32) {
  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1, %b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sp.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1, %b0, %b1] C[%c0, %c1] sparseMetadata[%meta] selector[%sel] {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %2 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%sd, %bi, %ti] scaleB[%sd, %bi, %ti] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %3 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%meta] selector[%sel] scaleA[%sd, %bi, %ti] scaleB[%sd, %bi, %ti] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
