// gpu.launch: the ids are arguments, not results.
func.func @f(%c: index) {
  gpu.launch blocks(%bx#1, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
