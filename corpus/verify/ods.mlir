// What every registered op gets from its ODS definition: counts of
// operands, results, regions and successors, attributes, type
// constraints, PredOpTraits, region constraints.

func.func @operand_count(%a: i32) {
  // expected-error @below {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @result_count(%a: i32) {
  // expected-error @below {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @variadic_at_least(%a: index) {
  // expected-error @below {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%a, %a) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @zero_results(%a: i32) {
  // expected-error @below {{'memref.dealloc' op requires zero results}}
  %0 = "memref.dealloc"(%a) : (i32) -> i32
  return
}

// -----

func.func @region_count() {
  // expected-error @below {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() : () -> ()
  return
}

// -----

func.func @successor_count() {
  // expected-error @below {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @no_successors() {
  // expected-error @below {{'func.return' op requires 0 successors but found 1}}
  "func.return"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @required_attribute(%a: i32) {
  // expected-error @below {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

// expected-error @below {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "not_a_function_type"}> ({
}) : () -> ()

// -----

func.func @operand_constraint(%a: f32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @result_constraint(%a: i32) {
  // expected-error @below {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @variadic_constraint(%a: index, %b: f32) {
  // expected-error @below {{'memref.alloc' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "memref.alloc"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, f32) -> memref<?x?xf32>
  return
}

// -----

func.func @segment_sizes(%a: index) {
  // expected-error @below {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%a) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @all_types_match() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @types_match_with(%a: vector<4xi32>) {
  // expected-error @below {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<8xi1>
  return
}

// -----

func.func @region_constraint(%a: index) {
  // expected-error @below {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @element_type_constraint(%m: memref<4xi32>) {
  // expected-error @below {{'math.exp' op operand #0 must be floating-point-like, but got 'memref<4xi32>'}}
  %0 = "math.exp"(%m) <{fastmath = #arith.fastmath<none>}> : (memref<4xi32>) -> memref<4xi32>
  return
}

// -----

func.func @shaped_constraint(%a: f32) {
  // expected-error @below {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.empty"() : () -> f32
  return
}

// -----

// TypesMatchWith through a dialect's own type transform (emitc's pointee
// as an lvalue).
func.func @types_match_with_dialect_transform(%p: !emitc.ptr<i32>) {
  // expected-error @below {{'emitc.dereference' op failed to verify that input and result reference the same type}}
  %0 = "emitc.dereference"(%p) : (!emitc.ptr<i32>) -> !emitc.lvalue<f32>
  return
}

// -----

func.func @types_match_with_pointee(%p: !spirv.ptr<i32, Workgroup>, %v: i64) -> i64 {
  // expected-error @below {{'spirv.AtomicIAdd' op failed to verify that `value` type matches pointee type of `pointer`}}
  %0 = "spirv.AtomicIAdd"(%p, %v) <{memory_scope = #spirv.scope<Workgroup>, semantics = #spirv.memory_semantics<AcquireRelease>}> : (!spirv.ptr<i32, Workgroup>, i64) -> i64
  return %0 : i64
}
