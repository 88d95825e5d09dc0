// acc.copyin var keyword misspelt: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  %0 = acc.copyin ptr(%a : memref<10xf32>) -> memref<10xf32>
  return
}
