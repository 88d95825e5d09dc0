// gpu.launch: attributions have no attributes.
func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) workgroup(%w : memref<4xf32, 3> {a}) {
    gpu.terminator
  }
  return
}
