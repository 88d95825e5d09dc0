// smt: comparisons, bit-vector extraction and repetition, solvers, checks
// and quantifiers.

func.func @eq_one(%a: !smt.bool) {
  // expected-error @below {{'smt.eq' op 'inputs' must have at least size 2, but got 1}}
  %0 = smt.eq %a : !smt.bool
  return
}

// -----

func.func @distinct_one(%a: !smt.bool) {
  // expected-error @below {{'smt.distinct' op 'inputs' must have at least size 2, but got 1}}
  %0 = smt.distinct %a : !smt.bool
  return
}

// -----

func.func @extract_range(%a: !smt.bv<8>) {
  // expected-error @below {{'smt.bv.extract' op range to be extracted is too big, expected range starting at index 6 of length 4 requires input width of at least 10, but the input width is only 8}}
  %0 = smt.bv.extract %a from 6 : (!smt.bv<8>) -> !smt.bv<4>
  return
}

// -----

func.func @extract_ok(%a: !smt.bv<8>) {
  %0 = smt.bv.extract %a from 4 : (!smt.bv<8>) -> !smt.bv<4>
  return
}

// -----

func.func @repeat_width(%a: !smt.bv<3>) {
  // expected-error @below {{'smt.bv.repeat' op result bit-vector width must be a multiple of the input bit-vector width}}
  %0 = "smt.bv.repeat"(%a) : (!smt.bv<3>) -> !smt.bv<8>
  return
}

// -----

func.func @solver_yield(%a: i32) {
  // expected-error @below {{'smt.solver' op types of yielded values must match return values}}
  smt.solver(%a) : (i32) -> () {
  ^bb0(%x: i32):
    smt.yield %x : i32
  }
  return
}

// -----

func.func @solver_args(%a: i32) {
  // expected-error @below {{'smt.solver' op block argument types must match the types of the 'inputs'}}
  %0 = smt.solver(%a) : (i32) -> i64 {
  ^bb0(%x: i64):
    smt.yield %x : i64
  }
  return
}

// -----

func.func @check_sat() {
  // expected-error @below {{'smt.check' op types of yielded values in 'sat' region must match return values}}
  %0 = smt.check sat {
    %c = arith.constant 0 : i64
    smt.yield %c : i64
  } unknown {
    %c = arith.constant 0 : i32
    smt.yield %c : i32
  } unsat {
    %c = arith.constant 0 : i32
    smt.yield %c : i32
  } -> i32
  return
}

// -----

func.func @check_unknown() {
  // expected-error @below {{'smt.check' op types of yielded values in 'unknown' region must match return values}}
  %0 = smt.check sat {
    %c = arith.constant 0 : i32
    smt.yield %c : i32
  } unknown {
    %c = arith.constant 0 : i64
    smt.yield %c : i64
  } unsat {
    %c = arith.constant 0 : i32
    smt.yield %c : i32
  } -> i32
  return
}

// -----

func.func @check_unsat() {
  // expected-error @below {{'smt.check' op types of yielded values in 'unsat' region must match return values}}
  %0 = smt.check sat {
    %c = arith.constant 0 : i32
    smt.yield %c : i32
  } unknown {
    %c = arith.constant 0 : i32
    smt.yield %c : i32
  } unsat {
    %c = arith.constant 0 : i64
    smt.yield %c : i64
  } -> i32
  return
}

// -----

func.func @forall_no_pattern() {
  // expected-error @below {{'smt.forall' op patterns and the no_pattern attribute must not be specified at the same time}}
  %0 = smt.forall no_pattern {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  } patterns {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  }
  return
}

// -----

func.func @exists_names() {
  // expected-error @below {{'smt.exists' op number of bound variable names must match number of block arguments}}
  %0 = smt.exists ["a", "b"] {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  }
  return
}

// -----

func.func @forall_bound_type() {
  // expected-error @below {{'smt.forall' op bound variables must by any non-function SMT value}}
  %0 = smt.forall {
  ^bb0(%x: i32):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  }
  return
}

// -----

func.func @forall_yield_count() {
  // expected-error @below {{'smt.forall' op must have exactly one yielded value}}
  %0 = smt.forall {
  ^bb0(%x: !smt.bool):
    smt.yield %x, %x : !smt.bool, !smt.bool
  }
  return
}

// -----

func.func @forall_yield_type() {
  // expected-error @below {{'smt.forall' op yielded value must be of '!smt.bool' type}}
  %0 = smt.forall {
  ^bb0(%x: !smt.int):
    smt.yield %x : !smt.int
  }
  return
}

// -----

