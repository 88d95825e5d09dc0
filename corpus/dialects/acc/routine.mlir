// acc.routine: bind names (symbols and strings, with device_types; the
// printer writes the symbols first), gang with dims, worker/vector/seq
// alone (a trailing space) or with device_types, nohost, implicit.
func.func @kernel(%x: f32) -> f32 {
  return %x : f32
}
func.func @kernel_nv(%x: f32) -> f32 {
  return %x : f32
}
acc.routine @acc_routine_0 func(@kernel) seq
acc.routine @acc_routine_1 func(@kernel) worker nohost
acc.routine @acc_routine_2 func(@kernel) vector
acc.routine @acc_routine_3 func(@kernel) gang
acc.routine @acc_routine_4 func(@kernel) gang(dim: 1 : i64)
acc.routine @acc_routine_5 func(@kernel) gang([#acc.device_type<nvidia>], dim: 2 : i64 [#acc.device_type<radeon>], dim: 3 : i64 [#acc.device_type<host>])
acc.routine @acc_routine_6 func(@kernel) bind("kernel_c" [#acc.device_type<nvidia>], @kernel_nv, "kernel_r" [#acc.device_type<radeon>]) seq
acc.routine @acc_routine_7 func(@kernel) bind(@kernel_nv [#acc.device_type<nvidia>]) worker([#acc.device_type<nvidia>]) vector([#acc.device_type<radeon>, #acc.device_type<host>]) implicit
acc.routine @acc_routine_8 func(@kernel) seq ([#acc.device_type<multicore>]) gang([#acc.device_type<nvidia>], dim: 1 : i64 [#acc.device_type<host>]) attributes {extra = "x"}
acc.routine @acc_routine_9 func(@kernel) implicit nohost worker
