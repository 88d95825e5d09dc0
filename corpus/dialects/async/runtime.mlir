// async's runtime, coro and group ops (declarative formats) beside
// execute and await.
func.func @runtime(%v: !async.value<f32>, %f: f32) {
  %token = async.runtime.create : !async.token
  %value = async.runtime.create : !async.value<f32>
  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async.group
  %g = async.runtime.create_group %c2 : !async.group
  async.runtime.set_available %token : !async.token
  async.runtime.set_error %value : !async.value<f32>
  %e = async.runtime.is_error %token : !async.token
  async.runtime.store %f, %value : <f32>
  %l = async.runtime.load %value : <f32>
  %n = async.runtime.add_to_group %token, %g : !async.token
  async.runtime.await %token : !async.token
  async.runtime.await %g : !async.group
  async.runtime.add_ref %token {count = 2 : i64} : !async.token
  async.runtime.drop_ref %token {count = 1 : i64} : !async.token
  %n2 = async.runtime.num_worker_threads : index
  %t = async.execute {
    async.yield
  }
  %i = async.add_to_group %t, %group : !async.token
  async.await_all %group
  return
}

func.func @coro() {
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %state = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %state, ^suspend, ^resume, ^cleanup
^resume:
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return
}
