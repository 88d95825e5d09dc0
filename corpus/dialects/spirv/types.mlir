// SPIR-V types in attributes, spelled canonically.
"test.types"() {
  a = !spirv.ptr< f32 ,StorageBuffer >, b = !spirv.array< 4x f32, stride = 4>, c = !spirv.rtarray<f32>,
  d = !spirv.struct<(f32 [0, NonWritable], i32 [4])>, e = !spirv.struct<(f32 [Offset = 0])>, f = !spirv.struct<()>,
  g = !spirv.image<f32,Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>,
  h = !spirv.sampled_image<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>,
  i = !spirv.matrix<4 x vector<4 x f32>>, j = !spirv.coopmatrix<8x16xf32,Subgroup,MatrixA>,
  k = !spirv.ptr<!spirv.array<4xf32>, Function>, l = !spirv.struct<node, (f32, !spirv.ptr<!spirv.struct<node>, Uniform>)>,
  m = !spirv.struct<empty, ()>, n = !spirv.arm.tensor<4x4xf32>
} : () -> ()
