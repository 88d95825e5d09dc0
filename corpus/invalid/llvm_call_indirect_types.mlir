// llvm call indirect types: rejected.
llvm.func @f(%p: !llvm.ptr) {
  llvm.call %p() : !llvm.ptr (i32) -> ()
  llvm.return
}
