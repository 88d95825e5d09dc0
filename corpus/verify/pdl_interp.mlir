// pdl_interp: switches, ranges, loops, created operations.

pdl_interp.func @matcher(%root: !pdl.operation) {
  %a = pdl_interp.get_attribute "a" of %root
  // expected-error @below {{'pdl_interp.switch_attribute' op expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_attribute %a to [0, 1](^bb1) -> ^bb2
^bb1:
  pdl_interp.finalize
^bb2:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root: !pdl.operation) {
  // expected-error @below {{'pdl_interp.switch_operand_count' op expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_operand_count of %root to dense<[0, 1]> : vector<2xi32>(^bb1) -> ^bb2
^bb1:
  pdl_interp.finalize
^bb2:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root: !pdl.operation) {
  // expected-error @below {{'pdl_interp.switch_operation_name' op expected number of cases to match the number of case values, got 2 but expected 1}}
  pdl_interp.switch_operation_name of %root to ["foo.op"](^bb1, ^bb1) -> ^bb2
^bb1:
  pdl_interp.finalize
^bb2:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root: !pdl.operation) {
  // expected-error @below {{'pdl_interp.switch_result_count' op expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_result_count of %root to dense<[0, 1]> : vector<2xi32>(^bb1) -> ^bb2
^bb1:
  pdl_interp.finalize
^bb2:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root: !pdl.operation) {
  %v = pdl_interp.get_result 0 of %root
  %t = pdl_interp.get_value_type of %v : !pdl.type
  // expected-error @below {{'pdl_interp.switch_type' op expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_type %t to [i32, i64](^bb1) -> ^bb2
^bb1:
  pdl_interp.finalize
^bb2:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%root: !pdl.operation) {
  %v = pdl_interp.get_results of %root : !pdl.range<value>
  %t = pdl_interp.get_value_type of %v : !pdl.range<type>
  // expected-error @below {{'pdl_interp.switch_types' op expected number of cases to match the number of case values, got 1 but expected 2}}
  pdl_interp.switch_types %t to [[i32], [i64]](^bb1) -> ^bb2
^bb1:
  pdl_interp.finalize
^bb2:
  pdl_interp.finalize
}

// -----

pdl_interp.func @rewriter(%root: !pdl.operation, %t: !pdl.type) {
  // expected-error @below {{'pdl_interp.create_operation' op with inferred results cannot also have explicit result types}}
  %op = "pdl_interp.create_operation"(%t) <{inferredResultTypes, inputAttributeNames = [], name = "foo.op", operandSegmentSizes = array<i32: 0, 0, 1>}> : (!pdl.type) -> !pdl.operation
  pdl_interp.finalize
}

// -----

pdl_interp.func @rewriter(%t: !pdl.type) {
  // expected-error @below {{'pdl_interp.create_range' op expected operand to have element type '!pdl.value', but got '!pdl.type'}}
  %r = "pdl_interp.create_range"(%t) : (!pdl.type) -> !pdl.range<value>
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%ops: !pdl.range<operation>) {
  // expected-error @below {{'pdl_interp.foreach' op requires exactly one argument}}
  "pdl_interp.foreach"(%ops) [^bb1] ({
  ^bb0(%a: !pdl.operation, %b: !pdl.operation):
    pdl_interp.continue
  }) : (!pdl.range<operation>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @matcher(%ops: !pdl.range<operation>) {
  // expected-error @below {{'pdl_interp.foreach' op operand must be a range of loop variable type}}
  "pdl_interp.foreach"(%ops) [^bb1] ({
  ^bb0(%a: !pdl.value):
    pdl_interp.continue
  }) : (!pdl.range<operation>) -> ()
^bb1:
  pdl_interp.finalize
}

// -----

pdl_interp.func @rewriter() {
  // expected-error @below {{'pdl_interp.create_operation' op has inferred results, but the created operation 'func.call' does not support result type inference (or is not registered)}}
  %op = pdl_interp.create_operation "func.call" -> <inferred>
  pdl_interp.finalize
}

// -----

pdl_interp.func @rewriter() {
  // expected-error @below {{'pdl_interp.create_operation' op has inferred results, but the created operation 'foo.bar' does not support result type inference (or is not registered)}}
  %op = pdl_interp.create_operation "foo.bar" -> <inferred>
  pdl_interp.finalize
}

// -----

func.func @load(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
pdl_interp.func @rewriter() {
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  pdl_interp.finalize
}

// -----

// arith is not loaded (pdl_interp loads pdl alone): arith.addi is not
// registered.
pdl_interp.func @rewriter() {
  // expected-error @below {{'pdl_interp.create_operation' op has inferred results, but the created operation 'arith.addi' does not support result type inference (or is not registered)}}
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  pdl_interp.finalize
}

// -----

// An op after the one verified, an attribute alias, a dependency (func
// loads arith, tensor loads math) load a dialect.
pdl_interp.func @rewriter() {
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  %op2 = pdl_interp.create_operation "math.absf" -> <inferred>
  %op3 = pdl_interp.create_operation "complex.abs" -> <inferred>
  %op4 = pdl_interp.create_operation "index.add" -> <inferred>
  pdl_interp.finalize
}
func.func @load(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @load2() -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#fm = #arith.fastmath<fast>
pdl_interp.func @rewriter() {
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  // expected-error @below {{'pdl_interp.create_operation' op has inferred results, but the created operation 'math.absf' does not support result type inference (or is not registered)}}
  %op2 = pdl_interp.create_operation "math.absf" -> <inferred>
  pdl_interp.finalize
}

// -----

// The name in a string loads nothing.
pdl_interp.func @rewriter() {
  %a = pdl_interp.create_attribute "arith.addi"
  // expected-error @below {{'pdl_interp.create_operation' op has inferred results, but the created operation 'arith.addi' does not support result type inference (or is not registered)}}
  %op = pdl_interp.create_operation "arith.addi" -> <inferred>
  pdl_interp.finalize
}

// -----

// The transform dialect loads math (its extensions' dialects).
module {
  pdl_interp.func @rewriter() {
    %op = pdl_interp.create_operation "math.absf" -> <inferred>
    pdl_interp.finalize
  }
  transform.sequence failures(propagate) {
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }
}

// -----

pdl_interp.func @foreach_no_in(%root: !pdl.operation) {
  %r = pdl_interp.get_results of %root : !pdl.range<value>
  // expected-error @below {{expected 'in' after loop variable}}
  pdl_interp.foreach %v : !pdl.value of %r {
    pdl_interp.continue
  } -> ^end
^end:
  pdl_interp.finalize
}

// -----

// A type alias of a pdl type gives the range's element.
!pdl_value = !pdl.value
pdl_interp.func @foreach_alias(%root: !pdl.operation) {
  %a = pdl_interp.get_result 0 of %root
  %r = pdl_interp.create_range %a : !pdl_value
  pdl_interp.foreach %v : !pdl_value in %r {
    pdl_interp.continue
  } -> ^end
^end:
  pdl_interp.finalize
}
