// gpu.warp_execute_on_lane_0: the warp size is an integer.
func.func @f(%l: index) {
  gpu.warp_execute_on_lane_0(%l)[%l] {
  }
  return
}
