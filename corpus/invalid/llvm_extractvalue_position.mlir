// llvm extractvalue position: rejected.
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(i32)>
  %1 = llvm.extractvalue %0[3] : !llvm.struct<(i32)>
  llvm.return
}
