// gpu.func: a workgroup attribution needs its type.
gpu.module @m {
  gpu.func @f() workgroup(%w) {
    gpu.return
  }
}
