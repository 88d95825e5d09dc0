// Memory and aggregates: alloca (inalloca, alignment 0 dropped),
// getelementptr (constant and dynamic indices, no-wrap flags), loads and
// stores, atomics, insertvalue/extractvalue (element types inferred),
// shufflevector (result type inferred, scalable vectors).
llvm.func @memory(%p: !llvm.ptr, %i: i64, %v: f32, %q: !llvm.ptr<1>, %n: i32) -> f32 {
  %0 = llvm.alloca %n x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %1 = llvm.alloca inalloca %n x !llvm.struct<(i32, f32)> : (i32) -> !llvm.ptr
  %2 = llvm.alloca %n x f64 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  %3 = llvm.alloca %i x !llvm.array<4 x i8> : (i64) -> !llvm.ptr<5>
  %4 = llvm.getelementptr inbounds %p[%i, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %5 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %6 = llvm.getelementptr nusw %p[-1, %n, %i] : (!llvm.ptr, i32, i64) -> !llvm.ptr, !llvm.array<4 x array<2 x f32>>
  %7 = llvm.getelementptr inbounds|nuw %q[2147483647] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %8 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %9 = llvm.load volatile %p : !llvm.ptr -> i32
  %10 = llvm.load %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %v, %p {nontemporal} : f32, !llvm.ptr
  llvm.store volatile %i, %p atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  %11 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i64
  %12 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("y") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
  %13 = llvm.extractvalue %12[1] : !llvm.struct<(i64, i1)>
  %14 = llvm.mlir.poison : !llvm.array<2 x array<3 x struct<(i8, ptr)>>>
  %15 = llvm.extractvalue %14[1, 2, 1] : !llvm.array<2 x array<3 x struct<(i8, ptr)>>>
  %16 = llvm.extractvalue %14[1] : !llvm.array<2 x array<3 x struct<(i8, ptr)>>>
  %17 = llvm.insertvalue %16, %14[0] : !llvm.array<2 x array<3 x struct<(i8, ptr)>>>
  %18 = llvm.insertvalue %p, %17[0, 1, 1] : !llvm.array<2 x array<3 x struct<(i8, ptr)>>>
  %19 = llvm.mlir.undef : !llvm.struct<"named", (i32, array<4 x f32>)>
  %20 = llvm.insertvalue %n, %19[0] : !llvm.struct<"named", (i32, array<4 x f32>)>
  %21 = llvm.extractvalue %20[1, 3] : !llvm.struct<"named", (i32, array<4 x f32>)>
  %22 = llvm.mlir.undef : vector<4xf32>
  %23 = llvm.shufflevector %22, %22 [0, 1, 2, 3, 0, -1] : vector<4xf32>
  %24 = llvm.mlir.undef : vector<[4]xi32>
  %25 = llvm.shufflevector %24, %24 [0, 0, 0, 0] : vector<[4]xi32>
  %26 = llvm.add %n, %n overflow<nsw, nuw> : i32
  %27 = llvm.trunc %i overflow<nuw> : i64 to i32
  %28 = llvm.fadd %v, %v {fastmathFlags = #llvm.fastmath<fast>} : f32
  llvm.return %21 : f32
}
