// Results cannot be named on an op that has none (a linalg op on buffers).
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  %0 = linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}
