// linalg.div_unsigned is for integers.
func.func @f(%x: memref<4xf32>, %y: memref<4xf32>) {
  linalg.div_unsigned ins(%x, %y : memref<4xf32>, memref<4xf32>) outs(%y : memref<4xf32>)
  return
}
