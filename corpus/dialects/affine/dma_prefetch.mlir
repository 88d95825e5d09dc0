// affine.dma_start and affine.dma_wait (defined in C++ upstream, their
// maps are discardable attributes), affine.prefetch.
func.func @dma(%src: memref<100x100xf32>, %dst: memref<100x100xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  affine.for %k = 0 to 10 {
    affine.dma_start %src[%k + 1, symbol(%n)], %dst[%k, 0], %tag[0], %n : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[0], %n : memref<1xi32>
  }
  // Strided: a stride and the number of elements per stride.
  affine.dma_start %src[%i, %i], %dst[%i floordiv 2, 0], %tag[%i mod 1], %n, %i, %n : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[%i * 0], %n : memref<1xi32>
  return
}

func.func @prefetch(%A: memref<400x400xi32>, %i: index, %n: index) {
  affine.prefetch %A[%i, %i + 5], read, locality<3>, data : memref<400x400xi32>
  affine.prefetch %A[symbol(%n), 0], write, locality<0>, instr {test.hint} : memref<400x400xi32>
  return
}
