// vector: loads and stores, broadcasts, reductions, shape casts, transfers.

func.func @load_element(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf64>
  return
}

// -----

func.func @load_indices(%m: memref<8x8xf32>, %i: index) {
  // expected-error @below {{'vector.load' op requires 2 indices}}
  %0 = "vector.load"(%m, %i) : (memref<8x8xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @store_element(%m: memref<8xf32>, %v: vector<4xf64>, %i: index) {
  // expected-error @below {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<8xf32>, vector<4xf64>
  return
}

// -----

func.func @broadcast_rank(%v: vector<4x4xf32>) {
  // expected-error @below {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_dim(%v: vector<3xf32>) {
  // expected-error @below {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<4x4xf32>
  return
}

// -----

func.func @broadcast_element(%v: f32) {
  // expected-error @below {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = "vector.broadcast"(%v) : (f32) -> vector<4xf64>
  return
}

// -----

func.func @shape_cast_count(%v: vector<4x4xf32>) {
  // expected-error @below {{'vector.shape_cast' op has different number of elements at source (16) and result (8)}}
  %0 = vector.shape_cast %v : vector<4x4xf32> to vector<8xf32>
  return
}

// -----

func.func @shape_cast_element(%v: vector<4x4xf32>) {
  // expected-error @below {{'vector.shape_cast' op has different source and result element types}}
  %0 = "vector.shape_cast"(%v) : (vector<4x4xf32>) -> vector<16xf64>
  return
}

// -----

func.func @reduction_type(%v: vector<4xf32>) {
  // expected-error @below {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}

// -----

func.func @reduction_kind(%v: vector<4xf32>) {
  // expected-error @below {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @fma_types(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @below {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %b, %a) : (vector<4xf32>, vector<4xf64>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @extract_position(%v: vector<4xf32>) {
  // expected-error @below {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[5] : f32 from vector<4xf32>
  return
}

// -----

func.func @splat_type(%a: f32) {
  // expected-error @below {{unregistered operation 'vector.splat' found in dialect ('vector') that does not allow unknown operations}}
  %0 = "vector.splat"(%a) : (f32) -> vector<4xf64>
  return
}

// -----

func.func @print_punctuation(%v: vector<4xf32>) {
  vector.print %v : vector<4xf32>
  return
}

// -----

func.func @maskedload(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  // expected-error @below {{'vector.maskedload' op base and result element type should match}}
  %1 = "vector.maskedload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf64>
  return
}


// -----

func.func @maskedload_mask(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.maskedload' op expected result shape to match mask shape}}
  %1 = "vector.maskedload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<8xi1>, vector<4xf32>) -> vector<4xf32>
  return
}


// -----

func.func @maskedstore(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf64>) {
  // expected-error @below {{'vector.maskedstore' op base and valueToStore element type should match}}
  "vector.maskedstore"(%m, %i, %mask, %v) : (memref<8xf32>, index, vector<4xi1>, vector<4xf64>) -> ()
  return
}

// -----

func.func @read_map_results(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x8xf32>, index, index, f32) -> vector<4x4xf32>
  return
}


// -----

func.func @read_map_inputs(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8x8xf32>, index, index, f32) -> vector<4xf32>
  return
}


// -----

func.func @read_padding(%m: memref<8x8xf32>, %i: index, %p: f64) {
  // expected-error @below {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x8xf32>, index, index, f64) -> vector<4xf32>
  return
}


// -----

func.func @read_in_bounds(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x8xf32>, index, index, f32) -> vector<4xf32>
  return
}


// -----

func.func @read_permutation(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d1)>}> : (memref<8x8xf32>, index, index, f32) -> vector<4x4xf32>
  return
}


// -----

func.func @write_broadcast(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @below {{'vector.transfer_write' op should not have broadcast dimensions}}
  "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (0)>}> : (vector<4xf32>, memref<8x8xf32>, index, index) -> ()
  return
}


// -----

func.func @write_indices(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @below {{'vector.transfer_write' op requires 2 indices}}
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<8x8xf32>, index) -> ()
  return
}
