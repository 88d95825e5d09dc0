// The data clause ops: var/varPtr, accVar/accPtr, varType inferred from a
// memref's element type or written, bounds, varPtrPtr, async with
// device_types, recipes and the exit ops.
acc.private.recipe @privatization_memref_10_f32 : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  %0 = memref.alloc() : memref<10xf32>
  acc.yield %0 : memref<10xf32>
} destroy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  memref.dealloc %arg1 : memref<10xf32>
  acc.terminator
}

acc.firstprivate.recipe @firstprivatization_i32 : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloca() : memref<i32>
  acc.yield %0 : memref<i32>
} copy {
^bb0(%src: memref<i32>, %dst: memref<i32>):
  memref.copy %src, %dst : memref<i32> to memref<i32>
  acc.terminator
}

acc.reduction.recipe @reduction_add_f32 : memref<f32> reduction_operator <add> init {
^bb0(%arg0: memref<f32>):
  %0 = memref.alloca() : memref<f32>
  acc.yield %0 : memref<f32>
} combiner {
^bb0(%a: memref<f32>, %b: memref<f32>):
  acc.yield %a : memref<f32>
}

func.func @entry(%a: memref<10xf32>, %b: memref<?x?xf64>, %p: !llvm.ptr, %pp: !llvm.ptr, %u: memref<*xi32>, %s: memref<i32>, %r: memref<f32>, %async: i32, %async2: i64, %n: index) {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  %bnd = acc.bounds lowerbound(%c0 : index) upperbound(%c9 : index) stride(%c1 : index) startIdx(%c0 : index)
  %bnd2 = acc.bounds lowerbound(%c0 : index) extent(%n : index) stride(%c1 : index) startIdx(%c1 : index) {strideInBytes = true}
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %1 = acc.copyin varPtr(%a : memref<10xf32>) bounds(%bnd) -> memref<10xf32> {dataClause = #acc<data_clause acc_copy>, name = "a"}
  %2 = acc.copyin varPtr(%b : memref<?x?xf64>) bounds(%bnd, %bnd2) async(%async : i32) -> memref<?x?xf64> {implicit = true, structured = false}
  %3 = acc.copyin varPtr(%p : !llvm.ptr) varType(!llvm.array<10 x f32>) varPtrPtr(%pp : !llvm.ptr) -> !llvm.ptr
  %4 = acc.create varPtr(%a : memref<10xf32>) async -> memref<10xf32> {dataClause = #acc<data_clause acc_copyout>, modifiers = #acc<data_clause_modifier zero>}
  %5 = acc.create var(%a : memref<10xf32>) async([#acc.device_type<nvidia>], %async : i32 [#acc.device_type<nvidia>], %async2 : i64 [#acc.device_type<radeon>]) -> memref<10xf32>
  %6 = acc.present varPtr(%u : memref<*xi32>) -> memref<*xi32>
  %7 = acc.present varPtr(%a : memref<10xf32>) varType(tensor<10xf32>) -> memref<10xf32>
  %8 = acc.nocreate varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %9 = acc.deviceptr varPtr(%p : !llvm.ptr) varType(i64) -> !llvm.ptr
  %10 = acc.attach varPtr(%pp : !llvm.ptr) varType(i64) -> !llvm.ptr
  %11 = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyout>}
  %12 = acc.private varPtr(%a : memref<10xf32>) recipe(@privatization_memref_10_f32) -> memref<10xf32>
  %13 = acc.firstprivate varPtr(%s : memref<i32>) recipe(@firstprivatization_i32) -> memref<i32>
  %14 = acc.reduction varPtr(%r : memref<f32>) recipe(@reduction_add_f32) -> memref<f32>
  %15 = acc.firstprivate_map varPtr(%s : memref<i32>) -> memref<i32>
  %16 = acc.cache varPtr(%a : memref<10xf32>) bounds(%bnd) -> memref<10xf32>
  %17 = acc.update_device varPtr(%a : memref<10xf32>) async(%async2 : i64) -> memref<10xf32>
  %18 = acc.use_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %19 = acc.declare_device_resident varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %20 = acc.declare_link varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %21 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier readonly,always>}
  acc.copyout accPtr(%4 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_copyout>}
  acc.copyout accPtr(%1 : memref<10xf32>) bounds(%bnd) async(%async : i32) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.copyout accPtr(%3 : !llvm.ptr) to varPtr(%p : !llvm.ptr) varType(!llvm.array<10 x f32>) {dataClause = #acc<data_clause acc_copy>}
  acc.delete accPtr(%2 : memref<?x?xf64>) bounds(%bnd, %bnd2) async {dataClause = #acc<data_clause acc_copyin>, structured = false}
  acc.delete accPtr(%0 : memref<10xf32>) {dataClause = #acc<data_clause acc_copyin>}
  acc.detach accPtr(%10 : !llvm.ptr) {dataClause = #acc<data_clause acc_attach>}
  acc.update_host accPtr(%17 : memref<10xf32>) async([#acc.device_type<host>], %async : i32) to varPtr(%a : memref<10xf32>)
  acc.update_host accPtr(%17 : memref<10xf32>) to varPtr(%a : memref<10xf32>) varType(vector<10xf32>) {ifPresent}
  return
}
