// complex: constants and bit casts.

func.func @constant_count() {
  // expected-error @below {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_kind() {
  // expected-error @below {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [1.0 : f32, "x"] : complex<f32>
  return
}

// -----

func.func @constant_types() {
  // expected-error @below {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f64] : complex<f32>
  return
}

// -----

func.func @bitcast_operand(%a: index) {
  // expected-error @below {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : index to complex<f32>
  return
}

// -----

func.func @bitcast_result(%a: complex<f32>) {
  // expected-error @below {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to index
  return
}

// -----

func.func @bitcast_no_complex(%a: i64) {
  // expected-error @below {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @bitcast_width(%a: complex<f32>) {
  // expected-error @below {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

// The same type is allowed; widths that match.
func.func @bitcast_ok(%a: complex<f32>, %b: i64, %c: index) {
  %0 = complex.bitcast %a : complex<f32> to i64
  %1 = complex.bitcast %b : i64 to complex<f32>
  %2 = complex.bitcast %c : index to index
  return
}
