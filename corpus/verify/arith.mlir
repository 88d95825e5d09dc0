// arith: type rules of its ops.

func.func @signed_constant() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() <{value = 1 : si32}> : () -> si32
  return
}

// -----

func.func @constant_kind() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "text"}> : () -> i32
  return
}

// -----

func.func @select_condition(%c: i32, %a: f32) {
  // expected-error @below {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @select_shape(%c: vector<4xi1>, %a: vector<8xf32>) {
  // expected-error @below {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func.func @cmpf_operand(%a: i32) {
  // expected-error @below {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @truncf_wider(%a: f32) {
  // expected-error @below {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @sitofp_int(%a: i32) {
  // expected-error @below {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @below {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @mixed_shapes(%a: vector<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'arith.addf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @index_cast_to_float(%a: index) {
  // expected-error @below {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (index) -> f32
  return
}

// -----

func.func @addui_extended(%a: i32) {
  // expected-error @below {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @extf_vector(%a: vector<4xf16>) {
  // expected-error @below {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %a : vector<4xf16> to vector<8xf32>
  return
}

// -----

// The rule of arith's casts: two ranked tensors must have the same encoding.
func.func @extf_encoding(%a: tensor<4xf32, "a">) {
  // expected-error @below {{'arith.extf' op operand type 'tensor<4xf32, "a">' and result type 'tensor<4xf64, "b">' are cast incompatible}}
  %0 = arith.extf %a : tensor<4xf32, "a"> to tensor<4xf64, "b">
  return
}

// -----

// The same encoding on both sides is a valid cast.
func.func @extf_same_encoding(%a: tensor<4xf32, "a">) {
  %0 = arith.extf %a : tensor<4xf32, "a"> to tensor<4xf64, "a">
  return
}

// -----

// The scaling casts are judged on their value operand; the message names
// every operand type.
func.func @scaling_truncf_wider(%a: f32, %s: f32) {
  // expected-error @below {{'arith.scaling_truncf' op operand types 'f32', 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f32, f32 to f64
  return
}

// -----

func.func @scaling_extf_narrower(%a: f32, %s: f32) {
  // expected-error @below {{'arith.scaling_extf' op operand types 'f32', 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f32, f32 to f16
  return
}

// -----

// A scale narrower than the value is fine: only the value's width counts.
func.func @scaling_extf_ok(%a: f8E5M2, %s: f8E8M0FNU) {
  %0 = arith.scaling_extf %a, %s : f8E5M2, f8E8M0FNU to f32
  return
}

// -----

func.func @scalable_vector_constant() -> vector<[2]xi32> {
  // expected-error @below {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return %0 : vector<[2]xi32>
}

// -----

// A typed attribute of another dialect has the result's type: the kind check.
func.func @constant_of_a_bit_vector() -> !smt.bv<32> {
  // expected-error @below {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() <{value = #smt.bv<5> : !smt.bv<32>}> : () -> !smt.bv<32>
  return %0 : !smt.bv<32>
}

// -----

// An integer enum attribute (I64EnumAttr) given as a plain integer: its
// value must be one of the cases.
func.func @cmpi_predicate_out_of_range(%x : i16) -> i1 {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%x, %x) {predicate = 10 : i64} : (i16, i16) -> i1
  return %0 : i1
}

// -----

func.func @cmpf_predicate_of_other_width(%x : f16) -> i1 {
  // expected-error @below {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 3 : i32} : (f16, f16) -> i1
  return %0 : i1
}

// -----

// The op's own error comes before its block's missing terminator.
func.func @cmpi_predicate_in_unterminated_block(%x : index) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases}}
  %0 = "arith.cmpi"(%x, %x) {predicate = -1 : i64} : (index, index) -> i1
}

// -----

func.func @cmp_predicates_in_range(%x : i8, %y : bf16) -> (i1, i1) {
  %0 = "arith.cmpi"(%x, %x) <{predicate = 9 : i64}> : (i8, i8) -> i1
  %1 = "arith.cmpf"(%y, %y) <{predicate = 15 : i64}> : (bf16, bf16) -> i1
  return %0, %1 : i1, i1
}

// -----

// The custom form checks the operand whose type gives the result's (by
// getI1SameShape) against its own constraint before it resolves types.
func.func @cmpi_custom_form_of_floats(%x : vector<2xf64>) {
  // expected-error @below {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'vector<2xf64>'}}
  %0 = arith.cmpi ult, %x, %x : vector<2xf64>
  return
}
