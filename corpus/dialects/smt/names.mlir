// Result names: smt constants and declared functions, shape.const_size, shard collectives (written generically).
shard.grid @grid0(shape = 2x4)
func.func @f(%t: tensor<4xf32>, %i: index) {
  %c = shape.const_size 3
  return
}
smt.solver () : () -> () {
  %b = smt.constant true
  %f = smt.declare_fun : !smt.bv<4>
  %g = smt.declare_fun "name" : !smt.int
  smt.yield
}
func.func @g(%t: tensor<4xf32>, %i: index) {
  %0 = "shard.all_gather"(%t) <{gather_axis = 0 : index, grid = @grid0, grid_axes = array<i16: 0>}> : (tensor<4xf32>) -> tensor<8xf32>
  %1 = "shard.all_slice"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, slice_axis = 0 : index}> : (tensor<4xf32>) -> tensor<2xf32>
  %2 = "shard.all_to_all"(%t) <{concat_axis = 0 : index, grid = @grid0, grid_axes = array<i16: 0>, split_axis = 0 : index}> : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "shard.broadcast"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, root = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "shard.gather"(%t) <{gather_axis = 0 : index, grid = @grid0, grid_axes = array<i16: 0>, root = array<i64: 0>}> : (tensor<4xf32>) -> tensor<8xf32>
  %5 = "shard.recv"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, source = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  %8 = "shard.scatter"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, root = array<i64: 0>, scatter_axis = 0 : index}> : (tensor<4xf32>) -> tensor<2xf32>
  %9 = "shard.send"(%t) <{destination = array<i64: 0>, grid = @grid0, grid_axes = array<i16: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  %10 = "shard.shift"(%t) <{grid = @grid0, grid_axes = array<i16: 0>, offset = 1 : i64, shift_axis = 0 : index}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
