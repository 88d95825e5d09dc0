// acc.loop combined with a construct that is not a compute construct: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  acc.loop combined(data) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}
