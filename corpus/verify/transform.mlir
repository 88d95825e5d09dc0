// transform: position lists of get_operand/get_result, foreach's targets
// and results, alternatives' terminators, apply_patterns' children.

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.get_operand' op cannot request both 'all' and 'inverted' values in the list}}
  %0 = "transform.get_operand"(%arg0) <{is_all, is_inverted, raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.get_result' op cannot both request 'all' and specific values in the list}}
  %0 = "transform.get_result"(%arg0) <{is_all, raw_position_list = array<i64: 1>}> : (!transform.any_op) -> !transform.any_value
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.get_result' op must request specific values in the list if 'all' is not specified}}
  %0 = "transform.get_result"(%arg0) <{raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.get_operand' op expected the listed values to be unique}}
  %0 = transform.get_operand %arg0[1, 1] : (!transform.any_op) -> !transform.any_value
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.get_operand %arg0[1, 0, 1] : (!transform.any_op) -> !transform.any_value
  %1 = transform.get_result %arg0[except(0, 2)] : (!transform.any_op) -> !transform.any_value
  %2 = transform.get_result %arg0[all] : (!transform.any_op) -> !transform.any_value
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects the same number of targets as the body has block arguments}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%a: !transform.op<"foo.bar">):
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects the same number of results as the yield terminator has operands}}
  %r = transform.foreach %arg0 : !transform.any_op -> !transform.any_op {
  ^bb1(%a: !transform.any_op):
    transform.yield
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type}}
  %r = transform.foreach %arg0 : !transform.any_op -> !transform.op<"foo.bar"> {
  ^bb1(%a: !transform.any_op):
    transform.yield %a : !transform.any_op
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op expects terminator operands to have the same type as results of the operation}}
  %r = transform.alternatives %arg0 : !transform.any_op -> !transform.any_op {
  ^bb1(%a: !transform.any_op):
    transform.yield %a : !transform.any_op
  }, {
  ^bb1(%a: !transform.any_op):
    // expected-note @below {{terminator}}
    transform.yield
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface}}
  transform.apply_patterns to %arg0 {
    // expected-note @below {{op without interface}}
    transform.yield
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_patterns to %arg0 {
    transform.apply_patterns.canonicalization
    transform.apply_patterns.memref.fold_memref_alias_ops
    transform.apply_patterns.vector.lower_transpose
  } : !transform.any_op
  %r = transform.alternatives %arg0 : !transform.any_op -> !transform.any_op {
  ^bb1(%a: !transform.any_op):
    transform.yield %a : !transform.any_op
  }, {
  ^bb1(%a: !transform.any_op):
    transform.yield %a : !transform.any_op
  }
  %s = transform.foreach %arg0, %arg0 : !transform.any_op, !transform.any_op -> !transform.any_op {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
    transform.yield %b : !transform.any_op
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected the type of the parameter attribute ('i64') to match the parameter type ('i32')}}
  %n = transform.num_associations %arg0 : (!transform.any_op) -> !transform.param<i32>
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected type attribute, got 0 : i64}}
  %n = transform.num_associations %arg0 : (!transform.any_op) -> !transform.type
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected affine map attribute, got 0 : i64}}
  %n = transform.num_associations %arg0 : (!transform.any_op) -> !transform.affine_map
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i8>):
  %n = transform.num_associations %arg0 : (!transform.any_op) -> !transform.param<i64>
  %m = transform.num_associations %p : (!transform.param<i8>) -> !transform.any_param
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach_match' op expected the same number of matchers and actions}}
  %0 = "transform.foreach_match"(%arg0) <{matchers = [@m], actions = []}> : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.foreach_match' op expected at least one match/action pair}}
  %0 = "transform.foreach_match"(%arg0) <{matchers = [], actions = []}> : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
  %0:2 = transform.split_handle %arg0 {overflow_result = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.split_handle' op expects result types to implement the same transform interface as the operand type}}
  %0:2 = transform.split_handle %arg0 : (!transform.any_op) -> (!transform.op<"foo.bar">, !transform.any_param)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
  %0:2 = transform.split_handle %arg0 {overflow_result = -1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  %0:2 = transform.split_handle %p : (!transform.param<i64>) -> (!transform.any_param, !transform.type)
  %1:3 = transform.split_handle %arg0 {overflow_result = 2} : (!transform.any_op) -> (!transform.op<"a.b">, !pdl.operation, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.apply_registered_pass' op dynamic option index 1 is out of bounds for the number of dynamic options: 0}}
  %0 = "transform.apply_registered_pass"(%arg0) <{options = {a = #transform.param_operand<index = 1>}, pass_name = "canonicalize"}> : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  // expected-error @below {{'transform.apply_registered_pass' op dynamic option index 0 is already used in options}}
  %0 = "transform.apply_registered_pass"(%arg0, %p) <{options = {a = #transform.param_operand<index = 0>, b = [#transform.param_operand<index = 0>]}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  // expected-error @below {{'transform.apply_registered_pass' op a param operand does not have a corresponding param_operand attr in the options dict}}
  %0 = "transform.apply_registered_pass"(%arg0, %p) <{options = {a = 1 : i64}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  %q = transform.param.constant 2 : i64 -> !transform.param<i64>
  %0 = transform.apply_registered_pass "canonicalize" with options = {a = %p, b = [1, 2], c = %q} to %arg0 : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
  %1 = "transform.apply_registered_pass"(%0, %p) <{options = {b = [1, #transform.param_operand<index = 0>]}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
  transform.yield
}

// -----

// expected-error @below {{'transform.sequence' op expected children ops to implement TransformOpInterface}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{op without interface}}
  "foo.bar"() : () -> ()
  transform.yield
}

// -----

%0 = "test.root"() : () -> !transform.any_op
// expected-error @below {{'transform.sequence' op does not expect extra operands when used as top-level}}
"transform.sequence"(%0) <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 1>}> ({
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  transform.yield
}) : (!transform.any_op) -> ()

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.tune.knob' op provided `selected` attribute is not an element of `options` array of attributes}}
  %0 = transform.tune.knob<"coin"> = 2 from options = [0, 1] -> !transform.any_param
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.tune.alternatives' op 'selected_region' attribute specifies region at index 2 while op has only 2 regions}}
  transform.tune.alternatives<"fork"> selected_region = 2 {
    transform.yield
  }, {
    transform.yield
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.tune.alternatives' op 'selected_region' attribute specifies region at index -1 while op has only 2 regions}}
  "transform.tune.alternatives"() <{name = "fork", selected_region_attr = -1 : i64}> ({
    transform.yield
  }, {
    transform.yield
  }) : () -> ()
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.tune.alternatives<"fork"> -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }, {
    // expected-error @below {{'transform.yield' op expected terminator to have as many operands as the parent op has results}}
    transform.yield
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.tune.alternatives<"fork"> -> !transform.op<"a.b"> {
    // expected-error @below {{'transform.yield' op the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"a.b">')}}
    transform.yield %arg0 : !transform.any_op
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  // expected-error @below {{'transform.smt.constrain_params' op must have the same number of block arguments as operands}}
  transform.smt.constrain_params(%p) : (!transform.param<i64>) -> () {
  ^bb0(%a: !smt.int, %b: !smt.int):
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  // expected-error @below {{'transform.smt.constrain_params' op ops contained in region should belong to SMT-dialect}}
  transform.smt.constrain_params(%p) : (!transform.param<i64>) -> () {
  ^bb0(%a: !smt.int):
    %c = arith.constant 0 : i32
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 1 : i64 -> !transform.param<i64>
  %0 = transform.tune.knob<"coin"> = 1 from options = [0, 1] -> !transform.any_param
  %1 = transform.tune.knob<"any"> = 7 from options = {a = 1} -> !transform.any_param
  %2 = transform.tune.alternatives<"fork"> selected_region = 1 -> !transform.param<i64> {
    transform.yield %p : !transform.param<i64>
  }, {
    %q = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.yield %q : !transform.param<i64>
  }
  transform.smt.constrain_params(%p) : (!transform.param<i64>) -> () {
  ^bb0(%a: !smt.int):
    %c = smt.int.constant 3
    %e = smt.eq %a, %c : !smt.int
    smt.assert %e
  }
  transform.yield
}

// -----


// expected-note @below {{symbol table operation}}
module {
  // expected-error @below {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly, transform.consumed})
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @a(%arg0: !transform.any_op)
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{expected terminator to have as many operands as the parent op has results}}
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> !transform.op<"a.b"> {
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"a.b">')}}
    transform.yield %arg0 : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly, transform.consumed}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @decl(%arg0: !transform.any_op {transform.consumed}) -> !transform.any_op
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}, %arg1: !transform.any_op) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      transform.yield
    }
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op expects a single operation in the body}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
  ^bb0:
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op expects the body operation to be irdl.dialect}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
    "foo.bar"() : () -> ()
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op expects IRDL to contain exactly one operation}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
    irdl.dialect @d {
    }
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.irdl.collect_matching' op IRDL types and attributes are not yet supported}}
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
    irdl.dialect @d {
      irdl.operation @o {
      }
      irdl.type @t {
      }
    }
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.irdl.collect_matching in %arg0 : (!transform.any_op) -> !transform.any_op {
    irdl.dialect @d {
      irdl.operation @o {
        %a = irdl.any
        irdl.operands(x: %a)
      }
    }
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 1, 1}}
  %0 = transform.structured.interchange %arg0 iterator_interchange = [1, 1] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.interchange' op expects iterator_interchange to be a permutation, found 0, 2}}
  %0 = transform.structured.interchange %arg0 iterator_interchange = [0, 2] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.interchange %arg0 iterator_interchange = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
  %1 = transform.structured.interchange %0 : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{used here as operand #0}}
  transform.structured.vectorize %arg0 : !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.structured.vectorize %arg0 : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{result #0 has more than one potential consumer}}
  %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.structured.vectorize %0 : !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.structured.vectorize %0 : !transform.any_op
  transform.yield
}

// -----

// An op that is no transform op may consume any handle it uses; mlir's use
// list holds the latest use first.
// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  "test.use"(%arg0) : (!transform.any_op) -> ()
  // expected-note @below {{used here as operand #0}}
  // expected-note @below {{used here as operand #1}}
  "test.use"(%arg0, %arg0) : (!transform.any_op, !transform.any_op) -> ()
  transform.yield
}

// -----

// The terminator is no transform op.
%r = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{result #0 has more than one potential consumer}}
  %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  %1 = transform.structured.generalize %0 : (!transform.any_op) -> !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.yield %0 : !transform.any_op
}

// -----

// A sequence with a root consumes it when its body consumes its block
// argument; a foreach consumes a target its body consumes.
// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{used here as operand #0}}
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    transform.structured.vectorize %a : !transform.any_op
  }
  // expected-note @below {{used here as operand #0}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    transform.structured.vectorize %a : !transform.any_op
  }
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    %m = transform.structured.match ops{["linalg.matmul"]} in %a : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m : !transform.any_op
  }
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    transform.apply_conversion_patterns to %a {
    } {preserve_handles} : !transform.any_op
  }
  transform.apply_conversion_patterns to %arg0 {
  } {preserve_handles} : !transform.any_op
  transform.structured.bufferize_to_allocation %arg0 {bufferize_destination_only} : !transform.any_op
  transform.structured.vectorize %arg0 : !transform.any_op
  transform.yield
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @consume(%op: !transform.any_op {transform.consumed}) {
    transform.structured.vectorize %op : !transform.any_op
    transform.yield
  }
  transform.named_sequence @read(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @main(%root: !transform.any_op {transform.readonly}) {
    transform.include @read failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.include @consume failures(propagate) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-warning @below {{op argument #1 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @main(%root: !transform.any_op {transform.consumed}, %other: !transform.any_op {transform.consumed}, %free: !transform.any_op) {
    transform.structured.vectorize %root : !transform.any_op
    transform.structured.vectorize %free : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @consume(%op: !transform.any_op {transform.consumed}) {
    transform.structured.vectorize %op : !transform.any_op
    transform.yield
  }
  // expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
  transform.sequence failures(propagate) {
  ^bb0(%arg0: !transform.any_op):
    // expected-note @below {{used here as operand #0}}
    transform.include @consume failures(propagate) (%arg0) : (!transform.any_op) -> ()
    // expected-note @below {{used here as operand #0}}
    transform.structured.vectorize %arg0 : !transform.any_op
    transform.yield
  }
}

// -----

// expected-error @below {{'transform.with_pdl_patterns' op expects only one non-pattern op in its body}}
transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{first non-pattern op}}
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    transform.yield
  }
  // expected-note @below {{second non-pattern op}}
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    transform.yield
  }
}

