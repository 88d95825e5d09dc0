// memref.prefetch: read or write.
func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}
