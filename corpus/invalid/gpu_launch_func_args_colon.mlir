// gpu.launch_func: a kernel operand needs its type.
func.func @f(%c: index, %x: f32) {
  gpu.launch_func @m::@k blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%x f32)
  return
}
