// Literals whose type does not take them. mlir-opt reports a float literal
// with a type that is not a float where the next token starts (it emits
// the error once it has read the type); an integer literal at the literal.

func.func @f() {
  %0 = arith.constant 1.0 : i32
  // expected-error @+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = arith.constant -2.5 : index loc("here")
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{floating point value not valid for specified type}}
  "x.y"() {v = 1.0 : none} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = "arith.constant"() <{value = 1.0 : complex<f32>}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{integer literal not valid for specified type}}
  "x.y"() {v = 1 : none} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @+1 {{add a trailing dot to make the literal a float}}
  %0 = arith.constant 1 : f32
  return
}
