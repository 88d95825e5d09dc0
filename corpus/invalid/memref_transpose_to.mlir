// memref.transpose: `to` before the result type.
func.func @f(%m: memref<?x?xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> memref<?x?xf32>
  return
}
