// llvm func arg type: rejected.
llvm.func @f(%a: index) {
  llvm.return
}
