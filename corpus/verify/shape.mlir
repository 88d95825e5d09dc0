// shape: error propagation, constraints, reductions and yields.

func.func @add_size(%a: !shape.size, %b: index) {
  // expected-error @below {{'shape.add' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = "shape.add"(%a, %b) : (!shape.size, index) -> index
  return
}

// -----

func.func @rank_size(%s: !shape.shape) {
  // expected-error @below {{'shape.rank' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = "shape.rank"(%s) : (!shape.shape) -> index
  return
}

// -----

func.func @shape_of_shape(%v: !shape.value_shape) {
  // expected-error @below {{'shape.shape_of' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them}}
  %0 = "shape.shape_of"(%v) : (!shape.value_shape) -> tensor<?xindex>
  return
}

// -----

func.func @broadcast_shape(%a: !shape.shape, %b: tensor<?xindex>) {
  // expected-error @below {{'shape.broadcast' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them}}
  %0 = shape.broadcast %a, %b : !shape.shape, tensor<?xindex> -> tensor<?xindex>
  return
}

// -----

// Without error-holding operands, plain types are fine.
func.func @add_ok(%a: index, %b: index, %t: tensor<4xf32>) {
  %0 = shape.add %a, %b : index, index -> index
  %1 = shape.shape_of %t : tensor<4xf32> -> tensor<1xindex>
  return
}

// -----

func.func @assuming_all_empty() {
  // expected-error @below {{'shape.assuming_all' op no operands specified}}
  %0 = "shape.assuming_all"() : () -> !shape.witness
  return
}

// -----

func.func @cstr_broadcastable_one(%a: !shape.shape) {
  // expected-error @below {{'shape.cstr_broadcastable' op required at least 2 input shapes}}
  %0 = "shape.cstr_broadcastable"(%a) : (!shape.shape) -> !shape.witness
  return
}

// -----

func.func @reduce_args(%s: !shape.shape, %i: !shape.size) {
  // expected-error @below {{'shape.reduce' op ReduceOp body is expected to have 3 arguments}}
  %0 = shape.reduce(%s, %i) : !shape.shape -> !shape.size {
  ^bb0(%idx: index, %e: !shape.size):
    shape.yield %e : !shape.size
  }
  return
}

// -----

func.func @reduce_index(%s: !shape.shape, %i: !shape.size) {
  // expected-error @below {{'shape.reduce' op argument 0 of ReduceOp body is expected to be of IndexType}}
  %0 = shape.reduce(%s, %i) : !shape.shape -> !shape.size {
  ^bb0(%idx: i32, %e: !shape.size, %acc: !shape.size):
    shape.yield %acc : !shape.size
  }
  return
}

// -----

func.func @reduce_shape_extent(%s: !shape.shape, %i: !shape.size) {
  // expected-error @below {{'shape.reduce' op argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType}}
  %0 = shape.reduce(%s, %i) : !shape.shape -> !shape.size {
  ^bb0(%idx: index, %e: index, %acc: !shape.size):
    shape.yield %acc : !shape.size
  }
  return
}

// -----

func.func @reduce_tensor_extent(%s: tensor<?xindex>, %i: index) {
  // expected-error @below {{'shape.reduce' op argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor}}
  %0 = shape.reduce(%s, %i) : tensor<?xindex> -> index {
  ^bb0(%idx: index, %e: !shape.size, %acc: index):
    shape.yield %acc : index
  }
  return
}

// -----

func.func @reduce_init(%s: tensor<?xindex>, %i: index) {
  // expected-error @below {{'shape.reduce' op type mismatch between argument 2 of ReduceOp body and initial value 0}}
  %0 = shape.reduce(%s, %i) : tensor<?xindex> -> index {
  ^bb0(%idx: index, %e: index, %acc: i64):
    shape.yield %idx : index
  }
  return
}

// -----

func.func @yield_count(%s: tensor<?xindex>, %i: index) {
  %0 = shape.reduce(%s, %i) : tensor<?xindex> -> index {
  ^bb0(%idx: index, %e: index, %acc: index):
    // expected-error @below {{'shape.yield' op number of operands does not match number of results of its parent}}
    shape.yield %acc, %acc : index, index
  }
  return
}

// -----

