// affine.dma_wait: the tag is a memref.
!tag = tensor<1xi32>
func.func @f(%t: !tag, %n: index) {
  affine.dma_wait %t[0], %n : !tag
  return
}
