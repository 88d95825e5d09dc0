// gpu.launch: async with and without dependencies, clusters, dynamic
// shared memory, kernel module and function names, workgroup and private
// attributions, several blocks, attributes after the region.
func.func @launch(%c: index, %n: index, %i: i32, %t: !gpu.async.token, %m: memref<?xf32>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %n, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c, %sz = %c) {
    %v = memref.load %m[%tx] : memref<?xf32>
    %idx = arith.addi %bx, %gx : index
    memref.store %v, %m[%idx] : memref<?xf32>
    gpu.terminator
  }
  %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) dynamic_shared_memory_size %i {
    %sum = arith.addi %sx, %sy : index
    gpu.terminator
  } {tag}
  %t3 = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  %t4 = gpu.launch async [%t2, %t3] clusters(%cx, %cy, %cz) in (%ncx = %c, %ncy = %c, %ncz = %c) blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) module(@kernel_module) function(@kernel_fn) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>, %w2 : memref<8xi32, #gpu.address_space<workgroup>>) private(%p : memref<1xf32, #gpu.address_space<private>>) {
    %x = arith.addi %cx, %ncz : index
    %c0 = arith.constant 0 : index
    %f = memref.load %w[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %f, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) private(%p : memref<2xf32, #gpu.address_space<private>>) {
    %cond = arith.cmpi eq, %tx, %c : index
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    gpu.terminator
  ^bb2:
    gpu.barrier
    gpu.terminator
  }
  gpu.wait [%t4]
  return
}
