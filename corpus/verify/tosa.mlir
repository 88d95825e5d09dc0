// tosa: constants, reshapes, transposes.

func.func @const_element() {
  // expected-error @below {{'tosa.const' op expected same attr/result element types}}
  %0 = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf16>
  return
}

// -----

func.func @reshape_inconsistent(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op new shape is inconsistent with result shape}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<2x8xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op new shape does not match result rank}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<16xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op cannot reshape 16 elements into 20}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x5xf32>
  return
}

// -----

func.func @reshape_element_type(%t: tensor<16xf32>) {
  %s = tosa.const_shape {values = dense<[4, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @below {{'tosa.reshape' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.reshape %t, %s : (tensor<16xf32>, !tosa.shape<2>) -> tensor<4x4xf16>
  return
}

// -----

func.func @transpose_elements(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tosa.transpose' op expected input1 and output to have same numbers of elements, got 32 and 40}}
  %0 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x5xf32>
  return
}

// -----

func.func @transpose_dims(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tosa.transpose' op expected output tensor dim 0 to match input dim 1 with value of 8}}
  %0 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @transpose_perms(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %t {perms = array<i32: 0, 0>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @below {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<8xf32>) -> tensor<4xf32>
  return
}


// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'tosa.add' op result type '8' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}


// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf16>
  return
}
