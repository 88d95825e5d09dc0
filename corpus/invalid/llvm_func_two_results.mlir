// llvm func two results: rejected.
llvm.func @f() -> (i32, i32)
