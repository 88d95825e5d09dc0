// gpu.launch: the dynamic shared memory size is an i32.
func.func @f(%c: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c, %gy = %c, %gz = %c) threads(%tx, %ty, %tz) in (%sx = %c, %sy = %c, %sz = %c) dynamic_shared_memory_size %c {
    gpu.terminator
  }
  return
}
