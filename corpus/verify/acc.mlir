// acc (OpenACC) verifiers: the data clause ops and acc.bounds.

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with private operation must match its intent}}
  %0 = acc.private varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.private varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.private varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with firstprivate operation must match its intent}}
  %0 = acc.firstprivate varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.firstprivate varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.firstprivate varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with firstprivate operation must match its intent}}
  %0 = acc.firstprivate_map varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_private>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.firstprivate_map varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.firstprivate_map varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.firstprivate_map varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with reduction operation must match its intent}}
  %0 = acc.reduction varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.reduction varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.reduction varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with deviceptr operation must match its intent}}
  %0 = acc.deviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.deviceptr varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.deviceptr varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.deviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with present operation must match its intent}}
  %0 = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.present varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.present varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with copyin operation must match its intent or specify original clause this operation was decomposed from}}
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_create>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.copyin varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with create operation must match its intent or specify original clause this operation was decomposed from}}
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.create varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with no_create operation must match its intent}}
  %0 = acc.nocreate varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.nocreate varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.nocreate varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.nocreate varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with attach operation must match its intent}}
  %0 = acc.attach varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.attach varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.attach varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.attach varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with device_resident operation must match its intent}}
  %0 = acc.declare_device_resident varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.declare_device_resident varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.declare_device_resident varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.declare_device_resident varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with link operation must match its intent}}
  %0 = acc.declare_link varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.declare_link varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.declare_link varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.declare_link varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with device operation must match its intent or specify original clause this operation was decomposed from}}
  %0 = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.update_device varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.update_device varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with use_device operation must match its intent or specify original clause this operation was decomposed from}}
  %0 = acc.use_device varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.use_device varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.use_device varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{no data clause modifiers are allowed}}
  %0 = acc.use_device varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{data clause associated with cache operation must match its intent or specify original clause this operation was decomposed from}}
  %0 = acc.cache varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{varType must capture the element type of var}}
  %0 = acc.cache varPtr(%a : memref<10xf32>) varType(memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{input and output types must match}}
  %0 = acc.cache varPtr(%a : memref<10xf32>) -> memref<5xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_create>, implicit = true}
  %1 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyin_readonly>}
  %2 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copy>}
  %3 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_reduction>, modifiers = #acc<data_clause_modifier readonly,always,capture>}
  %4 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyout_zero>, modifiers = #acc<data_clause_modifier zero,alwaysin,capture>}
  %5 = acc.cache varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_cache_readonly>, modifiers = #acc<data_clause_modifier readonly>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{invalid data clause modifiers: zero}}
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{invalid data clause modifiers: readonly}}
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier readonly,zero,capture,always>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{invalid data clause modifiers: always,zero,capture}}
  %0 = acc.cache varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier zero,alwaysin,alwaysout,capture>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{invalid data clause modifiers: alwaysout}}
  %0 = acc.cache varPtr(%a : memref<10xf32>) -> memref<10xf32> {modifiers = #acc<data_clause_modifier alwaysout>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{data clause associated with copyout operation must match its intent or specify original clause this operation was decomposed from}}
  acc.copyout accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_create>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{varType must capture the element type of var}}
  acc.copyout accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) varType(memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = memref.alloc() : memref<5xf32>
  // expected-error @below {{input and output types must match}}
  acc.copyout accPtr(%0 : memref<5xf32>) to varPtr(%a : memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{invalid data clause modifiers: readonly}}
  acc.copyout accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {modifiers = #acc<data_clause_modifier readonly>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.copyout accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_reduction>, modifiers = #acc<data_clause_modifier zero,always,capture>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{data clause associated with host operation must match its intent or specify original clause this operation was decomposed from}}
  acc.update_host accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_create>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.update_host accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_update_self>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{varType must capture the element type of var}}
  acc.update_host accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) varType(memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = memref.alloc() : memref<5xf32>
  // expected-error @below {{input and output types must match}}
  acc.update_host accPtr(%0 : memref<5xf32>) to varPtr(%a : memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{no data clause modifiers are allowed}}
  acc.update_host accPtr(%0 : memref<10xf32>) to varPtr(%a : memref<10xf32>) {modifiers = #acc<data_clause_modifier capture>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{data clause associated with delete operation must match its intent or specify original clause this operation was decomposed from}}
  acc.delete accPtr(%0 : memref<10xf32>) {dataClause = #acc<data_clause acc_copyout>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.delete accPtr(%0 : memref<10xf32>) {dataClause = #acc<data_clause acc_no_create>, modifiers = #acc<data_clause_modifier zero,readonly,always,capture>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = memref.alloc() : memref<5xf32>
  acc.delete accPtr(%0 : memref<5xf32>) {modifiers = #acc<data_clause_modifier readonly>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.delete accPtr(%0 : memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{data clause associated with detach operation must match its intent or specify original clause this operation was decomposed from}}
  acc.detach accPtr(%0 : memref<10xf32>) {dataClause = #acc<data_clause acc_copyout>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.detach accPtr(%0 : memref<10xf32>) {dataClause = #acc<data_clause acc_attach>}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{no data clause modifiers are allowed}}
  acc.detach accPtr(%0 : memref<10xf32>) {modifiers = #acc<data_clause_modifier zero>}
  return
}

// -----

func.func @f(%i: index) {
  %0 = acc.bounds lowerbound(%i : index) extent(%i : index)
  %1 = acc.bounds upperbound(%i : index)
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @below {{expected extent or upperbound.}}
  %0 = acc.bounds lowerbound(%i : index)
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.private' op recipe expected for private}}
  %0 = acc.private varPtr(%a : memref<10xf32>) -> memref<10xf32> {implicit = true}
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.firstprivate' op recipe expected for firstprivate}}
  %0 = acc.firstprivate varPtr(%a : memref<10xf32>) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.reduction' op recipe expected for reduction}}
  %0 = acc.reduction varPtr(%a : memref<10xf32>) -> memref<10xf32>
  return
}

// -----

acc.firstprivate.recipe @p : memref<5xi32> init {
^bb0(%arg0: memref<5xi32>):
  %0 = memref.alloc() : memref<5xi32>
  acc.yield %0 : memref<5xi32>
} copy {
^bb0(%arg0: memref<5xi32>, %arg1: memref<5xi32>):
  acc.terminator
}
func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.private' op expected symbol reference @p to point to a private declaration}}
  %0 = acc.private varPtr(%a : memref<10xf32>) recipe(@p) -> memref<10xf32>
  return
}

// -----

acc.private.recipe @p : memref<5xi32> init {
^bb0(%arg0: memref<5xi32>):
  %0 = memref.alloc() : memref<5xi32>
  acc.yield %0 : memref<5xi32>
}
func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.firstprivate' op expected symbol reference @p to point to a firstprivate declaration}}
  %0 = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@p) -> memref<10xf32>
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.reduction' op expected symbol reference @f to point to a reduction declaration}}
  %0 = acc.reduction varPtr(%a : memref<10xf32>) recipe(@f) -> memref<10xf32>
  return
}

// -----

module {
  acc.private.recipe @p : memref<5xi32> init {
  ^bb0(%arg0: memref<5xi32>):
    %0 = memref.alloc() : memref<5xi32>
    acc.yield %0 : memref<5xi32>
  }
}
func.func @f(%a: memref<10xf32>) {
  // expected-error @below {{'acc.private' op expected symbol reference @p to point to a private declaration}}
  %0 = acc.private varPtr(%a : memref<10xf32>) recipe(@p) -> memref<10xf32>
  return
}

// -----

// The recipe's type is not checked against the variable's, nor accVar's
// type against var's on these three ops.
acc.private.recipe @p : memref<5xi32> init {
^bb0(%arg0: memref<5xi32>):
  %0 = memref.alloc() : memref<5xi32>
  acc.yield %0 : memref<5xi32>
}
acc.firstprivate.recipe @fp : memref<5xi32> init {
^bb0(%arg0: memref<5xi32>):
  %0 = memref.alloc() : memref<5xi32>
  acc.yield %0 : memref<5xi32>
} copy {
^bb0(%arg0: memref<5xi32>, %arg1: memref<5xi32>):
  acc.terminator
}
acc.reduction.recipe @r : memref<f32> reduction_operator <add> init {
^bb0(%arg0: memref<f32>):
  %0 = memref.alloca() : memref<f32>
  acc.yield %0 : memref<f32>
} combiner {
^bb0(%arg0: memref<f32>, %arg1: memref<f32>):
  acc.yield %arg0 : memref<f32>
}
func.func @f(%a: memref<10xf32>) {
  %0 = acc.private varPtr(%a : memref<10xf32>) recipe(@p) -> memref<5xf32>
  %1 = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fp) -> memref<5xf32>
  %2 = acc.reduction varPtr(%a : memref<10xf32>) recipe(@r) -> memref<5xf32>
  return
}
