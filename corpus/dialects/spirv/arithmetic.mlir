// Composites and arithmetic with hand-written syntaxes:
// CompositeExtract/Insert (result type from the indices), GL clamps and
// fma (one type, or the generic form when types differ), the extended
// binary ops (attribute dictionary before the operands).
spirv.module Logical GLSL450 {
  spirv.func @arith(%v: vector<4xf32>, %s: !spirv.struct<(f32, !spirv.array<2 x vector<3xi32>>)>, %a: i32, %m: !spirv.matrix<3 x vector<3xf32>>) "None" {
    %e = spirv.CompositeExtract %v[1 : i32] : vector<4xf32>
    %e2 = spirv.CompositeExtract %s[1 : i32, 0 : i32, 2 : i32] : !spirv.struct<(f32, !spirv.array<2 x vector<3xi32>>)>
    %e3 = spirv.CompositeExtract %m[0 : i32] : !spirv.matrix<3 x vector<3xf32>>
    %i = spirv.CompositeInsert %e, %v[0 : i32] : f32 into vector<4xf32>
    %i2 = spirv.CompositeInsert %e2, %s[1 : i32, 1 : i32, 0 : i32] : i32 into !spirv.struct<(f32, !spirv.array<2 x vector<3xi32>>)>
    %fc = spirv.GL.FClamp %e, %e, %e : f32
    %fma = spirv.GL.Fma %v, %v, %v : vector<4xf32>
    %sc = spirv.GL.SClamp %a, %a, %a : i32
    %uc = spirv.GL.UClamp %a, %a, %a {tag} : i32
    %g = spirv.GL.FClamp(%e, %e, %e) : (f32, f32, f32) -> f32
    %ac = spirv.IAddCarry %a, %a : !spirv.struct<(i32, i32)>
    %sb = spirv.ISubBorrow {tag} %a, %a : !spirv.struct<(i32, i32)>
    %sm = spirv.SMulExtended %a, %a : !spirv.struct<(i32, i32)>
    %um = spirv.UMulExtended %a, %a : !spirv.struct<(i32, i32)>
    spirv.Return
  }
}
