// async.runtime.load: the stripped value type starts with <.
func.func @f(%v: !async.value<f32>) {
  %x = async.runtime.load %v : f32
  return
}
