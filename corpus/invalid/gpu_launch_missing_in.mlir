// gpu.launch: the sizes follow 'in'.
func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
