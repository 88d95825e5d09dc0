// async.execute: the token is a result besides the values.
func.func @f(%v: !async.value<f32>) {
  %t = async.execute (%v as %x : !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  return
}
