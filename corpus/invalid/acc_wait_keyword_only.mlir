// acc.parallel wait with device_types only: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  acc.parallel wait([#acc.device_type<nvidia>]) {
    acc.yield
  }
  return
}
