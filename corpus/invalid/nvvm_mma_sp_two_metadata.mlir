// nvvm mma sp two metadata (mlir-opt's words and place).
func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %b1: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %meta: i32, %sel: i32, %sd: i32, %bi: i16, %ti: i16, %i: i32, %f: f32) {
  %0 = nvvm.mma.sp.sync A[%a0, %a1, %a0, %a1] B[%b0, %b1, %b0, %b1] C[%c0, %c1] sparseMetadata[%meta, %meta] selector[%sel] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return
}
