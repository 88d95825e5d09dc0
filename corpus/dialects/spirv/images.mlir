// Image ops with custom<ImageOperands>: ["Lod"] and its operands.
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, ImageQuery, StorageImageReadWithoutFormat, StorageImageWriteWithoutFormat, Sampled1D], []> {
  spirv.func @img(%si: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %c: vector<4xf32>, %d: f32, %i: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>, %c2: vector<2xsi32>, %lod: f32) "None" {
    %0 = spirv.ImageDrefGather %si, %c, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xf32>
    %1 = spirv.ImageSampleImplicitLod %si, %c : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<4xf32> -> vector<4xf32>
    %2 = spirv.ImageSampleExplicitLod %si, %c ["Lod"], %lod : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<4xf32>, f32 -> vector<4xf32>
    %3 = spirv.ImageRead %i, %c2 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>, vector<2xsi32> -> vector<4xf32>
    spirv.ImageWrite %i, %c2, %3 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>, vector<2xsi32>, vector<4xf32>
    spirv.Return
  }
}
