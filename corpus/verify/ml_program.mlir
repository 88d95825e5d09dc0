// ml_program: globals and the terminators of functions and subgraphs.

// expected-error @below {{'ml_program.global' op immutable global must have an initial value}}
ml_program.global private @no_value : tensor<4xi32>

// -----

// A mutable global needs no initial value.
ml_program.global private mutable @mutable_no_value : tensor<4xi32>

// -----

ml_program.func @return_count(%a: i32) -> i32 {
  // expected-error @below {{'ml_program.return' op has 2 operands, but enclosing function (@return_count) returns 1}}
  ml_program.return %a, %a : i32, i32
}

// -----

ml_program.func @return_type(%a: i32) -> i64 {
  // expected-error @below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @return_type}}
  ml_program.return %a : i32
}

// -----

ml_program.subgraph @output_count(%a: i32) -> i32 {
  // expected-error @below {{'ml_program.output' op has 0 operands, but enclosing function (@output_count) outputs 1}}
  ml_program.output
}

// -----

ml_program.subgraph @output_type(%a: i32) -> f32 {
  // expected-error @below {{type of output operand 0 ('i32') doesn't match function result type ('f32') in function @output_type}}
  ml_program.output %a : i32
}

// -----

ml_program.func @ok(%a: i32) -> i32 {
  ml_program.return %a : i32
}

// -----

// expected-error @below {{expected 'public', 'private', or 'nested'}}
ml_program.global foo @bad_visibility(4 : i32) : i32
