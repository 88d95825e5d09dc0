// gpu, nvvm, rocdl and xevm attributes read by their definitions:
// parameters at their default left out, integers and strings canonical,
// nested attributes in full or stripped as their definitions print them.
module attributes {
  gpu.container_module,
  t.nvvm = [#nvvm.target<O = 2, chip = "sm_50">, #nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast}, link = ["a.bc"]>, #nvvm.target<verifyTarget = 0>, #nvvm.target<>],
  t.rocdl = [#rocdl.target, #rocdl.target<chip = "gfx90a", abi = "500">, #rocdl.target< O = 0x1 , triple = "amdgcn-amd-amdhsa" >],
  t.xevm = [#xevm.target, #xevm.target<O = 3, chip = "pvc">],
  t.select = [#gpu.select_object<1>, #gpu.select_object<#nvvm.target>, #gpu.select_object],
  t.mapping = [#gpu.block<x>, #gpu.thread<linear_dim_2>, #gpu.mask<3>, #gpu.memory_space<workgroup>, #gpu.warp<y>, #gpu.lane<z>, #gpu.warpgroup<x>],
  t.kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"k", (i32) -> (), metadata = {a = 1}, arg_attrs = []>, #gpu.kernel_metadata<"a", () -> ()>]>,
  t.loop = #gpu.loop_dim_map<processor = block_x, map = (i) -> (i), bound = (d0) -> (d0 * 2)>
} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80">, #rocdl.target<O = 2>] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  gpu.binary @bin <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "blob">, #gpu.object<#rocdl.target<chip = "gfx90a">, properties = {x = 1}, kernels = #gpu.kernel_table<>, offload = "o">, #gpu.object<#nvvm.target<chip = "sm_70">, bin = "b">]
}
