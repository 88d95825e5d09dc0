// gpu.warp_execute_on_lane_0: no results (implied gpu.yield), results,
// arguments with their region arguments, attributes after the region.
func.func @warp(%laneid: index, %v: vector<4xf32>, %s: f32) {
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    %x = arith.addf %s, %s : f32
  }
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %c = arith.constant dense<1.0> : vector<32xf32>
    gpu.yield %c : vector<32xf32>
  }
  %a, %b = gpu.warp_execute_on_lane_0(%laneid)[64] args(%v, %s : vector<4xf32>, f32) -> (vector<1xf32>, f32) {
  ^bb0(%arg: vector<256xf32>, %t: f32):
    %c = arith.constant dense<1.0> : vector<64xf32>
    gpu.yield %c, %t : vector<64xf32>, f32
  } {tag}
  gpu.warp_execute_on_lane_0(%laneid)[16] args(%s : f32) {
  ^bb0(%t: f32):
    %y = arith.mulf %t, %t : f32
    gpu.yield
  }
  return
}
