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

// -----

// acc.parallel, acc.serial, acc.kernels.
func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected private as defining op}}
  acc.parallel private(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.firstprivate.recipe @fr : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} copy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.terminator
}
func.func @f(%a: memref<10xf32>) {
  %fp = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fr) -> memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected private as defining op}}
  acc.parallel private(%fp : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{'acc.parallel' op private operand appears more than once}}
  acc.parallel private(%p, %p : memref<10xf32>, memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected private as defining op}}
  acc.parallel firstprivate(%m : memref<10xf32>) private(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected firstprivate as defining op}}
  acc.parallel firstprivate(%p : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.firstprivate.recipe @fr : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} copy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.terminator
}
func.func @f(%a: memref<10xf32>) {
  %fp = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fr) -> memref<10xf32>
  // expected-error @below {{'acc.parallel' op firstprivate operand appears more than once}}
  acc.parallel firstprivate(%fp, %fp : memref<10xf32>, memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected firstprivate as defining op}}
  acc.parallel reduction(%m : memref<10xf32>) firstprivate(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected reduction as defining op}}
  acc.parallel reduction(%c : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.reduction.recipe @rr : memref<10xf32> reduction_operator <add> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} combiner {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %rd = acc.reduction varPtr(%a : memref<10xf32>) recipe(@rr) -> memref<10xf32>
  // expected-error @below {{'acc.parallel' op reduction operand appears more than once}}
  acc.parallel reduction(%rd, %rd : memref<10xf32>, memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.parallel' op expected private as defining op}}
  acc.parallel private(%m : memref<10xf32>) dataOperands(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
acc.firstprivate.recipe @fr : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} copy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.terminator
}
acc.reduction.recipe @rr : memref<10xf32> reduction_operator <add> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} combiner {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  %fp = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fr) -> memref<10xf32>
  %rd = acc.reduction varPtr(%a : memref<10xf32>) recipe(@rr) -> memref<10xf32>
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.parallel private(%p : memref<10xf32>) firstprivate(%fp : memref<10xf32>) reduction(%rd : memref<10xf32>) dataOperands(%c : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.serial' op expected private as defining op}}
  acc.serial private(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.firstprivate.recipe @fr : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} copy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.terminator
}
func.func @f(%a: memref<10xf32>) {
  %fp = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fr) -> memref<10xf32>
  // expected-error @below {{'acc.serial' op expected private as defining op}}
  acc.serial private(%fp : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{'acc.serial' op private operand appears more than once}}
  acc.serial private(%p, %p : memref<10xf32>, memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.serial' op expected private as defining op}}
  acc.serial firstprivate(%m : memref<10xf32>) private(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{'acc.serial' op expected firstprivate as defining op}}
  acc.serial firstprivate(%p : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.firstprivate.recipe @fr : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} copy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.terminator
}
func.func @f(%a: memref<10xf32>) {
  %fp = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fr) -> memref<10xf32>
  // expected-error @below {{'acc.serial' op firstprivate operand appears more than once}}
  acc.serial firstprivate(%fp, %fp : memref<10xf32>, memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.serial' op expected firstprivate as defining op}}
  acc.serial reduction(%m : memref<10xf32>) firstprivate(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{'acc.serial' op expected reduction as defining op}}
  acc.serial reduction(%c : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.reduction.recipe @rr : memref<10xf32> reduction_operator <add> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} combiner {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %rd = acc.reduction varPtr(%a : memref<10xf32>) recipe(@rr) -> memref<10xf32>
  // expected-error @below {{'acc.serial' op reduction operand appears more than once}}
  acc.serial reduction(%rd, %rd : memref<10xf32>, memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.serial' op expected private as defining op}}
  acc.serial private(%m : memref<10xf32>) dataOperands(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
acc.firstprivate.recipe @fr : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} copy {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.terminator
}
acc.reduction.recipe @rr : memref<10xf32> reduction_operator <add> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
} combiner {
^bb0(%arg0: memref<10xf32>, %arg1: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  %fp = acc.firstprivate varPtr(%a : memref<10xf32>) recipe(@fr) -> memref<10xf32>
  %rd = acc.reduction varPtr(%a : memref<10xf32>) recipe(@rr) -> memref<10xf32>
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.serial private(%p : memref<10xf32>) firstprivate(%fp : memref<10xf32>) reduction(%rd : memref<10xf32>) dataOperands(%c : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.parallel dataOperands(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.parallel dataOperands(%p : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.parallel async(%i : i32) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.parallel async(%i : i32 [#acc.device_type<nvidia>]) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<host>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%i: i32) {
  acc.parallel async(%i : i32 [#acc.device_type<radeon>]) wait({%i : i32} [#acc.device_type<radeon>]) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<radeon>, #acc.device_type<none>], waitOnly = [#acc.device_type<radeon>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.parallel wait({%i : i32}) {
    acc.yield
  } attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.parallel async(%i : i32) wait({%i : i32}) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<none>], waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op wait segment count does not match device_type count}}
  acc.parallel wait({%i : i32}) {
    acc.yield
  } attributes {waitOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op wait operand count does not match count in segments}}
  acc.parallel wait({%i : i32}) {
    acc.yield
  } attributes {waitOperandsSegments = array<i32: 2>}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op async operands count must match async device_type count}}
  acc.parallel async(%i : i32) {
    acc.yield
  } attributes {asyncOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.serial dataOperands(%m : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.serial dataOperands(%p : memref<10xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.serial async(%i : i32) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.serial async(%i : i32 [#acc.device_type<nvidia>]) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<host>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%i: i32) {
  acc.serial async(%i : i32 [#acc.device_type<radeon>]) wait({%i : i32} [#acc.device_type<radeon>]) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<radeon>, #acc.device_type<none>], waitOnly = [#acc.device_type<radeon>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.serial wait({%i : i32}) {
    acc.yield
  } attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.serial async(%i : i32) wait({%i : i32}) {
    acc.yield
  } attributes {asyncOnly = [#acc.device_type<none>], waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.serial' op wait segment count does not match device_type count}}
  acc.serial wait({%i : i32}) {
    acc.yield
  } attributes {waitOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.serial' op wait operand count does not match count in segments}}
  acc.serial wait({%i : i32}) {
    acc.yield
  } attributes {waitOperandsSegments = array<i32: 2>}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.serial' op async operands count must match async device_type count}}
  acc.serial async(%i : i32) {
    acc.yield
  } attributes {asyncOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.kernels dataOperands(%m : memref<10xf32>) {
    acc.terminator
  }
  return
}

// -----

acc.private.recipe @r : memref<10xf32> init {
^bb0(%arg0: memref<10xf32>):
  acc.yield %arg0 : memref<10xf32>
}
func.func @f(%a: memref<10xf32>) {
  %p = acc.private varPtr(%a : memref<10xf32>) recipe(@r) -> memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.kernels dataOperands(%p : memref<10xf32>) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.kernels async(%i : i32) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.kernels async(%i : i32 [#acc.device_type<nvidia>]) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<host>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%i: i32) {
  acc.kernels async(%i : i32 [#acc.device_type<radeon>]) wait({%i : i32} [#acc.device_type<radeon>]) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<radeon>, #acc.device_type<none>], waitOnly = [#acc.device_type<radeon>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.kernels wait({%i : i32}) {
    acc.terminator
  } attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.kernels async(%i : i32) wait({%i : i32}) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<none>], waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op wait segment count does not match device_type count}}
  acc.kernels wait({%i : i32}) {
    acc.terminator
  } attributes {waitOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op wait operand count does not match count in segments}}
  acc.kernels wait({%i : i32}) {
    acc.terminator
  } attributes {waitOperandsSegments = array<i32: 2>}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op async operands count must match async device_type count}}
  acc.kernels async(%i : i32) {
    acc.terminator
  } attributes {asyncOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op num_gangs expects a maximum of 3 values per segment}}
  acc.parallel num_gangs({%i : i32, %i : i32, %i : i32, %i : i32}) {
    acc.yield
  }
  return
}

// -----

func.func @f(%i: i32) {
  acc.parallel num_gangs({%i : i32, %i : i32, %i : i32}) {
    acc.yield
  }
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op num_gangs operand count does not match count in segments}}
  acc.parallel num_gangs({%i : i32}) {
    acc.yield
  } attributes {numGangsSegments = array<i32: 0>}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op num_gangs segment count does not match device_type count}}
  acc.parallel num_gangs({%i : i32}) {
    acc.yield
  } attributes {numGangsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op num_gangs expects a maximum of 3 values per segment}}
  acc.parallel num_gangs({%i : i32, %i : i32, %i : i32, %i : i32}) wait({%i : i32}) {
    acc.yield
  } attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op num_workers operands count must match num_workers device_type count}}
  acc.parallel num_workers(%i : i32) {
    acc.yield
  } attributes {numWorkersDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.parallel' op vector_length operands count must match vector_length device_type count}}
  acc.parallel vector_length(%i : i32) {
    acc.yield
  } attributes {vectorLengthDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op num_gangs expects a maximum of 3 values per segment}}
  acc.kernels num_gangs({%i : i32, %i : i32, %i : i32, %i : i32}) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%i: i32) {
  acc.kernels num_gangs({%i : i32, %i : i32, %i : i32}) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op num_gangs operand count does not match count in segments}}
  acc.kernels num_gangs({%i : i32}) {
    acc.terminator
  } attributes {numGangsSegments = array<i32: 0>}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op num_gangs segment count does not match device_type count}}
  acc.kernels num_gangs({%i : i32}) {
    acc.terminator
  } attributes {numGangsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op num_gangs expects a maximum of 3 values per segment}}
  acc.kernels num_gangs({%i : i32, %i : i32, %i : i32, %i : i32}) wait({%i : i32}) {
    acc.terminator
  } attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op num_workers operands count must match num_workers device_type count}}
  acc.kernels num_workers(%i : i32) {
    acc.terminator
  } attributes {numWorkersDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{'acc.kernels' op vector_length operands count must match vector_length device_type count}}
  acc.kernels vector_length(%i : i32) {
    acc.terminator
  } attributes {vectorLengthDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f() {
  %m = memref.alloc() : memref<10xf32>
  acc.kernels private(%m : memref<10xf32>) firstprivate(%m : memref<10xf32>) reduction(%m : memref<10xf32>) {
    acc.terminator
  }
  return
}

// -----

// acc.enter_data, acc.exit_data, acc.init, acc.shutdown, acc.set.

func.func @f(%a: memref<10xf32>, %i: i32) {
  // expected-error @below {{at least one operand must be present in dataOperands on the enter data operation}}
  acc.enter_data wait(%i : i32)
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  // expected-error @below {{at least one operand must be present in dataOperands on the exit data operation}}
  acc.exit_data wait(%i : i32)
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{async attribute cannot appear with asyncOperand}}
  acc.enter_data async(%i : i32) wait(%i : i32) dataOperands(%c : memref<10xf32>) attributes {async, wait}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{async attribute cannot appear with asyncOperand}}
  acc.exit_data async(%i : i32) dataOperands(%c : memref<10xf32>) attributes {async}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.enter_data wait(%i : i32) dataOperands(%c : memref<10xf32>) attributes {wait}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.exit_data wait(%i : i32) dataOperands(%c : memref<10xf32>) attributes {wait}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{wait_devnum cannot appear without waitOperands}}
  acc.enter_data wait_devnum(%i : i32) dataOperands(%c : memref<10xf32>) attributes {wait}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{wait_devnum cannot appear without waitOperands}}
  acc.exit_data wait_devnum(%i : i32) dataOperands(%c : memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{expect data entry operation as defining op}}
  acc.enter_data dataOperands(%c : memref<10xf32>)
  return
}