func.func @yield_type(%s: tensor<?xindex>, %i: index) {
  %0 = shape.reduce(%s, %i) : tensor<?xindex> -> index {
  ^bb0(%idx: index, %e: index, %acc: index):
    %c = arith.constant 0 : i64
    // expected-error @below {{'shape.yield' op types mismatch between yield op and its parent}}
    shape.yield %c : i64
  }
  return
}

// -----

// The shape.lib attribute (the dialect's verifyOperationAttribute).
// expected-error @below {{shape function library @lib::@inner not found}}
module attributes {shape.lib = @lib::@inner} {
}

// -----

// expected-error @below {{@helper required to be shape function library}}
module attributes {shape.lib = @helper} {
  func.func private @helper()
}

// -----

// expected-error @below {{only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute}}
module attributes {shape.lib = "lib"} {
}

// -----

// expected-error @below {{only SymbolRefAttr allowed in shape.lib attribute array}}
module attributes {shape.lib = [1 : i32]} {
}

// -----

// expected-error @below {{@helper does not refer to FunctionLibraryOp}}
module attributes {shape.lib = [@helper]} {
  func.func private @helper()
}

// -----

// expected-error @below {{only one op to shape mapping allowed, found multiple for `"foo.bar"`}}
module attributes {shape.lib = [@one, @two]} {
  shape.function_library @one {
    func.func @f(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {
    foo.bar = @f
  }
  shape.function_library @two {
    func.func @g(%arg: !shape.value_shape) -> !shape.shape {
      %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
      return %0 : !shape.shape
    }
  } mapping {
    foo.bar = @g
  }
}

// -----

func.func @lib_on_an_op_without_symbols(%arg: tensor<2xf32>) {
  // expected-error @below {{shape.lib attribute may only be on op implementing SymbolTable}}
  %0 = shape.shape_of %arg {shape.lib = @nowhere} : tensor<2xf32> -> tensor<2xindex>
  return
}

// -----

// InferTypeOpInterface: the inferred type and the result's must be
// compatible.
func.func @shape_of_rank_mismatch(%arg: tensor<?x?x?xf32>) {
  // expected-error @below {{'shape.shape_of' op inferred type(s) 'tensor<3xindex>' are incompatible with return type(s) of operation 'tensor<4xindex>'}}
  // expected-error @below {{'shape.shape_of' op failed to infer returned types}}
  %0 = shape.shape_of %arg : tensor<?x?x?xf32> -> tensor<4xindex>
  return
}

// -----

func.func @const_shape_dynamic_result() {
  // expected-error @below {{'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<?xindex>'}}
  // expected-error @below {{'shape.const_shape' op failed to infer returned types}}
  %0 = shape.const_shape [7, 8] : tensor<?xindex>
  return
}

// -----

func.func @meet_size_and_shape(%a : !shape.size, %b : !shape.shape) -> !shape.size {
  // expected-error @below {{requires all sizes or shapes}}
  // expected-error @below {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %b : !shape.size, !shape.shape -> !shape.size
  return %0 : !shape.size
}

// -----

func.func @meet_of_other_ranks(%a : tensor<3xindex>, %b : tensor<1xindex>) -> tensor<3xindex> {
  // expected-error @below {{unequal shape cardinality}}
  // expected-error @below {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %b : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}

// -----

func.func @compatible_inferred_types(%t : tensor<*xf32>, %u : tensor<2x?xf32>, %a : tensor<2xindex>, %b : tensor<?xindex>, %s : !shape.size, %i : index) -> (tensor<5xindex>, !shape.shape, tensor<3xindex>, !shape.shape, !shape.size) {
  %0 = shape.shape_of %t : tensor<*xf32> -> tensor<5xindex>
  %1 = shape.shape_of %u : tensor<2x?xf32> -> !shape.shape
  %2 = shape.meet %a, %b : tensor<2xindex>, tensor<?xindex> -> tensor<3xindex>
  %3 = shape.const_shape [1, 2] : !shape.shape
  %4 = shape.meet %s, %i : !shape.size, index -> !shape.size
  return %0, %1, %2, %3, %4 : tensor<5xindex>, !shape.shape, tensor<3xindex>, !shape.shape, !shape.size
}
