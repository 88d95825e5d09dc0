// Properties: mlir-opt's parser turns an op's `<{...}>` dictionary into
// its properties and rejects what does not convert.

func.func @enum_case(%a: i32) {
  // expected-error @below {{invalid properties {predicate = 70 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 70 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 70 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_width(%a: i32) {
  // expected-error @below {{invalid properties {predicate = 0 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 0 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i32}> : (i32, i32) -> i1
  return
}

// -----

// expected-error @below {{invalid properties {function_type = () -> (), sym_name = "f", sym_visibility = 3 : i64} for op func.func: Invalid attribute `sym_visibility` in property conversion: 3 :}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @segments() {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 0>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func private @f()
func.func @nested_callee() {
  // expected-error @below {{invalid properties {callee = @m::@f} for op func.call: Invalid attribute `callee` in property conversion: @m::@f}}
  "func.call"() <{callee = @m::@f}> : () -> ()
  return
}

// -----

func.func @unit(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{invalid properties {nontemporal = 1 : i32} for op memref.load: Invalid attribute `nontemporal` in property conversion: 1 : i32}}
  %0 = "memref.load"(%m, %i) <{nontemporal = 1 : i32}> : (memref<4xf32>, index) -> f32
  return
}

// -----

// expected-error @below {{invalid properties {sym_name = 3 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i32}}
"builtin.module"() <{sym_name = 3 : i32}> ({
}) : () -> ()

// -----

// Inherent attributes written in the attribute dictionary are checked
// against their constraints.
// expected-error @below {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = () -> (), sym_name = 3} : () -> ()
