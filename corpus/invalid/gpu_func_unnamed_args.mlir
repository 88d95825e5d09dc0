// gpu.func: the arguments must be named.
gpu.module @m {
  gpu.func @f(f32, i32) {
    gpu.return
  }
}