// -----

// expected-error @below {{'transform.with_pdl_patterns' op expects only pattern and top-level transform ops in its body}}
transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{offending op}}
  "test.some_op"() : () -> ()
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    transform.yield
  }
}

// -----

// expected-note @below {{parent operation}}
transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.with_pdl_patterns' op cannot be nested}}
  transform.with_pdl_patterns %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_op):
    transform.sequence %a : !transform.any_op failures(propagate) {
    ^bb2(%b: !transform.any_op):
      transform.yield
    }
  }
}

// -----

// expected-error @below {{'transform.with_pdl_patterns' op expects at least one non-pattern op}}
transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  pdl.pattern @some : benefit(1) {
    %0 = pdl.operation "test.some_op"
    pdl.rewrite %0 with "transform.dialect"
  }
}

// -----

transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  pdl.pattern @some : benefit(1) {
    %0 = pdl.operation "test.some_op"
    pdl.rewrite %0 with "transform.dialect"
  }
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    %m = transform.pdl_match @some in %a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.apply_conversion_patterns' op expected pattern children ops to implement ConversionPatternDescriptorOpInterface}}
  transform.apply_conversion_patterns to %arg0 {
    // expected-note @below {{op without interface}}
    transform.apply_patterns.canonicalization
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.apply_conversion_patterns' op expected exactly one op in default type converter region}}
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.func.func_to_llvm
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.apply_conversion_patterns' op expected default converter child op to implement TypeConverterBuilderOpInterface}}
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.func.func_to_llvm
  } with type_converter {
    // expected-note @below {{op without interface}}
    transform.apply_conversion_patterns.func.func_to_llvm
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.scf.structural_conversions
    // expected-error @below {{'transform.apply_conversion_patterns.vector.vector_to_llvm' op expected LLVMTypeConverter}}
    transform.apply_conversion_patterns.vector.vector_to_llvm
  } with type_converter {
    transform.type_conversion.tensor.cast_shape_dynamic_dims
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.apply_conversion_patterns' op expected 1 or 2 regions}}
  "transform.apply_conversion_patterns"(%arg0) ({}, {}, {}) : (!transform.any_op) -> ()
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op unknown dialect or dialect not loaded: nosuchdialect}}
    transform.apply_conversion_patterns.dialect_to_llvm "nosuchdialect"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: scf}}
    transform.apply_conversion_patterns.dialect_to_llvm "scf"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}

