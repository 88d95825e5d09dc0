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
