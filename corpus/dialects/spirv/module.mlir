// spirv.module (named or not, requires, attributes), module-level
// declarations: GlobalVariable (bind, built_in, initializer, dictionary),
// SpecConstant (spec_id is a discardable i64), SpecConstantComposite,
// EXT.SpecConstantCompositeReplicate, EntryPoint, ExecutionMode; spirv.func
// with its control string, declarations with Import linkage.
spirv.module @mod Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Float16, Linkage], [SPV_KHR_storage_buffer_storage_class]> attributes {foo = 1} {
  spirv.GlobalVariable @var0 bind(1, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @var1 built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @var2 initializer(@sc1) {location = 3 : i32} : !spirv.ptr<i32, Private>
  spirv.GlobalVariable @var3 bind(0, 0) {aliased} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.SpecConstant @sc1 = 42 : i32
  spirv.SpecConstant @sc2 spec_id(5) = 1.0 : f32
  spirv.SpecConstant @sc3 = true
  spirv.SpecConstantComposite @scc (@sc1, @sc1) : !spirv.array<2 x i32>
  spirv.func @f(%arg0: i32, %arg1: vector<4xf32>) -> i32 "Inline|Pure" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
    spirv.ReturnValue %arg0 : i32
  }
  spirv.func @g() "None" {
    spirv.Return
  }
  spirv.func @imported(%x: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) -> i32 "DontInline" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "imported", linkage_type = <Import>>}
  spirv.EntryPoint "GLCompute" @g, @var1
  spirv.EntryPoint "Fragment" @f
  spirv.ExecutionMode @g "LocalSize", 32, 1, 1
  spirv.ExecutionMode @f "OriginUpperLeft"
}
spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM, ReplicatedCompositesEXT], [SPV_ARM_tensors, SPV_ARM_graph, SPV_EXT_replicated_composites, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @in bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
  spirv.GlobalVariable @out bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
  spirv.ARM.GraphEntryPoint @graph, @in, @out
  spirv.ARM.Graph @graph(%arg0: !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> attributes {entry_point = true} {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
  spirv.SpecConstant @sc = 1 : i32
  spirv.EXT.SpecConstantCompositeReplicate @rep (@sc) : vector<2xi32>
}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.module Physical64 OpenCL {
  }
}
