// Structured control flow: mlir.loop and mlir.selection with their
// control (None elided) and results, BranchConditional with branch
// weights and successor operands.
spirv.module Logical GLSL450 {
  spirv.func @control(%cond: i1, %x: i32) -> i32 "None" {
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^header
    ^header:
      spirv.BranchConditional %cond [5, 10], ^body, ^merge
    ^body:
      spirv.Branch ^continue
    ^continue:
      spirv.Branch ^header
    ^merge:
      spirv.mlir.merge
    }
    spirv.mlir.selection control(Flatten) {
      spirv.BranchConditional %cond, ^then(%x : i32), ^merge
    ^then(%y: i32):
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.mlir.selection -> i32 {
      spirv.BranchConditional %cond, ^a, ^b
    ^a:
      spirv.Branch ^merge(%x : i32)
    ^b:
      spirv.Branch ^merge(%x : i32)
    ^merge(%m: i32):
      spirv.mlir.merge %m : i32
    }
    spirv.mlir.loop {
      spirv.Branch ^bb1
    ^bb1:
      spirv.Branch ^bb2
    ^bb2:
      spirv.Branch ^bb1
    ^bb3:
      spirv.mlir.merge
    }
    spirv.ReturnValue %r : i32
  }
}
