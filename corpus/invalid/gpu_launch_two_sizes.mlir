// gpu.launch: three sizes are assigned.
func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