func.func @forall_pattern_args() {
  // expected-error @below {{'smt.forall' op block argument number and types of the 'body' and 'patterns' region #0 must match}}
  %0 = smt.forall {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  } patterns {
  ^bb0(%x: !smt.int):
    smt.yield %x : !smt.int
  }
  return
}

// -----

func.func @forall_pattern_yield() {
  // expected-error @below {{'smt.forall' op 'patterns' region #0 must have at least one yielded value}}
  %0 = smt.forall {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  } patterns {
  ^bb0(%x: !smt.bool):
    smt.yield
  }
  return
}

// -----

func.func @forall_pattern_dialect() {
  // expected-error @below {{'smt.forall' op the 'patterns' region #0 may only contain SMT dialect operations}}
  %0 = smt.forall {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  } patterns {
  ^bb0(%x: !smt.bool):
    // expected-note @below {{first non-SMT operation here}}
    %c = arith.constant 0 : i32
    smt.yield %x : !smt.bool
  }
  return
}

// -----

func.func @forall_pattern_binding() {
  // expected-error @below {{'smt.forall' op the 'patterns' region #0 must not contain any variable binding operations}}
  %0 = smt.forall {
  ^bb0(%x: !smt.bool):
    smt.yield %x : !smt.bool
  } patterns {
  ^bb0(%x: !smt.bool):
    // expected-note @below {{first violating operation here}}
    %e = smt.exists {
    ^bb0(%y: !smt.bool):
      smt.yield %y : !smt.bool
    }
    smt.yield %e : !smt.bool
  }
  return
}

// -----

func.func @forall_ok() {
  %0 = smt.forall ["x"] weight 2 {
  ^bb0(%x: !smt.bv<4>):
    %t = smt.constant true
    smt.yield %t : !smt.bool
  } patterns {
  ^bb0(%x: !smt.bv<4>):
    smt.yield %x : !smt.bv<4>
  }
  return
}

// -----

// The types' verify() (SMTTypes.cpp), at the `<` after the mnemonic.

// expected-error @below {{bit-vector must have at least a width of one}}
func.func @bv_width_zero(%a: !smt.bv<0>) {
  return
}

// -----

// expected-error @below {{bit-vector must have at least a width of one}}
func.func @bv_width_negative(%a: !smt.bv<-3>) {
  return
}

// -----

// expected-error @below {{domain must be any SMT value type}}
func.func @array_domain(%a: !smt.array<[i32 -> !smt.bool]>) {
  return
}

// -----

// expected-error @below {{range must be any SMT value type}}
func.func @array_range(%a: !smt.array<[!smt.int -> index]>) {
  return
}

// -----

// A function is an SMT value type: it may index an array.
func.func @array_of_func(%a: !smt.array<[!smt.func<(!smt.bool) !smt.bool> -> !smt.bv<4>]>) {
  return
}

// -----

// expected-error @below {{domain types must be any non-function SMT type}}
func.func @func_domain(%a: !smt.func<(!smt.bool, !smt.func<(!smt.bool) !smt.bool>) !smt.bool>) {
  return
}

// -----

// expected-error @below {{domain types must be any non-function SMT type}}
func.func @func_domain_builtin(%a: !smt.func<(i1) !smt.bool>) {
  return
}

// -----

// expected-error @below {{range type must be any non-function SMT type}}
func.func @func_range(%a: !smt.func<(!smt.bool) !smt.func<(!smt.bool) !smt.bool>>) {
  return
}

// -----

// expected-error @below {{range type must be any non-function SMT type}}
func.func @func_range_builtin(%a: !smt.func<(!smt.bool) f32>) {
  return
}

// -----

// expected-error @below {{sort parameter types must be any non-function SMT type}}
func.func @sort_param(%a: !smt.sort<"s"[!smt.bool, i8]>) {
  return
}

// -----

// expected-error @below {{sort parameter types must be any non-function SMT type}}
func.func @sort_param_func(%a: !smt.sort<"s"[!smt.func<(!smt.bool) !smt.bool>]>) {
  return
}

// -----

func.func @bv_constant_zero_width() {
  // expected-error @below {{bit-vector must have at least a width of one}}
  %0 = smt.bv.constant #smt.bv<0> : !smt.bv<0>
  return
}

// -----

func.func @repeat_not_bv(%a: i32) {
  // expected-error @below {{input must have bit-vector type}}
  %0 = smt.bv.repeat 2 times %a : i32
  return
}

// -----

func.func @repeat_count_zero(%arg0: !smt.bv<32>) {
  // expected-error @below {{integer must be positive}}
  smt.bv.repeat 0 times %arg0 : !smt.bv<32>
  return
}

// -----

