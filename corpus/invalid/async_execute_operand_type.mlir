// async.execute: the written type is the operand's.
func.func @f(%v: !async.value<f32>) {
  %t = async.execute (%v as %x : !async.value<i32>) {
    async.yield
  }
  return
}
