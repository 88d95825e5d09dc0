// tensor: empty tensors, element accesses, slices, casts.

func.func @empty_dynamic_count(%n: index) {
  // expected-error @below {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%n) : tensor<4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4x4xf32>, index) -> f32
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %v: f32, %i: index) {
  // expected-error @below {{'tensor.insert' op incorrect number of indices}}
  %0 = "tensor.insert"(%v, %t, %i) : (f32, tensor<4x4xf32>, index) -> tensor<4x4xf32>
  return
}

// -----

func.func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f64
  return
}

// -----

func.func @extract_slice_type(%t: tensor<8x8xf32>) {
  // expected-error @below {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @insert_slice_type(%s: tensor<4x4xf32>, %t: tensor<8x8xf32>) {
  // expected-error @below {{expected type to be 'tensor<4x5xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 5] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return
}

// -----

func.func @dim_result(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @below {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
  return
}

