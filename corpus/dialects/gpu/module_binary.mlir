// gpu.module with targets and an offloading handler, gpu.binary with and
// without a handler, and gpu.launch_func in its forms: async with
// dependencies, an async object, clusters, dynamic shared memory, typed
// sizes, and a kernel without operands. (#gpu.select_object<1> is written
// with its type: gomlir keeps dialect attributes with non-enum parameters
// as written.)
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @k(%arg0: memref<?xf32>, %arg1: f32) kernel {
      gpu.return
    }
    gpu.func @noargs() kernel {
      gpu.return
    }
  }
  gpu.module @other <#gpu.select_object<1 : i64>> [#nvvm.target, #rocdl.target] attributes {foo} {
  }
  gpu.module @plain {
  }
  gpu.binary @bin [#gpu.object<#nvvm.target, "abc">]
  gpu.binary @bin2 <#gpu.select_object<0 : i64>> {x} [#gpu.object<#nvvm.target, "abc">, #gpu.object<#rocdl.target, bin = "def">]
  func.func @launch(%m: memref<?xf32>, %x: f32, %c: index, %i: i32, %t: !gpu.async.token) {
    gpu.launch_func @kernels::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%m : memref<?xf32>, %x : f32)
    %t1 = gpu.launch_func async [%t] @kernels::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) dynamic_shared_memory_size %i args(%m : memref<?xf32>, %x : f32)
    %t2 = gpu.launch_func async @kernels::@noargs clusters in (%c, %c, %c) blocks in (%c, %c, %c) threads in (%c, %c, %c)
    gpu.launch_func <%t : !gpu.async.token> @kernels::@k blocks in (%i, %i, %i) threads in (%i, %i, %i) : i32 args(%m : memref<?xf32>, %x : f32)
    gpu.launch_func @kernels::@noargs clusters in (%i, %i, %i) blocks in (%i, %i, %i) threads in (%i, %i, %i) : i32 {tag}
    gpu.wait [%t1, %t2]
    return
  }
}
