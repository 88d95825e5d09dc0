// linalg.sub has no bool form.
func.func @f(%a: memref<4xi1>, %c: memref<4xi1>) {
  linalg.sub ins(%a, %a : memref<4xi1>, memref<4xi1>) outs(%c : memref<4xi1>)
  return
}
