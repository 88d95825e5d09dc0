// async.execute with and without dependencies, value operands and
// results; async.await of tokens and values; async.func definitions and a
// declaration; async.call.
func.func @f(%v: !async.value<f32>, %t: !async.token) {
  %t0 = async.execute {
    async.yield
  }
  %t1, %r1 = async.execute [%t0] () -> !async.value<memref<100xi32>> {
    %b0 = memref.alloc() : memref<100xi32>
    async.yield %b0 : memref<100xi32>
  }
  %t2:3 = async.execute [%t0, %t1] (%r1 as %m : !async.value<memref<100xi32>>, %v as %x : !async.value<f32>) -> (!async.value<f32>, !async.value<i32>) attributes {tag} {
    %c = arith.constant 1 : i32
    async.yield %x, %c : f32, i32
  }
  %f = async.await %v : !async.value<f32>
  async.await %t : !async.token
  %m2 = async.await %r1 : !async.value<memref<100xi32>>
  %t4 = async.execute [] () {
    async.yield
  }
  async.await %t4 : !async.token {tag}
  %t5, %r5 = async.execute (%v as %x : !async.value<f32>) -> !async.value<vector<4xf32>> {
    %s = vector.broadcast %x : f32 to vector<4xf32>
    async.yield %s : vector<4xf32>
  }
  return
}
async.func @af(%a: f32) -> !async.value<f32> {
  async.return %a : f32
}
async.func @at() -> !async.token {
  async.return
}
async.func private @decl(f32) -> (!async.token, !async.value<f32>)
func.func @call(%a: f32) {
  %0 = async.call @af(%a) : (f32) -> !async.value<f32>
  return
}
