// spirv.SpecConstantOperation wraps an op in generic form: mlir-opt takes
// a token's text less its first and last characters as the op name.
spirv.module Logical GLSL450 {
  spirv.SpecConstant @w = 1 : i32
  spirv.func @f() -> i32 "None" {
    %w = spirv.mlir.referenceof @w : i32
    %0 = spirv.SpecConstantOperation wraps %w
    spirv.ReturnValue %0 : i32
  }
}