// -----

// exit_data does not check where its operands come from.
func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %t = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %p = acc.attach varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.enter_data async wait_devnum(%i : i32) wait(%i : i32) dataOperands(%c, %t, %p : memref<10xf32>, memref<10xf32>, memref<10xf32>)
  %x = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.exit_data async(%i : i32) wait dataOperands(%x : memref<10xf32>)
  return
}

// -----

func.func @f() {
  acc.serial {
    // expected-error @below {{'acc.init' op cannot be nested in a compute operation}}
    acc.init
    acc.yield
  }
  return
}

// -----

func.func @f(%i: index) {
  acc.parallel {
    scf.execute_region {
      // expected-error @below {{'acc.shutdown' op cannot be nested in a compute operation}}
      acc.shutdown
      scf.yield
    }
    acc.yield
  }
  return
}

// -----

func.func @f() {
  acc.kernels {
    %i = arith.constant 1 : i32
    // expected-error @below {{'acc.set' op cannot be nested in a compute operation}}
    acc.set device_num(%i : i32)
    acc.terminator
  }
  return
}

// -----

func.func @f(%i: index) {
  acc.loop control(%iv : index) = (%i : index) to (%i : index) step (%i : index) {
    // expected-error @below {{'acc.init' op cannot be nested in a compute operation}}
    acc.init
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f() {
  %t = arith.constant true
  // expected-error @below {{'acc.set' op at least one default_async, device_num, or device_type operand must appear}}
  acc.set if(%t)
  return
}

// -----

// acc.data is no compute construct.
func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.data dataOperands(%c : memref<10xf32>) {
    acc.init
    acc.shutdown
    acc.set device_num(%i : i32)
    acc.terminator
  }
  acc.set default_async(%i : i32)
  acc.set attributes {device_type = #acc.device_type<nvidia>}
  return
}

// -----

// acc.data, acc.update, acc.wait.

func.func @f() {
  // expected-error @below {{at least one operand or the default attribute must appear on the data operation}}
  acc.data {
    acc.terminator
  }
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.data async(%i : i32) dataOperands(%m : memref<10xf32>) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.data async(%i : i32) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.data wait({%i : i32}) {
    acc.terminator
  } attributes {asyncOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>], waitOnly = [#acc.device_type<none>]}
  return
}

// -----

// An if operand alone, or the default attribute alone, is enough.
func.func @f(%a: memref<10xf32>, %t: i1) {
  acc.data if(%t) {
    acc.terminator
  }
  acc.data {
    acc.terminator
  } attributes {defaultAttr = #acc<defaultvalue none>}
  %c = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.data dataOperands(%c : memref<10xf32>) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  // expected-error @below {{at least one value must be present in dataOperands}}
  acc.update wait({%i : i32}) attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.update' op async operands count must match async device_type count}}
  acc.update async(%i : i32) wait({%i : i32}) dataOperands(%m : memref<10xf32>) attributes {asyncOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>], waitOperandsSegments = array<i32: 2>}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.update' op wait operand count does not match count in segments}}
  acc.update wait({%i : i32}) dataOperands(%m : memref<10xf32>) attributes {waitOnly = [#acc.device_type<none>], waitOperandsSegments = array<i32: 2>}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{'acc.update' op wait segment count does not match device_type count}}
  acc.update wait({%i : i32}) dataOperands(%m : memref<10xf32>) attributes {waitOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{asyncOnly attribute cannot appear with asyncOperand}}
  acc.update async(%i : i32) dataOperands(%m : memref<10xf32>) attributes {asyncOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %m = memref.alloc() : memref<10xf32>
  // expected-error @below {{wait attribute cannot appear with waitOperands}}
  acc.update wait({%i : i32}) dataOperands(%m : memref<10xf32>) attributes {waitOnly = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.update dataOperands(%c : memref<10xf32>)
  return
}

// -----

func.func @f(%a: memref<10xf32>, %i: i32) {
  %d = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %g = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_update_host>}
  acc.update async(%i : i32) wait({%i : i32}) dataOperands(%d, %g : memref<10xf32>, memref<10xf32>)
  acc.update_host accPtr(%g : memref<10xf32>) to varPtr(%a : memref<10xf32>)
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{async attribute cannot appear with asyncOperand}}
  acc.wait(%i : i32) async(%i : i32) attributes {async}
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @below {{wait_devnum cannot appear without waitOperands}}
  acc.wait wait_devnum(%i : i32)
  return
}

// -----

func.func @f(%i: i32) {
  acc.wait(%i : i32) async wait_devnum(%i : i32)
  acc.wait async(%i : i32)
  return
}

// -----

// acc.host_data.

func.func @f(%a: memref<10xf32>) {
  %t = arith.constant true
  // expected-error @below {{at least one operand must appear on the host_data operation}}
  acc.host_data if(%t) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %c = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{expect data entry operation as defining op}}
  acc.host_data dataOperands(%c : memref<10xf32>) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%a: memref<10xf32>) {
  %t = arith.constant true
  %c = acc.use_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.host_data if(%t) dataOperands(%c : memref<10xf32>) {
    acc.terminator
  }
  return
}

// -----

// acc.loop (LoopOp::verify): bounds, collapse, gang, worker, vector, tile,
// auto/independent/seq, private operands, the body, container-like loops.

func.func @f(%c: index) {
  // expected-error @below {{number of upperbounds expected to be the same as number of steps}}
  "acc.loop"(%c, %c) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0>, independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index) -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{number of upperbounds expected to be the same as number of lowerbounds}}
  "acc.loop"(%c, %c, %c, %c) <{operandSegmentSizes = array<i32: 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>, independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, index) -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{inclusiveUpperbound size is expected to be the same as upperbound size}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {inclusiveUpperbound = array<i1: true, false>, independent = [#acc.device_type<none>]}
  return
}

// -----

// Without upperbounds inclusiveUpperbound is not checked.
func.func @f(%c: index) {
  acc.loop {
    acc.yield
  } attributes {inclusiveUpperbound = array<i1: true, false>, independent = [#acc.device_type<none>], unstructured}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'acc.loop' op collapse device_type attr must be define when collapse attr is present}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {collapse = [1], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'acc.loop' op collapse attribute count must match collapse device_type count}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {collapse = [1], collapseDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'acc.loop' op duplicate device_type `nvidia` found in collapseDeviceType attribute}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {collapse = [1, 2, 1], collapseDeviceType = [#acc.device_type<nvidia>, #acc.device_type<host>, #acc.device_type<nvidia>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op gangOperandsArgType attribute must be defined when gang operands are present}}
  "acc.loop"(%c, %c, %c, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, gangOperandsSegments = array<i32: 1>, gangOperandsDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op gangOperandsArgType attribute count must match gangOperands count}}
  "acc.loop"(%c, %c, %c, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, gangOperandsArgType = [#acc.gang_arg_type<Num>, #acc.gang_arg_type<Static>], gangOperandsSegments = array<i32: 1>, gangOperandsDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'acc.loop' op duplicate device_type `host` found in gang attribute}}
  acc.loop gang([#acc.device_type<host>, #acc.device_type<none>, #acc.device_type<host>]) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op gang operand count does not match count in segments}}
  "acc.loop"(%c, %c, %c, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, gangOperandsArgType = [#acc.gang_arg_type<Num>], gangOperandsSegments = array<i32: 2>, gangOperandsDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op gang segment count does not match device_type count}}
  "acc.loop"(%c, %c, %c, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, gangOperandsArgType = [#acc.gang_arg_type<Num>], gangOperandsSegments = array<i32: 1>, gangOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'acc.loop' op duplicate device_type `none` found in worker attribute}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {worker = [#acc.device_type<none>, #acc.device_type<none>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op duplicate device_type `radeon` found in workerNumOperandsDeviceType attribute}}
  acc.loop worker(%n : i32 [#acc.device_type<radeon>], %n : i32 [#acc.device_type<radeon>]) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op worker operands count must match worker device_type count}}
  "acc.loop"(%c, %c, %c, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0>, workerNumOperandsDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32, i32) -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'acc.loop' op duplicate device_type `star` found in vector attribute}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {vector = [#acc.device_type<star>, #acc.device_type<star>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op duplicate device_type `none` found in vectorOperandsDeviceType attribute}}
  acc.loop vector(%n : i32, %n : i32) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op vector operands count must match vector device_type count}}
  "acc.loop"(%c, %c, %c, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 2, 0, 0, 0, 0, 0>, vectorOperandsDeviceType = [#acc.device_type<host>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32, i32) -> ()
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op tile operand count does not match count in segments}}
  "acc.loop"(%c, %c, %c, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0>, tileOperandsSegments = array<i32: 2>, tileOperandsDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}> ({
  ^bb0(%iv: index):
    acc.yield
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{'acc.loop' op tile segment count does not match device_type count}}
  acc.loop tile({%n : i32}) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>], tileOperandsDeviceType = [#acc.device_type<none>, #acc.device_type<host>]}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{only one of auto, independent, seq can be present at the same time}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<nvidia>], independent = [#acc.device_type<none>], seq = [#acc.device_type<nvidia>]}
  return
}

// -----

// A device_type twice in seq counts as two.
func.func @f(%c: index) {
  // expected-error @below {{only one of auto, independent, seq can be present at the same time}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>, #acc.device_type<none>]}
  return
}

// -----

// Per device_type they may differ.
func.func @f(%c: index) {
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<nvidia>], independent = [#acc.device_type<host>], seq = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{at least one of auto, independent, seq must be present}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  }
  return
}

// -----

// A device_type's own auto is not the default one.
func.func @f(%c: index) {
  // expected-error @below {{at least one of auto, independent, seq must be present}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<nvidia>], seq = [#acc.device_type<star>]}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{gang, worker or vector cannot appear with seq}}
  acc.loop gang control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{gang, worker or vector cannot appear with seq}}
  acc.loop gang({num=%n : i32} [#acc.device_type<nvidia>]) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>, #acc.device_type<nvidia>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{gang, worker or vector cannot appear with seq}}
  acc.loop worker(%n : i32 [#acc.device_type<host>]) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<host>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %n: i32) {
  // expected-error @below {{gang, worker or vector cannot appear with seq}}
  acc.loop vector(%n : i32) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{gang, worker or vector cannot appear with seq}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {worker = [#acc.device_type<radeon>], seq = [#acc.device_type<radeon>], independent = [#acc.device_type<none>]}
  return
}

// -----

// Gang, worker and vector for other device_types than seq's.
func.func @f(%c: index, %n: i32) {
  acc.loop gang({num=%n : i32} [#acc.device_type<nvidia>]) worker(%n : i32 [#acc.device_type<host>]) vector control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<radeon>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %a: memref<10xf32>) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{'acc.loop' op expected private as defining op}}
  acc.loop private(%0 : memref<10xf32>) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

acc.private.recipe @p : memref<10xf32> init {
^bb0(%a: memref<10xf32>):
  acc.yield %a : memref<10xf32>
}

func.func @f(%c: index, %a: memref<10xf32>) {
  %0 = acc.private varPtr(%a : memref<10xf32>) recipe(@p) -> memref<10xf32>
  // expected-error @below {{'acc.loop' op private operand appears more than once}}
  acc.loop private(%0, %0 : memref<10xf32>, memref<10xf32>) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

acc.private.recipe @p : memref<10xf32> init {
^bb0(%a: memref<10xf32>):
  acc.yield %a : memref<10xf32>
}

func.func @f(%c: index, %a: memref<10xf32>) {
  %0 = acc.private varPtr(%a : memref<10xf32>) recipe(@p) -> memref<10xf32>
  // expected-error @below {{'acc.loop' op expected firstprivate as defining op}}
  acc.loop firstprivate(%0 : memref<10xf32>) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c: index, %a: memref<10xf32>) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{'acc.loop' op expected reduction as defining op}}
  acc.loop reduction(%0 : memref<10xf32>) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

// seq is checked before the private operands.
func.func @f(%c: index, %a: memref<10xf32>) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  // expected-error @below {{gang, worker or vector cannot appear with seq}}
  acc.loop gang reduction(%0 : memref<10xf32>) control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected non-empty body.}}
  "acc.loop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>, independent = [#acc.device_type<none>]}> ({
  }) : () -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{unstructured acc.loop must not have induction variables}}
  acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>], unstructured}
  return
}

// -----

// An unstructured acc.loop holds no loop-like op: its loop is its blocks.
func.func @f(%c: i1) {
  acc.loop {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    acc.yield
  ^bb2:
    acc.yield
  } attributes {seq = [#acc.device_type<none>], unstructured}
  return
}

// -----

func.func @f() {
  // expected-error @below {{failed to find enough loop-like operations inside container-like acc.loop}}
  acc.loop {
    "test.op"() : () -> ()
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c0: index, %c10: index, %c1: index) {
  // expected-error @below {{failed to find enough loop-like operations inside container-like acc.loop}}
  acc.loop {
    scf.for %i = %c0 to %c10 step %c1 {
      scf.for %j = %c0 to %c10 step %c1 {
      }
    }
    acc.yield
  } attributes {collapse = [1, 3], collapseDeviceType = [#acc.device_type<none>, #acc.device_type<nvidia>], independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @f(%c0: index, %c10: index, %c1: index) {
  // expected-error @below {{found sibling loops inside container-like acc.loop}}
  acc.loop {
    scf.for %i = %c0 to %c10 step %c1 {
    }
    scf.for %j = %c0 to %c10 step %c1 {
    }
    acc.yield
  } attributes {collapse = [2], collapseDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}
  return
}

// -----

// A loop inside another op of the body still counts; the walk stops once
// it has found enough (a later sibling is not looked at).
func.func @f(%c0: index, %c10: index, %c1: index) {
  acc.loop {
    "test.wrap"() ({
      scf.for %i = %c0 to %c10 step %c1 {
        scf.for %j = %c0 to %c10 step %c1 {
        }
      }
      "test.end"() : () -> ()
    }) : () -> ()
    scf.for %k = %c0 to %c10 step %c1 {
    }
    acc.yield
  } attributes {collapse = [2], collapseDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}
  return
}

// -----

// A nested acc.loop is loop-like too.
func.func @f(%c: index) {
  acc.loop {
    acc.loop control(%iv : index) = (%c : index) to (%c : index) step (%c : index) {
      acc.yield
    } attributes {seq = [#acc.device_type<none>]}
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

// acc.routine: one level of parallelism (gang, worker, vector, seq) for the
// default device_type and for each other.

func.func @g() {
  return
}
// expected-error @below {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time}}
acc.routine @r func(@g) worker vector

// -----

func.func @g() {
  return
}
// expected-error @below {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time}}
acc.routine @r func(@g) gang(dim: 1 : i64) seq

// -----

func.func @g() {
  return
}
// expected-error @below {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time for device_type `multicore`}}
"acc.routine"() <{func_name = @g, sym_name = "r", vector = [#acc.device_type<multicore>], seq = [#acc.device_type<multicore>]}> : () -> ()

// -----

// The default level and a device_type's own level conflict.
func.func @g() {
  return
}
// expected-error @below {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time for device_type `nvidia`}}
acc.routine @r func(@g) seq worker([#acc.device_type<nvidia>])

// -----

// A gang dim for a device_type is its gang.
func.func @g() {
  return
}
// expected-error @below {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time for device_type `host`}}
"acc.routine"() <{func_name = @g, sym_name = "r", gangDim = [2 : i64], gangDimDeviceType = [#acc.device_type<host>], seq = [#acc.device_type<host>]}> : () -> ()

// -----

// radeon, the last device_type, is not checked (upstream's loop stops before
// it); a device_type twice in one clause is one level.
func.func @g() {
  return
}
"acc.routine"() <{func_name = @g, sym_name = "r", gang = [#acc.device_type<radeon>], worker = [#acc.device_type<radeon>], seq = [#acc.device_type<star>, #acc.device_type<star>]}> : () -> ()

// -----

func.func @g() {
  return
}
"acc.routine"() <{func_name = @g, sym_name = "r", gang = [#acc.device_type<nvidia>], vector = [#acc.device_type<host>], worker = [#acc.device_type<star>], gangDim = [1 : i64], gangDimDeviceType = [#acc.device_type<nvidia>]}> : () -> ()

// -----

// acc.declare_enter, acc.declare_exit, acc.declare: their data operands.

func.func @f() {
  // expected-error @below {{at least one operand must appear on the declare operation}}
  %0 = "acc.declare_enter"() : () -> !acc.declare_token
  return
}

// -----

func.func @f(%a: memref<i32>) {
  // expected-error @below {{expect valid declare data entry operation or acc.getdeviceptr as defining op}}
  %0 = acc.declare_enter dataOperands(%a : memref<i32>)
  return
}

// -----

func.func @f(%a: memref<i32>) {
  %0 = acc.create varPtr(%a : memref<i32>) -> memref<i32>
  %1 = acc.declare_enter dataOperands(%0 : memref<i32>)
  %2 = acc.attach varPtr(%a : memref<i32>) -> memref<i32>
  // expected-error @below {{expect valid declare data entry operation or acc.getdeviceptr as defining op}}
  acc.declare_exit token(%1) dataOperands(%2 : memref<i32>)
  return
}

// -----

func.func @f() {
  // expected-error @below {{at least one operand must appear on the declare operation}}
  acc.declare_exit
  return
}

// -----

// With a token, the exit needs no operand.
func.func @f(%a: memref<i32>) {
  %0 = acc.copyin varPtr(%a : memref<i32>) -> memref<i32>
  %1 = acc.declare_enter dataOperands(%0 : memref<i32>)
  acc.declare_exit token(%1)
  return
}

// -----

func.func @f() {
  // expected-error @below {{at least one operand must appear on the declare operation}}
  "acc.declare"() ({
    acc.terminator
  }) : () -> ()
  return
}

// -----

func.func @f(%a: memref<i32>) {
  %0 = arith.constant 1 : i32
  %1 = memref.alloca() : memref<i32>
  // expected-error @below {{expect valid declare data entry operation or acc.getdeviceptr as defining op}}
  acc.declare dataOperands(%1 : memref<i32>) {
    acc.terminator
  }
  return
}

// -----

func.func @f(%a: memref<i32>) {
  %0 = acc.declare_device_resident varPtr(%a : memref<i32>) -> memref<i32>
  %1 = acc.declare_link varPtr(%a : memref<i32>) -> memref<i32>
  %2 = acc.present varPtr(%a : memref<i32>) -> memref<i32>
  %3 = acc.getdeviceptr varPtr(%a : memref<i32>) -> memref<i32>
  %4 = acc.deviceptr varPtr(%a : memref<i32>) -> memref<i32>
  acc.declare dataOperands(%0, %1, %2, %3, %4 : memref<i32>, memref<i32>, memref<i32>, memref<i32>, memref<i32>) {
    acc.terminator
  }
  return
}

// -----

// acc.private.recipe, acc.firstprivate.recipe, acc.reduction.recipe: their
// regions' arguments.

// expected-error @below {{'acc.private.recipe' op expects non-empty init region}}
acc.private.recipe @p : memref<i32> init {
}

// -----

// expected-error @below {{'acc.private.recipe' op expects init region first argument of the privatization type}}
acc.private.recipe @p : memref<i32> init {
^bb0(%a: memref<f32>):
  acc.yield %a : memref<f32>
}

// -----

// expected-error @below {{'acc.private.recipe' op expects destroy region first argument of the privatization type}}
acc.private.recipe @p : memref<i32> init {
^bb0(%a: memref<i32>):
  acc.yield %a : memref<i32>
} destroy {
^bb0:
  acc.terminator
}

// -----

// The init region's yield is not checked.
acc.private.recipe @p : memref<i32> init {
^bb0(%a: memref<i32>, %b: index):
  %c = arith.constant 1 : i32
  acc.yield %c : i32
} destroy {
^bb0(%a: memref<i32>, %b: f32):
  acc.terminator
}

// -----

// expected-error @below {{'acc.firstprivate.recipe' op expects non-empty init region}}
acc.firstprivate.recipe @p : memref<i32> init {
} copy {
}

// -----

// expected-error @below {{'acc.firstprivate.recipe' op expects init region first argument of the privatization type}}
acc.firstprivate.recipe @p : memref<i32> init {
^bb0:
  acc.yield
} copy {
}

// -----

// expected-error @below {{'acc.firstprivate.recipe' op expects non-empty copy region}}
acc.firstprivate.recipe @p : memref<i32> init {
^bb0(%a: memref<i32>):
  acc.yield %a : memref<i32>
} copy {
}

// -----

// expected-error @below {{'acc.firstprivate.recipe' op expects copy region with two arguments of the privatization type}}
acc.firstprivate.recipe @p : memref<i32> init {
^bb0(%a: memref<i32>):
  acc.yield %a : memref<i32>
} copy {
^bb0(%a: memref<i32>):
  acc.terminator
}

// -----

// expected-error @below {{'acc.firstprivate.recipe' op expects copy region with two arguments of the privatization type}}
acc.firstprivate.recipe @p : memref<i32> init {
^bb0(%a: memref<i32>):
  acc.yield %a : memref<i32>
} copy {
^bb0(%a: i32, %b: memref<i32>):
  acc.terminator
}

// -----

// expected-error @below {{'acc.firstprivate.recipe' op expects destroy region first argument of the privatization type}}
acc.firstprivate.recipe @p : memref<i32> init {
^bb0(%a: memref<i32>):
  acc.yield %a : memref<i32>
} copy {
^bb0(%a: memref<i32>, %b: f64):
  acc.terminator
} destroy {
^bb0(%a: f64):
  acc.terminator
}

// -----

// expected-error @below {{'acc.reduction.recipe' op expects non-empty init region}}
acc.reduction.recipe @r : i64 reduction_operator<add> init {
} combiner {
}

// -----

// expected-error @below {{'acc.reduction.recipe' op expects init region first argument of the reduction type}}
acc.reduction.recipe @r : i64 reduction_operator<add> init {
^bb0(%a: i32):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
}

// -----

// expected-error @below {{'acc.reduction.recipe' op expects non-empty combiner region}}
acc.reduction.recipe @r : i64 reduction_operator<add> init {
^bb0(%a: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
}

// -----

// expected-error @below {{'acc.reduction.recipe' op expects combiner region with the first two arguments of the reduction type}}
acc.reduction.recipe @r : i64 reduction_operator<add> init {
^bb0(%a: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
^bb0(%a: i64, %b: i32):
  acc.yield %a : i64
}

// -----

// expected-error @below {{'acc.reduction.recipe' op expects combiner region to yield a value of the reduction type}}
acc.reduction.recipe @r : i64 reduction_operator<add> init {
^bb0(%a: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
^bb0(%a: i64, %b: i64):
  acc.yield %a, %b : i64, i64
}

// -----

// Every block's acc.yield is checked.
// expected-error @below {{'acc.reduction.recipe' op expects combiner region to yield a value of the reduction type}}
acc.reduction.recipe @r : i64 reduction_operator<add> init {
^bb0(%a: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
^bb0(%a: i64, %b: i64):
  cf.br ^bb1
^bb1:
  %0 = arith.constant 0 : i32
  acc.yield %0 : i32
}

// -----

// The destroy region of a reduction recipe is not checked.
acc.reduction.recipe @r : i64 reduction_operator<add> init {
^bb0(%a: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
^bb0(%a: i64, %b: i64, %c: index):
  acc.yield %a : i64
} destroy {
^bb0(%a: f32):
  acc.yield
}

// -----

// acc.atomic.read, write, update, capture: the OpenACC/OpenMP atomic
// interfaces' checks.

func.func @f(%x: memref<i32>) {
  // expected-error @below {{read and write must not be to the same location for atomic reads}}
  acc.atomic.read %x = %x : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i32>, %e: i64) {
  // expected-error @below {{address must dereference to value type}}
  acc.atomic.write %x = %e : memref<i32>, i64
  return
}

// -----

// An !llvm.ptr has no element type to check.
func.func @f(%x: !llvm.ptr, %e: i64) {
  acc.atomic.write %x = %e : !llvm.ptr, i64
  acc.atomic.update %x : !llvm.ptr {
  ^bb0(%v: f32):
    acc.yield %v : f32
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error @below {{the region must accept exactly one argument}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%v: i32, %w: i32):
    acc.yield %v : i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error @below {{the type of the operand must be a pointer type whose element type is the same as that of the region argument}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%v: i64):
    acc.yield %v : i64
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error @below {{only updated value must be returned}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%v: i32):
    acc.yield %v, %v : i32, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %y: i16) {
  // expected-error @below {{input and yielded value must have the same type}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%v: i32):
    acc.yield %y : i16
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{expected three operations in atomic.capture region (one terminator, and two atomic ops)}}
  acc.atomic.capture {
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  acc.atomic.capture {
    // expected-error @below {{invalid sequence of operations in the capture region}}
    acc.atomic.write %x = %e : memref<i32>, i32
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>) {
  acc.atomic.capture {
    // expected-error @below {{updated variable in atomic.update must be captured in second operation}}
    acc.atomic.update %x : memref<i32> {
    ^bb0(%xv: i32):
      acc.yield %xv : i32
    }
    acc.atomic.read %v = %y : memref<i32>, memref<i32>, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>) {
  acc.atomic.capture {
    // expected-error @below {{captured variable in atomic.read must be updated in second operation}}
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    acc.atomic.update %y : memref<i32> {
    ^bb0(%xv: i32):
      acc.yield %xv : i32
    }
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>, %e: i32) {
  acc.atomic.capture {
    // expected-error @below {{captured variable in atomic.read must be updated in second operation}}
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    acc.atomic.write %y = %e : memref<i32>, i32
  }
  return
}

// -----

// The capture region takes any op of the atomic interfaces, omp's too.
func.func @f(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  acc.atomic.capture {
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    acc.atomic.write %x = %e : memref<i32>, i32
  }
  return
}

// -----

// And omp's capture region takes acc's atomic ops.
func.func @f(%x: memref<i32>, %v: memref<i32>) {
  omp.atomic.capture {
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    omp.atomic.update %x : memref<i32> {
    ^bb0(%xv: i32):
      omp.yield(%xv : i32)
    }
  }
  return
}

// -----

func.func @gang_empty_braces() {
  // expected-error @below {{expect at least one of num, dim or static values}}
  acc.loop gang({}) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @gang_trailing_comma(%a: i32) {
  // expected-error @below {{new value expected after comma}}
  acc.loop gang({num=%a : i32, }) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @combined_construct_name() {
  // expected-error @below {{expected compute construct name}}
  acc.loop combined(foo) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}
