// acc.loop control with more lower bounds than induction variables: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  acc.loop control(%x : index) = (%k, %k : index, index) to (%k : index) step (%k : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}
