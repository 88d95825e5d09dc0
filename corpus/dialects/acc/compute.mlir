// Compute and data constructs: async, wait (devnum, keyword-only
// device_types), num_gangs groups, num_workers and vector_length with
// device_types, self, if, the private and reduction lists, combined(loop).
acc.private.recipe @priv_i32 : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloca() : memref<i32>
  acc.yield %0 : memref<i32>
}
acc.firstprivate.recipe @fpriv_i32 : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloca() : memref<i32>
  acc.yield %0 : memref<i32>
} copy {
^bb0(%src: memref<i32>, %dst: memref<i32>):
  memref.copy %src, %dst : memref<i32> to memref<i32>
  acc.terminator
} destroy {
^bb0(%arg0: memref<i32>, %arg1: memref<i32>):
  acc.terminator
}
acc.reduction.recipe @red_max_f32 : memref<f32> reduction_operator <max> init {
^bb0(%arg0: memref<f32>):
  %0 = memref.alloca() : memref<f32>
  acc.yield %0 : memref<f32>
} combiner {
^bb0(%a: memref<f32>, %b: memref<f32>):
  acc.yield %a : memref<f32>
}
func.func @compute(%a: memref<10xf32>, %s: memref<i32>, %r: memref<f32>, %i: i32, %j: i64, %k: index, %cond: i1) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %1 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %2 = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %3 = acc.private varPtr(%s : memref<i32>) recipe(@priv_i32) -> memref<i32>
  %4 = acc.firstprivate varPtr(%s : memref<i32>) recipe(@fpriv_i32) -> memref<i32>
  %5 = acc.reduction varPtr(%r : memref<f32>) recipe(@red_max_f32) -> memref<f32>
  acc.parallel {
    acc.yield
  }
  acc.parallel dataOperands(%0, %1 : memref<10xf32>, memref<10xf32>) async(%i : i32) num_gangs({%i : i32, %j : i64, %k : index} [#acc.device_type<nvidia>], {%i : i32}) num_workers(%i : i32 [#acc.device_type<nvidia>], %j : i64) vector_length(%k : index) wait({devnum: %i : i32, %j : i64} [#acc.device_type<radeon>], {%k : index}) self(%cond) if(%cond) {
    acc.yield
  } attributes {defaultAttr = #acc<defaultvalue present>}
  acc.parallel combined(loop) private(%3 : memref<i32>) firstprivate(%4 : memref<i32>) reduction(%5 : memref<f32>) wait async {
    acc.yield
  }
  acc.parallel async([#acc.device_type<nvidia>], %i : i32 [#acc.device_type<host>]) wait([#acc.device_type<nvidia>, #acc.device_type<radeon>], {%i : i32}) {
    acc.yield
  } attributes {selfAttr}
  acc.kernels combined(loop) dataOperands(%2 : memref<10xf32>) num_gangs({%i : i32}) num_workers(%i : i32) vector_length(%i : i32 [#acc.device_type<multicore>]) wait({%j : i64}) {
    acc.terminator
  }
  acc.kernels async wait {
    acc.terminator
  } attributes {defaultAttr = #acc<defaultvalue none>}
  acc.serial private(%3 : memref<i32>) firstprivate(%4 : memref<i32>) reduction(%5 : memref<f32>) async(%j : i64) if(%cond) self(%cond) {
    acc.yield
  }
  acc.serial combined(loop) wait([#acc.device_type<star>], {devnum: %i : i32}) {
    acc.yield
  }
  acc.data dataOperands(%0, %2 : memref<10xf32>, memref<10xf32>) if(%cond) async(%i : i32) wait({%j : i64}) {
    acc.terminator
  }
  acc.data wait async {
    acc.terminator
  } attributes {defaultAttr = #acc<defaultvalue present>}
  acc.kernel_environment dataOperands(%1 : memref<10xf32>) async(%k : index) wait({%i : i32}) {
    acc.terminator
  }
  acc.kernel_environment {
    acc.terminator
  }
  %6 = acc.use_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.host_data dataOperands(%6 : memref<10xf32>) if(%cond) {
    acc.terminator
  } attributes {ifPresent}
  %7 = acc.declare_device_resident varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.declare dataOperands(%7 : memref<10xf32>) {
    acc.terminator
  }
  return
}