func.func @repeat_count_64_bits(%arg0: !smt.bv<32>) {
  // expected-error @below {{integer must fit into 63 bits}}
  smt.bv.repeat 0x8000000000000000 times %arg0 : !smt.bv<32>
  return
}

// -----

func.func @repeat_width_64_bits(%arg0: !smt.bv<32>) {
  // expected-error @below {{result bit-width (provided integer times bit-width of the input type) must fit into 63 bits}}
  smt.bv.repeat 0x4000000000000000 times %arg0 : !smt.bv<32>
  return
}

// -----

func.func @repeat_counts_valid(%arg0: !smt.bv<2>) {
  %0 = smt.bv.repeat 0x2000000000000000 times %arg0 : !smt.bv<2>
  %2 = smt.bv.repeat 010 times %arg0 : !smt.bv<2>
  return
}

// -----

func.func @repeat_count_true(%arg0: !smt.bv<2>) {
  // expected-error @below {{integer must be positive}}
  %1 = smt.bv.repeat true times %arg0 : !smt.bv<2>
  return
}

// -----

func.func @repeat_minus_alone(%arg0: !smt.bv<2>) {
  // expected-error @below {{expected integer value}}
  %1 = smt.bv.repeat - times %arg0 : !smt.bv<2>
  return
}

// -----

func.func @repeat_typed_count(%arg0: !smt.bv<2>) {
  // expected-error @below {{expected 'times'}}
  %1 = smt.bv.repeat 2 : i32 times %arg0 : !smt.bv<2>
  return
}

// -----

func.func @constant_inferred_type() {
  // expected-error @below {{inferred type(s) '!smt.bv<8>' are incompatible with return type(s) of operation '!smt.bv<4>'}}
  // expected-error @below {{failed to infer returned types}}
  %c = "smt.bv.constant"() <{value = #smt.bv<3> : !smt.bv<8>}> : () -> !smt.bv<4>
  return
}

// -----

func.func @concat_inferred_type(%a: !smt.bv<3>, %b: !smt.bv<5>) {
  // expected-error @below {{inferred type(s) '!smt.bv<8>' are incompatible with return type(s) of operation '!smt.bv<9>'}}
  // expected-error @below {{failed to infer returned types}}
  %c = "smt.bv.concat"(%a, %b) : (!smt.bv<3>, !smt.bv<5>) -> !smt.bv<9>
  return
}

// -----

func.func @inferred_types_valid(%a: !smt.bv<3>, %b: !smt.bv<5>) {
  %c = "smt.bv.concat"(%a, %b) : (!smt.bv<3>, !smt.bv<5>) -> !smt.bv<8>
  %d = "smt.bv.constant"() <{value = #smt.bv<3> : !smt.bv<8>}> : () -> !smt.bv<8>
  return
}

// -----

func.func @solver_smt_operand(%a: !smt.int) {
  // expected-error @below {{operand #0 must be variadic of any non-smt type, but got '!smt.int'}}
  smt.solver(%a) : (!smt.int) -> () {
  ^bb0(%x: !smt.int):
  }
  return
}

// -----

func.func @solver_smt_result(%a: i32) -> i32 {
  // expected-error @below {{result #1 must be variadic of any non-smt type, but got '!smt.func<(!smt.int) !smt.bool>'}}
  %0, %1 = smt.solver(%a) : (i32) -> (i32, !smt.func<(!smt.int) !smt.bool>) {
  ^bb0(%x: i32):
    %y = smt.declare_fun : !smt.func<(!smt.int) !smt.bool>
    smt.yield %x, %y : i32, !smt.func<(!smt.int) !smt.bool>
  }
  return %0 : i32
}

// -----

func.func @distinct_func_operand(%a: !smt.int, %f: !smt.func<(!smt.int) !smt.bool>) {
  // expected-error @below {{'smt.distinct' op operand #0 must be variadic of any non-function SMT value type, but got '!smt.func<(!smt.int) !smt.bool>'}}
  %0 = "smt.distinct"(%f, %f) : (!smt.func<(!smt.int) !smt.bool>, !smt.func<(!smt.int) !smt.bool>) -> !smt.bool
  return
}

// -----

func.func @apply_func_arg_count(%f: !smt.func<(!smt.int, !smt.bool) !smt.bool>, %a: !smt.int) {
  // expected-error @below {{got 1 operands and 2 types}}
  smt.apply_func %f(%a) : !smt.func<(!smt.int, !smt.bool) !smt.bool>
  return
}

// -----

func.func @apply_func_no_args(%f: !smt.func<(!smt.int, !smt.bool) !smt.bool>) {
  // expected-error @below {{got 0 operands and 2 types}}
  smt.apply_func %f() : !smt.func<(!smt.int, !smt.bool) !smt.bool>
  return
}
