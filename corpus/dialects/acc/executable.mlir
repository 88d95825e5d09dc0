// Executable directives: enter/exit data and wait with async and wait
// operands or keywords, wait_devnum, if; update; declare_enter/exit with
// a token; init, set, shutdown; atomics.
func.func @exec(%a: memref<10xf32>, %x: memref<f32>, %v: memref<f32>, %e: f32, %i: i32, %j: i64, %k: index, %cond: i1) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {structured = false}
  %1 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32> {structured = false}
  acc.enter_data dataOperands(%0 : memref<10xf32>)
  acc.enter_data if(%cond) async(%i : i32) wait_devnum(%j : i64) wait(%i, %k : i32, index) dataOperands(%0, %1 : memref<10xf32>, memref<10xf32>)
  acc.enter_data async wait dataOperands(%1 : memref<10xf32>)
  %2 = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyout>, structured = false}
  acc.exit_data dataOperands(%2 : memref<10xf32>)
  acc.exit_data wait(%i : i32) async(%j : i64) if(%cond) dataOperands(%2 : memref<10xf32>) attributes {finalize}
  acc.copyout accPtr(%2 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {structured = false}
  acc.delete accPtr(%0 : memref<10xf32>) {dataClause = #acc<data_clause acc_copyin>, structured = false}
  acc.wait
  acc.wait(%i, %j : i32, i64) async(%k : index) wait_devnum(%i : i32) if(%cond)
  acc.wait async
  %3 = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.update dataOperands(%3 : memref<10xf32>)
  acc.update if(%cond) async([#acc.device_type<nvidia>], %i : i32 [#acc.device_type<nvidia>]) wait({devnum: %i : i32, %j : i64}) dataOperands(%3 : memref<10xf32>) attributes {ifPresent}
  acc.update wait([#acc.device_type<host>], {%k : index} [#acc.device_type<multicore>]) async dataOperands(%3 : memref<10xf32>)
  %4 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %token = acc.declare_enter dataOperands(%4 : memref<10xf32>)
  acc.declare_exit token(%token) dataOperands(%4 : memref<10xf32>)
  acc.init
  acc.init device_num(%i : i32) if(%cond) attributes {device_types = [#acc.device_type<nvidia>]}
  acc.set device_num(%i : i32) default_async(%j : i64)
  acc.shutdown if(%cond)
  acc.atomic.read %v = %x : memref<f32>, memref<f32>, f32
  acc.atomic.write %x = %e : memref<f32>, f32
  acc.atomic.update if(%cond) %x : memref<f32> {
  ^bb0(%old: f32):
    %new = arith.addf %old, %e : f32
    acc.yield %new : f32
  }
  acc.atomic.capture {
    acc.atomic.read %v = %x : memref<f32>, memref<f32>, f32
    acc.atomic.write %x = %e : memref<f32>, f32
    acc.terminator
  }
  return
}
