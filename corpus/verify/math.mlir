// math: float and integer type rules.

func.func @float_only(%a: i32) {
  // expected-error @below {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%a) <{fastmath = #arith.fastmath<none>}> : (i32) -> i32
  return
}

// -----

func.func @same_type(%a: f32) {
  // expected-error @below {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f64
  return
}

// -----

func.func @fpowi_exponent(%a: f32, %b: f32) {
  // expected-error @below {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %b: vector<8xi32>) {
  // expected-error @below {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<8xi32>) -> vector<4xf32>
  return
}

// -----

func.func @ctlz_float(%a: f32) {
  // expected-error @below {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%a) : (f32) -> f32
  return
}

// -----

func.func @sincos_results(%a: f32) {
  // expected-error @below {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f64)
  return
}