// -----

// The dialect is loaded by an op or type of the chunk.
module {
  module {
    func.func @f(%arg0: !shape.shape) {
      return
    }
    transform.sequence failures(propagate) {
    ^bb0(%arg0: !transform.any_op):
      transform.apply_conversion_patterns to %arg0 {
        // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: shape}}
        transform.apply_conversion_patterns.dialect_to_llvm "shape"
      } with type_converter {
        transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
      } : !transform.any_op
      transform.yield
    }
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.dialect_to_llvm "math"
    transform.apply_conversion_patterns.dialect_to_llvm "nvvm"
    transform.apply_conversion_patterns.func.func_to_llvm
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } {preserve_handles} : !transform.any_op
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.scf.structural_conversions
  } with type_converter {
    transform.type_conversion.tensor.cast_shape_dynamic_dims
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects nofold_flags to contain booleans (0/1), found [0, 2]}}
  %0, %1, %2 = transform.structured.pad %arg0 {nofold_flags = [0, 2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects padding_dimensions to contain positive integers, found [0, -1]}}
  %0, %1, %2 = transform.structured.pad %arg0 {padding_dimensions = [0, -1]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i64>):
  // expected-error @below {{'transform.structured.pad' op expects as many multiples as padding_dimensions}}
  %0, %1, %2 = transform.structured.pad %arg0 pad_to_multiple_of [2, %p] {padding_dimensions = [0]} : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op expects transpose_paddings to be a permutation, found [1, 1]}}
  %0, %1, %2 = transform.structured.pad %arg0 {transpose_paddings = [[0, 1], [1, 1]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pad' op invalid copy_back_op}}
  %0, %1, %2 = transform.structured.pad %arg0 {copy_back_op = "memref.copy"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0, %1, %2 = transform.structured.pad %arg0 pad_to_multiple_of [2, 4] {padding_dimensions = [0, 1], nofold_flags = [1, 0], transpose_paddings = [[1, 0], [0, 1, 2]], copy_back_op = "none"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  %3, %4, %5 = transform.structured.pad %0 {copy_back_op = "linalg.copy"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_for' op expected number of loops to tile (2) to match number of `loops` results (1)}}
  %0, %1 = transform.structured.tile_using_for %arg0 tile_sizes [4, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_for' op expected same number of sizes (2) and scalable sizes (1)}}
  %0:3 = "transform.structured.tile_using_for"(%arg0) <{static_sizes = array<i64: 4, 8>, scalable_sizes = array<i1: true>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_for' op expected same number of sizes (2) and scalable sizes (0)}}
  %0:3 = "transform.structured.tile_using_for"(%arg0) <{static_sizes = array<i64: 4, 8>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (1)}}
  "transform.structured.vectorize"(%arg0) <{static_vector_sizes = array<i64: 4, 8>, scalable_sizes = array<i1: true>}> : (!transform.any_op) -> ()
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i64>):
  %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 0, [8]] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.structured.vectorize %1 vector_sizes [%p, [4]] : !transform.any_op, !transform.param<i64>
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.vectorize' op expected same number of vector sizes (1) and scalable sizes (0)}}
  "transform.structured.vectorize"(%arg0) <{static_vector_sizes = array<i64: 4>}> : (!transform.any_op) -> ()
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.tile_using_forall' op num_threads and packed_num_threads are mutually exclusive}}
  %0:2 = "transform.structured.tile_using_forall"(%arg0, %p) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 0>, static_num_threads = array<i64: 4>}> : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.tile_using_forall' op tile_sizes and packed_tile_sizes are mutually exclusive}}
  %0:2 = "transform.structured.tile_using_forall"(%arg0, %p) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 1>, static_tile_sizes = array<i64: 4>}> : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.tile_using_forall' op either (packed_)num_threads or (packed_)tile_sizes must be specified}}
  %0:2 = "transform.structured.tile_using_forall"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  %0:2 = "transform.structured.tile_using_forall"(%arg0, %p) <{operandSegmentSizes = array<i32: 1, 0, 0, 1, 0>, static_tile_sizes = array<i64: 4>}> : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  %0:2 = transform.structured.tile_using_forall %arg0 num_threads [2, %p] (mapping = [#gpu.block<x>, #gpu.block<y>]) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.fuse' op interchange length exceeds iteration space dimensions (2), found}}
  %0:3 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [1, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.fuse' op interchange length exceeds iteration space dimensions (2), found <block argument> of type '!transform.any_param' at index: 1}}
  %0:3 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [%p, 0, 2] : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.fuse' op expects interchange values to be in range [0, 2), found: 2}}
  %0:3 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.fuse' op found duplicate interchange value: 1}}
  %0:3 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.fuse' op expects 2 loop results}}
  %0:2 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [1, %p] : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.fuse' op expects 1 loop results}}
  %0:3 = transform.structured.fuse %arg0 tile_sizes [4, 8] {use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  %0:2 = transform.structured.fuse %arg0 tile_sizes [4, 0, %p] {use_forall} : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
  %1:3 = transform.structured.fuse %0#0 tile_sizes [4, 0, 8] interchange [%p, 0] : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  %q = transform.param.constant 1 : i64 -> !transform.any_param
  // expected-error @below {{'transform.structured.fuse' op interchange length exceeds iteration space dimensions (2), found <block argument> of type '!transform.any_param' at index: 1, %0 = "transform.param.constant"() <{value = 1 : i64}> : () -> !transform.any_param}}
  %0:3 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [%p, %q, 2] : (!transform.any_op, !transform.any_param, !transform.any_param) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.split' op expects either a dynamic or a static split point to be provided}}
  %0 = "transform.structured.split"(%arg0) <{dimension = 1 : i64, static_chunk_sizes = -9223372036854775808 : i64}> : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  // expected-error @below {{'transform.structured.split' op expects either a dynamic or a static split point to be provided}}
  %0 = "transform.structured.split"(%arg0, %p) <{dimension = 1 : i64, static_chunk_sizes = 4 : i64}> : (!transform.any_op, !transform.any_param) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.any_param):
  %0 = "transform.structured.split"(%arg0, %p) <{dimension = 1 : i64, static_chunk_sizes = -9223372036854775808 : i64}> : (!transform.any_op, !transform.any_param) -> !transform.any_op
  %1 = transform.structured.split %0 after 4 {dimension = 0} : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.bufferize_to_allocation' op unsupported memcpy op}}
  %0, %1 = transform.structured.bufferize_to_allocation %arg0 {memcpy_op = "memref.tensor_store"} : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.bufferize_to_allocation' op unsupported alloc op}}
  %0, %1 = transform.structured.bufferize_to_allocation %arg0 {alloc_op = "memref.alloc_tensor"} : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.multitile_sizes' op expects all results type to be the same}}
  %0:3 = "transform.structured.multitile_sizes"(%arg0) <{dimension = 0 : i64, target_size = 4 : i64}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.param<i64>)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.replace' op expected one operation in block}}
  %0 = transform.structured.replace %arg0 {
    func.func @foo() {
      return
    }
    func.func @bar() {
      return
    }
  } : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.replace %arg0 {
  ^bb0(%x: i32):
    // expected-error @below {{'test.use' op expected replacement without operands}}
    "test.use"(%x) : (i32) -> ()
  } : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.replace %arg0 {
    // expected-error @below {{'scf.execute_region' op expect op that is isolated from above}}
    scf.execute_region {
      scf.yield
    }
  } : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0, %1 = transform.structured.bufferize_to_allocation %arg0 {memcpy_op = "linalg.copy", alloc_op = "memref.alloca", bufferize_destination_only} : !transform.any_op
  %2:3 = transform.structured.multitile_sizes %arg0 {dimension = 0, target_size = 4} : (!transform.any_op) -> !transform.param<i64>
  %3 = transform.structured.replace %arg0 {
    "test.some"() : () -> ()
  } : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %m = transform.structured.match ops{["affine.min"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-error @below {{'transform.affine.simplify_bounded_affine_ops' op incorrect number of lower bounds, expected 1 but found 2}}
  transform.affine.simplify_bounded_affine_ops %m with [%arg0 : !transform.any_op] within [0, 1] and [4] : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %m = transform.structured.match ops{["affine.min"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  // expected-error @below {{'transform.affine.simplify_bounded_affine_ops' op incorrect number of upper bounds, expected 1 but found 0}}
  transform.affine.simplify_bounded_affine_ops %m with [%arg0 : !transform.any_op] within [0] and [] : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.bufferization.one_shot_bufferize' op unsupported memcpy op}}
  %0 = transform.bufferization.one_shot_bufferize %arg0 {memcpy_op = "memref.tensor_store"} : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.bufferization.one_shot_bufferize' op 'print_conflicts' requires 'test_analysis_only'}}
  %0 = transform.bufferization.one_shot_bufferize %arg0 {print_conflicts = true} : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.bufferization.one_shot_bufferize' op 'dump_alias_sets' requires 'test_analysis_only'}}
  %0 = transform.bufferization.one_shot_bufferize %arg0 {dump_alias_sets = true, test_analysis_only = false} : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.gpu.map_forall_to_blocks' op transform requires empty or size-3 grid_dims}}
  %0 = transform.gpu.map_forall_to_blocks %arg0 grid_dims = [4, 2] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %m = transform.structured.match ops{["affine.min"]} in %arg0 : (!transform.any_op) -> !transform.any_op
  transform.affine.simplify_bounded_affine_ops %m with [%arg0 : !transform.any_op] within [0] and [4] : !transform.any_op
  %0 = transform.bufferization.one_shot_bufferize %arg0 {memcpy_op = "linalg.copy", print_conflicts = true, dump_alias_sets = true, test_analysis_only = true} : (!transform.any_op) -> !transform.any_op
  %1 = transform.gpu.map_forall_to_blocks %0 grid_dims = [4, 2, 1] : (!transform.any_op) -> !transform.any_op
  %2 = transform.gpu.map_forall_to_blocks %1 : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.hoist_pad' op expects transpose to be a permutation, found 1, 1}}
  %0 = transform.structured.hoist_pad %arg0 by 1 loops, transpose by [1, 1] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %loop: !transform.any_op):
  // expected-error @below {{'transform.structured.hoist_pad.build_packing_loop_nest' op expects transpose to be a permutation, found 0, 2}}
  %0 = transform.structured.hoist_pad.build_packing_loop_nest %arg0 above %loop, transpose by [0, 2] : (!transform.any_op, !transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %loop: !transform.any_op):
  %0 = transform.structured.hoist_pad.build_packing_loop_nest %arg0 above %loop, transpose by [1, 2, 0] : (!transform.any_op, !transform.any_op) -> !transform.any_op
  %1 = transform.structured.hoist_pad %arg0 by 2 loops, transpose by [1, 0] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_transpose' op "inner_perm" is not a valid permutation}}
  %0:3 = transform.structured.pack_transpose %arg0 with_compute_op(%arg1) inner_perm = [1, 1] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_transpose' op "outer_perm" is not a valid permutation}}
  %0:3 = transform.structured.pack_transpose %arg0 with_compute_op(%arg1) outer_perm = [0, 2] inner_perm = [1, 0] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_transpose' op  at least one of "inner_perm" or "outer_perm" must be specified}}
  %0:3 = transform.structured.pack_transpose %arg0 with_compute_op(%arg1) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_greedily' op "matmul_inner_dims_order" is not a valid permutation}}
  %0 = transform.structured.pack_greedily %arg0 matmul_packed_sizes = [8, 16, 32] matmul_inner_dims_order = [0, 1, 1] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.pack_greedily' op at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy}}
  %0 = transform.structured.pack_greedily %arg0 matmul_packed_sizes = [8, 16, 32] matmul_padded_sizes_next_multiple_of = [0, 2, 0] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op, %s: !transform.any_op):
  %0:3 = transform.structured.pack_transpose %arg0 with_compute_op(%arg1) outer_perm = [1, 0] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  %1 = transform.structured.pack_greedily %0#0 matmul_packed_sizes = [8, 0, 32] matmul_padded_sizes_next_multiple_of = [0, 2, 0] matmul_inner_dims_order = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.func.cast_and_call' op expected children ops to implement TypeConverterBuilderOpInterface}}
  %0 = transform.func.cast_and_call @f before %arg0 {
    // expected-note @below {{op without interface}}
    transform.apply_patterns.canonicalization
  } : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.func.cast_and_call' op expected a function handle or name to call}}
  %0 = transform.func.cast_and_call before %arg0 : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %f: !transform.any_op):
  // expected-error @below {{'transform.func.cast_and_call' op function handle and name are mutually exclusive}}
  %0 = transform.func.cast_and_call @f %f before %arg0 : (!transform.any_op, !transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %f: !transform.any_op, %in: !transform.any_value):
  %0 = transform.func.cast_and_call %f (%in) after %arg0 {
    transform.type_conversion.tensor.cast_shape_dynamic_dims
  } : (!transform.any_op, !transform.any_value, !transform.any_op) -> !transform.any_op
  %1 = transform.func.cast_and_call @f before %arg0 : (!transform.any_op) -> !transform.any_op
  transform.yield
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.match.structured' op expected one body argument}}
    "transform.match.structured"(%op) ({
    ^bb0(%a: !transform.any_op, %b: !transform.any_op):
      transform.match.structured.yield
    }) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.match.structured' op expected body argument to implement TransformHandleTypeInterface}}
    "transform.match.structured"(%op) ({
    ^bb0(%a: !transform.any_value):
      transform.match.structured.yield
    }) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.match.structured' op expects nested operations to implement MatchOpInterface}}
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-note @below {{offending operation}}
      transform.structured.vectorize %a : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.param<i64> {
    %r = transform.match.structured %op : (!transform.any_op) -> !transform.param<i64> {
    ^bb0(%a: !transform.any_op):
      %rank = transform.match.structured.rank %a : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield %rank : !transform.param<i64>
    }
    transform.yield %r : !transform.param<i64>
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.body' op only one of {"reduction_position", "passthrough", "elementwise", "contraction"} is allowed}}
      transform.match.structured.body %a {passthrough, elementwise} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.body' op expects "contraction" to contain two elements}}
      transform.match.structured.body %a {contraction = ["arith.mulf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.dim' op cannot request the same dimension to be both parallel and reduction}}
      %d = transform.match.structured.dim %a[0] {parallel, reduction} : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.dim' op expected the listed values to be unique}}
      %d = transform.match.structured.dim %a[0, 0] : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.input' op "permutation" and "projected_permutation" are mutually exclusive}}
      %i = transform.match.structured.input %a[0] {permutation, projected_permutation} : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.init' op cannot bind multiple inputs/inits to the same value}}
      %i = transform.match.structured.init %a[0, 1] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.init' op cannot request both 'all' and 'inverted' values in the list}}
      %i = transform.match.structured.init %a[all] {is_inverted} : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type}}
      %r = transform.match.structured.result %a[0] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type}}
      %r = transform.match.structured.result %a[0] any : (!transform.any_op) -> !transform.any_value
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{'transform.match.structured.result' op 'any' and 'single' are mutually exclusive}}
      %r = transform.match.structured.result %a[0] any single : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%a: !transform.any_op):
      transform.match.structured.body %a {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      %d = transform.match.structured.dim %a[except(0, 1)] {parallel} : (!transform.any_op) -> !transform.param<i64>
      %i = transform.match.structured.input %a[0] {projected_permutation} : (!transform.any_op) -> !transform.any_op
      %j = transform.match.structured.init %a[all] : (!transform.any_op) -> !transform.any_value
      %r = transform.match.structured.result %a[0] single : (!transform.any_op) -> !transform.any_op
      %v = transform.match.structured.result %a[0] : (!transform.any_op) -> !transform.any_value
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.structured.continuous_tile_sizes' op expects all results type to be the same}}
  %0:2 = "transform.structured.continuous_tile_sizes"(%arg0) <{dimension = 0 : i64, target_size = 9 : i64}> : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0:2 = "transform.structured.continuous_tile_sizes"(%arg0) <{dimension = 0 : i64, target_size = 9 : i64}> : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
  transform.yield
}

// -----

// !transform.param's verify().

// expected-error @below {{only supports integer types with width <=64}}
func.func @param_wide(%a: !transform.param<i65>) {
  return
}

// -----

// expected-error @below {{only supports integer types with width <=64}}
func.func @param_float(%a: !transform.param<f32>) {
  return
}

// -----

func.func @param_i64(%a: !transform.param<i64>, %b: !transform.param<ui8>) {
  return
}

// -----

// omp is not loaded with the transform dialect; loaded, it implements
// the interface (an op after the one verified loads it).
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op unknown dialect or dialect not loaded: omp}}
    transform.apply_conversion_patterns.dialect_to_llvm "omp"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.dialect_to_llvm "omp"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}
