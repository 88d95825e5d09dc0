// scf: the ops' own verifiers.

func.func @parallel_zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_positive_step(%lb: index, %ub: index) {
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c2) {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_negative_step(%lb: index, %ub: index) {
  %c = "arith.constant"() <{value = -1 : index}> : () -> index
  // expected-error @below {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c) {
    scf.reduce
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @below {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_args() {
  // expected-error @below {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %0:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @forall_region_args() {
  // expected-error @below {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_index_arg() {
  // expected-error @below {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_mapping_size() {
  // expected-error @below {{'scf.forall' op mapping attribute size must match op rank}}
  "scf.forall"() <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_masks() {
  // expected-error @below {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  "scf.forall"() <{mapping = [#gpu.thread<x>, #gpu.mask<3>, #gpu.mask<5>], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_mask_ok() {
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<3>]}
  return
}

// -----

func.func @forall_ub_count() {
  // expected-error @below {{expected 1 upper bound values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_step_count() {
  // expected-error @below {{expected 1 step values, got 0}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_dynamic_count(%n: index) {
  // expected-error @below {{expected 1 dynamic upper bound values}}
  "scf.forall"(%n, %n) <{operandSegmentSizes = array<i32: 0, 2, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index, index) -> ()
  return
}

// -----

func.func @in_parallel_ops(%t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    // expected-error @below {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @in_parallel_dest(%t: tensor<4xf32>, %s: tensor<1xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
      // expected-error @below {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @forall_ok(%t: tensor<4xf32>, %s: tensor<1xf32>, %n: index) {
  %0 = scf.forall (%i) = (0) to (%n) step (1) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @switch_cases(%i: index) {
  // expected-error @below {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error @below {{'scf.index_switch' op has duplicate case value: 2}}
  "scf.index_switch"(%i) <{cases = array<i64: 2, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_terminator(%i: index) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got test.end}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "test.end"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_count(%i: index, %x: i32) -> i32 {
  // expected-error @below {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    // expected-note @below {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : i32
  }
  return %0 : i32
}

// -----

func.func @switch_type(%i: index, %x: i64) -> i32 {
  // expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  default {
    // expected-note @below {{default region returns 'i64' here}}
    scf.yield %x : i64
  }
  return %0 : i32
}

// -----

func.func @reduce_args(%x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    // expected-error @below {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: i32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%x: f32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @below {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %y : i32
    }
  }
  return
}

// -----

// A generic scf.if with results and an empty else region.
func.func @if_results_without_else(%c: i1) -> i32 {
  // expected-error @below {{'scf.if' op must have an else block if defining values}}
  %0 = "scf.if"(%c) ({
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }, {
  }) : (i1) -> i32
  return %0 : i32
}

// -----

func.func @parallel_without_bounds() {
  // expected-error @below {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_induction_count(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %ub, %st) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_induction_type(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %ub, %st) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i64):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_reductions_vs_results(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  // expected-error @below {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = "scf.parallel"(%lb, %ub, %st, %init) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, f32) -> f32
  return %0 : f32
}

// -----

func.func @parallel_inits_vs_results(%lb: index, %ub: index, %st: index, %v: f32) -> f32 {
  // expected-error @below {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%lb, %ub, %st) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }) : (index, index, index) -> f32
  return %0 : f32
}

// -----

func.func @reduce_body_terminator(%lb: index, %ub: index, %st: index, %v: f32) -> f32 {
  %0 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%v) -> f32 {
    // expected-error @below {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    "scf.reduce"(%v) ({
    ^bb0(%a: f32, %b: f32):
      "test.terminator"() : () -> ()
    }) : (f32) -> ()
  }
  return %0 : f32
}

// -----

func.func @forall_outs_types(%t: tensor<4xf32>) {
  // expected-error @below {{number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{expected as many input types as operands (expected 1 got 2)}}
  scf.while (%x = %a) : (i32, i32) -> i32 {
    scf.condition(%true) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @while_type_not_function(%x: i32, %c: i1) {
  // expected-error @below {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %r = scf.while (%a = %x) : i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @for_result_type(%lb: index, %x: f32) {
  // expected-error @below {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}
