// acc.loop gang without a value: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  acc.loop gang({}) control(%x : index) = (%k : index) to (%k : index) step (%k : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}
