// nvgpu's mbarrier, TMA and warpgroup ops, whose dialect types print
// stripped where the format spells a single operand's or result's type
// (`-> <memorySpace = ...>`), and whole elsewhere.
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @mbarrier(%c: index, %count: index, %tx: index, %p: i1, %ticks: index, %parity: i1) {
  %b = nvgpu.mbarrier.create -> !barrier
  nvgpu.mbarrier.init %b[%c], %count : !barrier
  nvgpu.mbarrier.init %b[%c], %count, predicate = %p : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  %t = nvgpu.mbarrier.arrive %b[%c] : !barrier -> !nvgpu.mbarrier.token
  %t2 = nvgpu.mbarrier.arrive.nocomplete %b[%c], %count : !barrier -> !nvgpu.mbarrier.token
  nvgpu.mbarrier.arrive.expect_tx %b[%c], %tx : !barrier
  %done = nvgpu.mbarrier.test.wait %b[%c], %t : !barrier, !nvgpu.mbarrier.token
  nvgpu.mbarrier.try_wait.parity %b[%c], %parity, %ticks : !barrier
  %ptr = nvgpu.mbarrier.get %b[%c] : !barrier -> i32
  return
}
func.func @tma(%d: !tmap, %b: !barrier, %c: index, %dst: memref<64x64xf16, 3>, %src: memref<*xf16>, %p: i1) {
  nvgpu.tma.prefetch.descriptor %d : !tmap
  nvgpu.tma.fence.descriptor %d : !tmap
  nvgpu.tma.async.load %d[%c, %c], %b[%c] to %dst : !tmap, !barrier -> memref<64x64xf16, 3>
  nvgpu.tma.async.store %dst to %d[%c, %c], predicate = %p : memref<64x64xf16, 3> -> !tmap
  %desc = nvgpu.tma.create.descriptor %src box[%c, %c] : memref<*xf16> -> !tmap
  %acc = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
  return
}
