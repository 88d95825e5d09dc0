// llvm bundle types: rejected.
llvm.func @f(%a: i32) {
  llvm.call_intrinsic "llvm.x"(%a) ["b"(%a)] : (i32) -> ()
  llvm.return
}
