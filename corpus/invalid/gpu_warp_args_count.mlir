// gpu.warp_execute_on_lane_0: as many argument types as arguments.
func.func @f(%l: index, %x: f32) {
  gpu.warp_execute_on_lane_0(%l)[32] args(%x, %x : f32) {
  ^bb0(%a: f32, %b: f32):
    gpu.yield
  }
  return
}
