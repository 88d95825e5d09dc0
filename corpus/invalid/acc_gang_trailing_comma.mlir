// acc.loop gang values ending with a comma: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  acc.loop gang({num=%i : i32, dim=%i : i32,}) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}
