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

ml_program.func @load_of_no_global() -> f16 {
  // expected-error @below {{'ml_program.global_load' op undefined global: @missing}}
  %0 = ml_program.global_load @missing : f16
  ml_program.return %0 : f16
}

// -----

// A symbol that is not a global is no global.
ml_program.func @not_a_global() -> f16 {
  // expected-error @below {{'ml_program.global_load_const' op undefined global: @not_a_global}}
  %0 = ml_program.global_load_const @not_a_global : f16
  ml_program.return %0 : f16
}

// -----

ml_program.global private mutable @counter(dense<0> : tensor<2xi8>) : tensor<2xi8>
ml_program.func @const_load_of_mutable() -> tensor<2xi8> {
  // expected-error @below {{'ml_program.global_load_const' op cannot load as const from mutable global @counter}}
  %0 = ml_program.global_load_const @counter : tensor<2xi8>
  ml_program.return %0 : tensor<2xi8>
}

// -----

ml_program.global private @table(dense<1.0> : tensor<4xf32>) : tensor<4xf32>
ml_program.func @const_load_of_other_type() -> tensor<?xf32> {
  // expected-error @below {{'ml_program.global_load_const' op cannot load from global typed 'tensor<4xf32>' as 'tensor<?xf32>'}}
  %0 = ml_program.global_load_const @table : tensor<?xf32>
  ml_program.return %0 : tensor<?xf32>
}

// -----

ml_program.global private mutable @state : i8
ml_program.func @load_of_other_type() -> i16 {
  // expected-error @below {{'ml_program.global_load' op cannot load from global typed 'i8' as 'i16'}}
  %0 = ml_program.global_load @state : i16
  ml_program.return %0 : i16
}

// -----

ml_program.global private @fixed(7 : i8) : i8
ml_program.func @store_to_immutable(%v : i8) {
  // expected-error @below {{'ml_program.global_store' op cannot store to an immutable global @fixed}}
  ml_program.global_store @fixed = %v : i8
  ml_program.return
}

// -----

ml_program.global private mutable @state : i8
ml_program.func @store_of_other_type(%v : i32) {
  // expected-error @below {{'ml_program.global_store' op cannot store to a global typed 'i8' from 'i32'}}
  ml_program.global_store @state = %v : i32
  ml_program.return
}

// -----

ml_program.global private mutable @state : i8
ml_program.subgraph @graph_load_of_other_type() -> (i1, !ml_program.token) {
  // expected-error @below {{'ml_program.global_load_graph' op cannot load from global typed 'i8' as 'i1'}}
  %0, %t = ml_program.global_load_graph @state ordering(() -> !ml_program.token) : i1
  ml_program.output %0, %t : i1, !ml_program.token
}

// -----

ml_program.subgraph @graph_store_of_no_global(%v : i8) -> (!ml_program.token) {
  // expected-error @below {{'ml_program.global_store_graph' op undefined global: @missing}}
  %t = ml_program.global_store_graph @missing = %v ordering(() -> !ml_program.token) : i8
  ml_program.output %t : !ml_program.token
}

// -----

ml_program.global private mutable @state : i8
ml_program.global private @fixed(7 : i8) : i8
ml_program.func @uses_of_globals(%v : i8) -> (i8, i8) {
  %0 = ml_program.global_load @state : i8
  %1 = ml_program.global_load_const @fixed : i8
  ml_program.global_store @state = %v : i8
  ml_program.return %0, %1 : i8, i8
}

// -----

// expected-error @below {{expected 'public', 'private', or 'nested'}}
ml_program.global foo @bad_visibility(4 : i32) : i32
