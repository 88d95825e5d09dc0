// gpu.launch: the kernel module is a symbol.
func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) module("x") {
    gpu.terminator
  }
  return
}
