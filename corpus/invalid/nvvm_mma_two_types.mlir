// nvvm mma two types (mlir-opt's words and place).
func.func @f(%a0: vector<2xf16>, %a1: vector<2xf16>, %b0: vector<2xf16>, %c0: vector<2xf16>, %c1: vector<2xf16>, %f: f32, %i: i32, %d: f64) {
  %0 = nvvm.mma.sync A[%a0, %a1, %a0, %a1] B[%b0, %b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return
}
