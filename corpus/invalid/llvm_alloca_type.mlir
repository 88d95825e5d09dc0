// llvm alloca type: rejected.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 : !llvm.ptr
  llvm.return
}
