// async.execute: a value operand is unwrapped "as" a region argument.
func.func @f(%v: !async.value<f32>) {
  %t, %r = async.execute (%v %x : !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  return
}
