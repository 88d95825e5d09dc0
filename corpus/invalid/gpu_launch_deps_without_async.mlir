// gpu.launch: dependencies without async (mlir-opt resolves them with no type).
func.func @f(%c: index, %t: !gpu.async.token) {
  gpu.launch [%t] blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) {
    gpu.terminator
  }
  return
}
