// gpu.launch: blocks come before threads.
func.func @f(%c: index) {
  gpu.launch threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
