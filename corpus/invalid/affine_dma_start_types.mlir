// affine.dma_start: three memref types.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 2>, %t: memref<1xi32>, %n: index) {
  affine.dma_start %a[0], %b[0], %t[0], %n : memref<4xf32>, memref<4xf32, 2>
  return
}
