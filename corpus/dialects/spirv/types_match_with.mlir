// Ops whose custom form leaves a type to a TypesMatchWith transformer:
// comparisons (getUnaryOpResultType: i1 or a vector of i1), atomics (the
// pointee type), spirv.Image (the sampled image's image type).
spirv.module Logical GLSL450 {
  spirv.func @f(%a: f32, %b: vector<4xf32>, %p: !spirv.ptr<i32, Workgroup>, %v: i32, %si: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>) "None" {
    %0 = spirv.FOrdEqual %a, %a : f32
    %1 = spirv.FOrdGreaterThan %b, %b : vector<4xf32>
    %2 = spirv.IEqual %v, %v : i32
    %3 = spirv.FUnordNotEqual %b, %b : vector<4xf32>
    %4 = spirv.AtomicIAdd <Device> <AcquireRelease> %p, %v : !spirv.ptr<i32, Workgroup>
    %5 = spirv.AtomicCompareExchange <Workgroup> <Acquire> <None> %p, %v, %v : !spirv.ptr<i32, Workgroup>
    %6 = spirv.Image %si : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
    spirv.Return
  }
}
