// gpu's memory ops with async tokens: `async`, dependency lists (empty,
// one, several), and neither.
func.func @memory(%m: memref<4xf32>, %n: index, %f: f32, %host: memref<*xf32>) {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async []
  gpu.wait [%t0, %t1]
  gpu.wait
  gpu.wait {tag}
  %a, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
  %b = gpu.alloc host_shared (%n) : memref<?xf32>
  %c = gpu.alloc (%n)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %d = gpu.alloc () {x} : memref<8xf32, 1>
  %t4 = gpu.memcpy async [%t3] %a, %b : memref<?xf32>, memref<?xf32>
  gpu.memcpy %a, %b : memref<?xf32>, memref<?xf32>
  %t5 = gpu.memset async [%t4, %t0] %a, %f : memref<?xf32>, f32
  gpu.memset %b, %f : memref<?xf32>, f32
  gpu.dealloc %m : memref<4xf32>
  %t6 = gpu.dealloc async [%t5] %a : memref<?xf32>
  %t7 = gpu.dealloc async %b : memref<?xf32>
  gpu.host_register %host : memref<*xf32>
  gpu.host_unregister %host : memref<*xf32>
  gpu.wait [%t6, %t7]
  return
}
