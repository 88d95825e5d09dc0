// llvm global type: rejected.
llvm.mlir.global internal @g(42 : i32)
