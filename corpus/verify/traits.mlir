// Native traits and interfaces: same types and shapes, element-wise ops,
// parents, terminators, single blocks, segment sizes, functions,
// destination-style ops, casts, branches.

func.func @same_operands_and_result_type(%a: i32, %b: i64) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @same_type_operands(%a: i32, %b: i64) {
  // expected-error @below {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @same_shape(%a: vector<4xi32>) {
  // expected-error @below {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = "arith.index_cast"(%a) : (vector<4xi32>) -> vector<8xindex>
  return
}

// -----

func.func @elementwise_scalar_result(%a: vector<4xf32>) {
  // expected-error @below {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%a) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @has_parent() {
  "scf.execute_region"() ({
    // expected-error @below {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parent_one_of() {
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
}

// -----

func.func @single_block(%c: i1) {
  // expected-error @below {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @implicit_terminator(%a: index) {
  // expected-error @below {{'scf.for' op expects regions to end with 'scf.yield', found 'foo.op'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "foo.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @expects_non_empty_block(%a: index) {
  // expected-error @below {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  "scf.forall.in_parallel"() ({
  }) : () -> ()
  return
}

// -----

func.func @no_region_arguments(%c: i1) {
  // expected-error @below {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

// expected-error @below {{'func.func' op entry block must have 0 arguments to match function signature}}
func.func @entry_block_arguments() {
^bb0(%x: i32):
  return
}

// -----

// expected-error @below {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_arg_type"}> ({
^bb0(%x: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "arg_attrs"}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @destination_style(%t: tensor<4xf32>, %f: f32) {
  // expected-error @below {{'linalg.fill' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %0 = "linalg.fill"(%f, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (f32, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @destination_style_count(%t: tensor<4xf32>, %f: f32) {
  // expected-error @below {{'linalg.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  "linalg.fill"(%f, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (f32, tensor<4xf32>) -> ()
  return
}

// -----

func.func @cast(%a: i32) {
  // expected-error @below {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @ext_narrower(%a: i32) {
  // expected-error @below {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i32) -> i16
  return
}

// -----

func.func @memref_cast(%m: memref<4xf32>) {
  // expected-error @below {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @tensor_cast(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @same_encoding(%a: tensor<4xf32, "x">, %b: tensor<4xf32>) {
  // expected-error @below {{'arith.addf' op requires the same encoding for all operands and results}}
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32, "x">, tensor<4xf32>) -> tensor<4xf32, "x">
  return
}
