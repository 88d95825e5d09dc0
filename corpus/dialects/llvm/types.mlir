// LLVM dialect types in attributes: short forms inside other LLVM types,
// the address space 0 dropped, recursive and opaque identified structs,
// target extension types.
"test.types"() {
  a = !llvm.ptr<0>, b = !llvm.ptr<1>, c = !llvm.ptr<0x2>,
  d = !llvm.array<4 x i32>, e = !llvm.array< 2x !llvm.array<3 x !llvm.struct<(i32)>> >,
  f = !llvm.func<i32 (ptr, ...)>, g = !llvm.func<void()>, h = !llvm.func<!llvm.void (!llvm.token, metadata)>,
  i = !llvm.struct<(i32, !llvm.ptr)>, j = !llvm.struct<packed (i8, i32)>, k = !llvm.struct<()>,
  l = !llvm.struct<"name", (i32, ptr)>, m = !llvm.struct<"opaque", opaque>,
  n = !llvm.struct<"list", (ptr, struct<"list">)>, o = !llvm.struct<"esc\"aped", packed ()>,
  p = !llvm.target<"spirv.Image", !llvm.ptr, 1, 0>, q = !llvm.target<"spirv.Event">,
  r = !llvm.target<"tgt", ptr<3>, i32,7>, s = !llvm.void, t = !llvm.token, u = !llvm.label,
  v = !llvm.metadata, w = !llvm.x86_amx, x = !llvm.ppc_fp128, y = !llvm.array<2 x ppc_fp128>,
  z = !llvm.struct<(f16, bf16, f32, f64, f80, f128, i1, i128, vector<4 x [4] x f32>, vector<2x!llvm.ptr<1>>)>
} : () -> ()

// Types in op signatures, and as the values of operations.
llvm.func @signature(%arg0: !llvm.struct<"pair", (i64, ptr)>, %arg1: vector<4x!llvm.ptr>, %arg2: !llvm.array<4 x vector<4 x f32>>) -> !llvm.struct<(i64, vector<[4]xf32>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, vector<[4]xf32>)>
  llvm.return %0 : !llvm.struct<(i64, vector<[4]xf32>)>
}
llvm.func @declaration(!llvm.struct<"pair", (i64, ptr)>, !llvm.ptr<3>, ...) -> !llvm.struct<"list", (ptr, struct<"list">)>
