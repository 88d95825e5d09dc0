// bufferization.alloc_tensor: a tensor type.
func.func @f() {
  %r = bufferization.alloc_tensor() : memref<4xf32>
  return
}
