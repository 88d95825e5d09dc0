// acc.copyin async device_type that is not one: rejected.
func.func @f(%a: memref<10xf32>, %i: i32, %k: index) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) async(%i : i32 [#acc.gang_arg_type<Num>]) -> memref<10xf32>
  return
}
