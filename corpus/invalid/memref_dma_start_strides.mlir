// memref.dma_start: a stride comes with the number of elements per stride.
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
