// gpu.all_reduce: an operation keyword that is not one.
func.func @f(%x: f32) {
  %0 = gpu.all_reduce sum %x {} : (f32) -> (f32)
  return
}
