// acc.loop: combined(...), gang values and groups, worker and vector with
// and without values, tile groups, private/reduction lists, control with
// one and several induction variables, and no control at all.
acc.private.recipe @priv_index : memref<index> init {
^bb0(%arg0: memref<index>):
  %0 = memref.alloca() : memref<index>
  acc.yield %0 : memref<index>
}
acc.reduction.recipe @red_add_i64 : memref<i64> reduction_operator <add> init {
^bb0(%arg0: memref<i64>):
  %0 = memref.alloca() : memref<i64>
  acc.yield %0 : memref<i64>
} combiner {
^bb0(%a: memref<i64>, %b: memref<i64>):
  acc.yield %a : memref<i64>
}
func.func @loops(%lb: index, %ub: index, %st: index, %n: i32, %m: i64, %iv: memref<index>, %sum: memref<i64>) {
  %p = acc.private varPtr(%iv : memref<index>) recipe(@priv_index) -> memref<index>
  %r = acc.reduction varPtr(%sum : memref<i64>) recipe(@red_add_i64) -> memref<i64>
  acc.parallel combined(loop) num_gangs({%n : i32}) {
    acc.loop combined(parallel) gang worker vector control(%i : index) = (%lb : index) to (%ub : index) step (%st : index) {
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.kernels combined(loop) {
    acc.loop combined(kernels) gang({num=%n : i32 static=%m : i64}) worker(%n : i32) vector(%m : i64 [#acc.device_type<nvidia>]) control(%i : index, %j : index) = (%lb, %lb : index, index) to (%ub, %ub : index, index) step (%st, %st : index, index) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>], collapse = [2], collapseDeviceType = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true, false>}
    acc.terminator
  }
  acc.serial combined(loop) {
    acc.loop combined(serial) private(%p : memref<index>) reduction(%r : memref<i64>) control(%i : index) = (%lb : index) to (%ub : index) step (%st : index) {
      acc.yield
    } attributes {seq = [#acc.device_type<none>]}
    acc.yield
  }
  acc.parallel {
    acc.loop gang([#acc.device_type<nvidia>], {dim=%n : i32, static=%m : i64} [#acc.device_type<radeon>]) worker([#acc.device_type<host>], %n : i32) vector([#acc.device_type<nvidia>, #acc.device_type<radeon>], %m : i64 [#acc.device_type<host>]) tile({%n : i32, %m : i64}, {%n : i32} [#acc.device_type<nvidia>]) control(%i : index) = (%lb : index) to (%ub : index) step (%st : index) {
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.loop gang([#acc.device_type<nvidia>]) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>], unstructured}
    acc.loop gang({num=%n : i32}, {, static=%m : i64} [#acc.device_type<nvidia>]) control(%i : index) = (%lb : index) to (%ub : index) step (%st : index) {
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.loop control(%i : i32) = (%n : i32) to (%n : i32) step (%n : i32) {
      acc.yield
    } attributes {seq = [#acc.device_type<none>]}
    acc.loop cache(%p : memref<index>) control(%i : index) = (%lb : index) to (%ub : index) step (%st : index) {
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}