func.func @load() {
  omp.barrier
  return
}

// -----

// A type alias loads its dialect, used or not; shape does not implement
// the interface.
!s = !shape.shape
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: shape}}
    transform.apply_conversion_patterns.dialect_to_llvm "shape"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}

// -----

// A dependency: tosa loads quant.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: quant}}
    transform.apply_conversion_patterns.dialect_to_llvm "quant"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}
func.func @load(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The name in a string loads nothing.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    // expected-error @below {{'transform.apply_conversion_patterns.dialect_to_llvm' op unknown dialect or dialect not loaded: ptr}}
    transform.apply_conversion_patterns.dialect_to_llvm "ptr"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}
"foo.op"() {name = "ptr.ptr_add", ref = @ptr} : () -> ()

// -----

// An attribute loads its dialect: ptr implements the interface.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.apply_conversion_patterns to %arg0 {
    transform.apply_conversion_patterns.dialect_to_llvm "ptr"
  } with type_converter {
    transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
  } : !transform.any_op
  transform.yield
}
"foo.op"() {space = #ptr.generic_space} : () -> ()

// -----

// transform.structured.pad_tiling_interface's verify checks nothing:
// negative sizes, untyped padding values, more size operands than
// dynamic sizes are accepted.
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %p = transform.param.constant 4 : i64 -> !transform.param<i64>
  %0, %1 = transform.structured.pad_tiling_interface %arg0 to padding_sizes [8, -1] pad_to_multiple_of {padding_values = ["a", unit, @f, [1]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
  %2, %3 = "transform.structured.pad_tiling_interface"(%0, %p) <{static_padding_sizes = array<i64: 3, 4>}> : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
  transform.yield
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor transform op}}
  transform.named_sequence @outer(%arg0: !transform.any_op {transform.readonly}) {
    builtin.module attributes {transform.with_named_sequence} {
      // expected-error @below {{cannot be defined inside another transform op}}
      transform.named_sequence @inner(%a: !transform.any_op {transform.readonly}) {
        transform.yield
      }
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected a non-empty body block}}
  "transform.named_sequence"() <{sym_name = "empty", function_type = () -> ()}> ({
  ^bb0:
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected 'transform.yield' as terminator}}
  transform.named_sequence @no_yield() {
    // expected-note @below {{terminator}}
    "test.op"() : () -> ()
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pass_options(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{duplicate keys found in options dictionary}}
    %0 = transform.apply_registered_pass "canonicalize" with options = {a = 1, a = 2} to %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @pass_option_key(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected key to either be an identifier or a string}}
    %0 = transform.apply_registered_pass "canonicalize" with options = {1 = 2} to %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @selected_symbol(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected either an integer attribute or a transform.param operand}}
    transform.tune.alternatives<"x"> selected_region = @y {
      transform.yield
    }
    transform.yield
  }
}

// -----

// A negative index reads as a size_t and wraps: the verifier reports it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @selected_negative(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.tune.alternatives' op 'selected_region' attribute specifies region at index -1 while op has only 1 regions}}
    transform.tune.alternatives<"x"> selected_region = -1 {
      transform.yield
    }
    transform.yield
  }
}

// -----

// expected-error @below {{expected types to be provided for all operands}}
transform.sequence %r, %a, %b : !transform.any_op, !transform.any_op failures(propagate) {
^bb0(%x: !transform.any_op, %y: !transform.any_op, %z: !transform.any_op):
  transform.yield
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @multitile_type(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
    %t = transform.structured.multitile_sizes %arg0 { target_size = 3, dimension = 0 } : i32
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @multitile_arity(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expects a trailing functional type with one argument and one result}}
    %a, %b, %c = transform.structured.multitile_sizes %arg0 { target_size = 3, dimension = 0 } : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
