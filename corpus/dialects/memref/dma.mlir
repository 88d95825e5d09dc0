// memref.dma_start and memref.dma_wait, with and without striding.
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}

func.func @dma_strided(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index, %stride: index, %per: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  return
}
