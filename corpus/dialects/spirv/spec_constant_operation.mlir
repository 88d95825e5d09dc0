// spirv.SpecConstantOperation wraps one op written and printed in generic
// form (its properties included); its body ends with a spirv.mlir.yield of
// the wrapped op's result, and an attribute dictionary after it is dropped.
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.SpecConstant @width = 64 : i32
  spirv.SpecConstant @enabled = true
  spirv.SpecConstantComposite @dims (@width, @width) : !spirv.struct<(i32, i32)>
  spirv.func @sizes() -> i32 "None" {
    %w = spirv.mlir.referenceof @width : i32
    %d = spirv.mlir.referenceof @dims : !spirv.struct<(i32, i32)>
    %e = spirv.mlir.referenceof @enabled : i1
    %one = spirv.Constant 1 : i32
    %twice = spirv.SpecConstantOperation wraps "spirv.IMul"(%w, %w) : (i32, i32) -> i32
    %sum = spirv.SpecConstantOperation wraps "spirv.IAdd"(%twice, %one) : (i32, i32) -> i32 {ignored}
    %h = spirv.SpecConstantOperation wraps "spirv.CompositeExtract"(%d) <{indices = [1 : i32]}> : (!spirv.struct<(i32, i32)>) -> i32
    %neg = spirv.SpecConstantOperation wraps "spirv.SNegate"(%h) : (i32) -> i32
    %sel = spirv.SpecConstantOperation wraps "spirv.Select"(%e, %sum, %neg) : (i1, i32, i32) -> i32
    spirv.ReturnValue %sel : i32
  }
}
