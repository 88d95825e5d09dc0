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

// -----

// vector: inserts, shuffles, transposes, strided slices, casts, masks,
// outer products, multi-reductions, scans, gathers and scatters,
// contractions.

func.func @f(%v: vector<4xf32>, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %v, %w[2] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %v, %w[0, 1] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @f(%s: f32, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %w[0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%s: f32, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %w[0, 1, 2] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%s: vector<f32>, %w: vector<2x4xf32>) {
  // expected-error @below {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %w[0, 1] : vector<f32> into vector<2x4xf32>
  return
}

// -----

func.func @f(%s: f32, %w: vector<2x4xf32>) {
  %0 = vector.insert %s, %w[0, -1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%s: f32, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %w[0, -2] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @f(%s: f32, %w: vector<2x4xf32>, %i: index) {
  %0 = "vector.insert"(%s, %w, %i) <{static_position = array<i64: 0, 1>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.shuffle %v, %v [0, 1] : vector<4xf32>, vector<4xf32>
  // expected-error @below {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %v, %v [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %1 = vector.shuffle %v, %v [0, -1] : vector<4xf32>, vector<4xf32>
  // expected-error @below {{'vector.shuffle' op mask index #2 out of range}}
  %2 = vector.shuffle %v, %v [0, -2] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.shuffle' op rank mismatch}}
  %1 = "vector.shuffle"(%v, %w) <{mask = array<i64: 0>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @f(%v: vector<4x3xf32>, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.shuffle' op dimension mismatch}}
  %1 = "vector.shuffle"(%v, %w) <{mask = array<i64: 0>}> : (vector<4x3xf32>, vector<2x4xf32>) -> vector<1x3xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.shuffle' op invalid mask length}}
  %1 = "vector.shuffle"(%v, %w) <{mask = array<i64>}> : (vector<4xf32>, vector<2xf32>) -> vector<1xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.shuffle' op mask length mismatch}}
  %1 = "vector.shuffle"(%v, %w) <{mask = array<i64: 1, 2>}> : (vector<4xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%v: vector<f32>, %w: vector<f32>) {
  // expected-error @below {{'vector.shuffle' op mask index #2 out of range}}
  %1 = "vector.shuffle"(%v, %w) <{mask = array<i64: 1, 2>}> : (vector<f32>, vector<f32>) -> vector<2xf32>
  return
}

// -----

func.func @f(%v: vector<2x3x4xf32>) {
  // expected-error @below {{'vector.transpose' op transposition length mismatch: 2}}
  %1 = vector.transpose %v, [0, 1] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x3x4xf32>) {
  // expected-error @below {{'vector.transpose' op transposition index out of range: 3}}
  %1 = vector.transpose %v, [0, 1, 3] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x3x4xf32>) {
  // expected-error @below {{'vector.transpose' op duplicate position index: 1}}
  %1 = vector.transpose %v, [0, 1, 1] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x3x4xf32>) {
  // expected-error @below {{'vector.transpose' op dimension size mismatch at: 2}}
  %1 = vector.transpose %v, [0, 2, 1] : vector<2x3x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x3x4xf32>) {
  // expected-error @below {{'vector.transpose' op vector result rank mismatch: 2}}
  %1 = vector.transpose %v, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x[3]x4xf32>) {
  %1 = vector.transpose %v, [0, 2, 1] : vector<2x[3]x4xf32> to vector<2x4x3xf32>
  return
}

// -----

func.func @f(%v: vector<2x3x4xf32>) {
  // expected-error @below {{'vector.transpose' op transposition index out of range: -1}}
  %1 = vector.transpose %v, [0, 2, -1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  return
}

// -----

func.func @f(%s: f32, %w: vector<2x4xf32>, %i: index) {
  %0 = "vector.insert"(%s, %w, %i) <{static_position = array<i64: 0, 1>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
  return
}

// -----

func.func @f(%s: vector<2x4xf32>, %i: index) {
  // expected-error @below {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%s, %i) <{static_position = array<i64: 0, 1>}> : (vector<2x4xf32>, index) -> f32
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = "vector.extract_strided_slice"(%v) {offsets = [0], sizes = [2, 2], strides = [1]} : (vector<4x8xf32>) -> vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0, 0], sizes = [2, 2, 2], strides = [1, 1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [-1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x[8]xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 4], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[4]xf32>
  return
}

// -----

func.func @f(%v: vector<4x[8]xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  return
}

// -----

func.func @f(%v: vector<4x[8]xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected result type to be 'vector<2x[8]xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4x[8]xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0], strides = [1, 1]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = "vector.insert_strided_slice"(%v, %w) {offsets = [0, 0], strides = [1, 1, 1]} : (vector<2x2x4xf32>, vector<3x8xf32>) -> vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 3)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [3, 0], strides = [1, 1]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1, 2]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 4)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [2, 0], strides = [1, 1]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  %0 = vector.insert_strided_slice %v, %w {offsets = [1, 4], strides = [1, 1]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x[4]xf32>, %w: vector<3x[8]xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 1], strides = [1, 1]} : vector<2x[4]xf32> into vector<3x[8]xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x[8]xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=1)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<3x[8]xf32>
  return
}

// -----

func.func @f(%v: vector<2x[8]xf32>, %w: vector<3x[8]xf32>) {
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1, 1]} : vector<2x[8]xf32> into vector<3x[8]xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>, %w: vector<3x8xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 3)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [-1, 0], strides = [1, 1]} : vector<2x4xf32> into vector<3x8xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<3x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x4xf64>
  return
}

// -----

func.func @f(%v: vector<f32>) {
  // expected-error @below {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<f64>
  return
}

// -----

func.func @f(%v: vector<2x4xi1>) {
  // expected-error @below {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<2x4xi1> to vector<2x1xi8>
  return
}

// -----

func.func @f(%v: vector<2x4xindex>) {
  %0 = vector.bitcast %v : vector<2x4xindex> to vector<2x4xi64>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x8xf16>
  return
}

// -----

func.func @f(%v: vector<2x[4]xf32>) {
  %0 = vector.bitcast %v : vector<2x[4]xf32> to vector<2x[8]xf16>
  return
}

// -----

func.func @f(%v: vector<2x[4]xf32>) {
  %0 = vector.bitcast %v : vector<2x[4]xf32> to vector<2x8xf16>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error @below {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x8xf32, strided<[16, 1]>> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[8, 1]>>) {
  %0 = vector.type_cast %m : memref<4x8xf32, strided<[8, 1]>> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>, strided<[], offset: 3>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>, 1>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x8xf64>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf64>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<8x4xf32>>
  return
}

// -----

func.func @f(%m: memref<4xvector<8xf32>>) {
  %0 = vector.type_cast %m : memref<4xvector<8xf32>> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>) {
  %0 = vector.type_cast %m : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f() {
  %0 = vector.constant_mask [1] : vector<i1>
  // expected-error @below {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %1 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{array attr must have length 1 for 0-D vectors}}
  %1 = vector.constant_mask [0, 1] : vector<i1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %1 = vector.constant_mask [2] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %1 = vector.constant_mask [2, 5] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %1 = vector.constant_mask [2, -1] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %1 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %1 = vector.constant_mask [2, 2] : vector<4x[4]xi1>
  %2 = vector.constant_mask [2, 4] : vector<4x[4]xi1>
  %3 = vector.constant_mask [0, 0] : vector<4x[4]xi1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %2 = vector.constant_mask [2, 4] : vector<[4]x4xi1>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @below {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %2 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @below {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %2 = vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %1 = vector.constant_mask [0, 2] : vector<4x[4]xi1>
  return
}

// -----

func.func @f(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4x2xf32>, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8x2xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8x2xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<5x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x9xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<8xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<[8]xf32>) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<[8]xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: f32) {
  // expected-error @below {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<5xf32>
  return
}

// -----

func.func @f(%a: vector<[4]xf32>, %b: f32) {
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf16>) {
  // expected-error @below {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf16>) -> vector<4x8xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<and>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>, %acc: vector<4x16xf32>) {
  %0 = vector.multi_reduction <add>, %a, %acc [1] : vector<4x8x16xf32> to vector<4x16xf32>
  // expected-error @below {{'vector.multi_reduction' op destination type 'vector<4x16xf32>' is incompatible with source type 'vector<4x8x16xf32>'}}
  %1 = vector.multi_reduction <add>, %a, %acc [2] : vector<4x8x16xf32> to vector<4x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %acc: f32) {
  %0 = vector.multi_reduction <add>, %a, %acc [0, 1] : vector<4x8xf32> to f32
  %1 = vector.multi_reduction <and>, %a, %acc [0, 1] : vector<4x8xf32> to f32
  return
}

// -----

func.func @f(%a: vector<4x[8]xf32>, %acc: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %a, %acc [1] : vector<4x[8]xf32> to vector<4xf32>
  // expected-error @below {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4x[8]xf32>'}}
  %1 = vector.multi_reduction <add>, %a, %acc [0] : vector<4x[8]xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %acc: vector<4xf32>) {
  // expected-error @below {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %1 = vector.multi_reduction <add>, %a, %acc [3] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xi32>, %acc: vector<4xi32>) {
  %1 = vector.multi_reduction <maximumf>, %a, %acc [1] : vector<4x8xi32> to vector<4xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf64>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.gather' op requires 2 indices}}
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<8xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?xf32>, vector<8xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<8xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?xf32>, vector<16xi32>, vector<8xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<8xf32>) {
  // expected-error @below {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<8xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: tensor<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  %0 = vector.gather %m[%i][%iv], %mk, %p : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<[16]xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  %0 = vector.gather %m[%i][%iv], %mk, %p : memref<?xf32>, vector<[16]xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  %0 = "vector.gather"(%m, %i, %iv, %mk, %p) : (memref<?xf32>, index, vector<16xi32>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf64>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i][%iv], %mk, %v : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.scatter' op requires 2 indices}}
  vector.scatter %m[%i][%iv], %mk, %v : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<8xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i][%iv], %mk, %v : memref<?xf32>, vector<8xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<8xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%iv], %mk, %v : memref<?xf32>, vector<16xi32>, vector<8xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: tensor<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  vector.scatter %m[%i][%iv], %mk, %v : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: tensor<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  %0 = vector.scatter %m[%i][%iv], %mk, %v : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  %0 = vector.scatter %m[%i][%iv], %mk, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<?xf32>
  return
}

// -----

func.func @f(%m: tensor<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  %0 = vector.scatter %m[%i][%iv], %mk, %v : tensor<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> -> tensor<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf64>, %i: index, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %mk, %p : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.expandload' op requires 2 indices}}
  %0 = vector.expandload %m[%i], %mk, %p : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<8xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mk, %p : memref<?xf32>, vector<8xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<16xi1>, %p: vector<8xf32>) {
  // expected-error @below {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %m[%i], %mk, %p : memref<?xf32>, vector<16xi1>, vector<8xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf64>, %i: index, %mk: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mk, %v : memref<?xf64>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %mk: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.compressstore' op requires 2 indices}}
  vector.compressstore %m[%i], %mk, %v : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<8xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mk, %v : memref<?xf32>, vector<8xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4x4xi1>, %v: vector<4x4xf32>) {
  vector.compressstore %m[%i], %mk, %v : memref<?xf32>, vector<4x4xi1>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4x4xi1>, %v: vector<4x8xf32>) {
  vector.compressstore %m[%i], %mk, %v : memref<?xf32>, vector<4x4xi1>, vector<4x8xf32>
  return
}

// -----

func.func @f(%m: tensor<*xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.gather' op requires base to be a memref or ranked tensor type}}
  %0 = vector.gather %m[%i][%iv], %mk, %p : tensor<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @f(%m: tensor<*xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @below {{'vector.scatter' op requires base to be a memref or ranked tensor type}}
  vector.scatter %m[%i][%iv], %mk, %v : tensor<*xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<4x4xi32>, %mk: vector<4x4xi1>, %v: vector<4x4xf32>) {
  vector.scatter %m[%i][%iv], %mk, %v : memref<?xf32>, vector<4x4xi32>, vector<4x4xi1>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %iv: vector<4x4xi32>, %mk: vector<4x4xi1>, %v: vector<4x8xf32>) {
  // expected-error @below {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i][%iv], %mk, %v : memref<?xf32>, vector<4x4xi32>, vector<4x4xi1>, vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mk: vector<4x4xi1>, %v: vector<4x8xf32>) {
  %0 = vector.expandload %m[%i], %mk, %v : memref<?xf32>, vector<4x4xi1>, vector<4x8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<8xf32>) {
  // expected-error @below {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<2x8xf32>) {
  // expected-error @below {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<2x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @below {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<8xf32>) {
  // expected-error @below {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %v, %i {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<8xf32>) {
  // expected-error @below {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = -1 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %i: vector<f32>) {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32>, vector<f32>
  return
}

// -----

func.func @f(%v: vector<4x[8]xf32>, %i: vector<8xf32>) {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 0 : i64} : vector<4x[8]xf32>, vector<8xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [#mk, #kn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k)[s] -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to have no symbols}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j) -> (i, j)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k + j)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<7x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<7x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(b, i, k) -> (b, i, k)>
#kn = affine_map<(b, i, k) -> (b, k)>
#mn = affine_map<(b, i, k) -> (b, i)>
func.func @f(%a: vector<2x4x8xf32>, %b: vector<3x8xf32>, %c: vector<2x4xf32>) {
  // expected-error @below {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4x8xf32>, vector<3x8xf32> into vector<2x4xf32>
  return
}

// -----

#mk = affine_map<(k) -> (k)>
#kn = affine_map<(k) -> (k)>
#mn = affine_map<(k) -> ()>
func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<f32>) {
  // expected-error @below {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into vector<f32>
  return
}

// -----

#mk = affine_map<(k) -> (k)>
#kn = affine_map<(k) -> (k)>
#mn = affine_map<(k) -> ()>
func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %c: f32) {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into f32
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: f32) {
  // expected-error @below {{'vector.contract' op expected indexing map 2 to have 0 number of outputs}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into f32
  return
}

// -----

#mk = affine_map<(i, j, k, l) -> (i, k)>
#kn = affine_map<(i, j, k, l) -> (k, j)>
#mn = affine_map<(i, j, k, l) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x8xf32>) {
  // expected-error @below {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x16xf32>'}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x8xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<and>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (j, i)>
func.func @f(%a: vector<4x[8]xf32>, %b: vector<[8]x16xf32>, %c: vector<16x4xf32>) {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x[8]xf32>, vector<[8]x16xf32> into vector<16x4xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<[4]x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<[4]x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%v: vector<4x[8]xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected result type to be 'vector<2x[4]xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 4], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<[4]xf32>, %w: vector<3x[8]xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1]} : vector<[4]xf32> into vector<3x[8]xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<3x[8]xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1]} : vector<4xf32> into vector<3x[8]xf32>
  return
}

// -----

// vector.mask: the masked op, its results, its mask type and passthru.
// A body that is not one masked op (and the vector.yield implied) is
// written generically: the custom form prints only the masked op.

func.func @f(%m: vector<8xi1>) {
  vector.mask %m { } : vector<8xi1>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m { %1 = vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f64
  return
}

// -----

func.func @f(%m: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>, %p: f32) {
  // expected-error @below {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { %1 = vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>, %p: vector<8xf32>, %t: memref<?xf32>, %i: index, %pad: f32) {
  %0 = vector.mask %m, %p { %1 = vector.transfer_read %t[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>, %p: vector<8xf32>, %t: memref<?xf32>, %i: index, %pad: f32) {
  // expected-error @below {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %m, %p { vector.transfer_write %v, %t[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<8xf32> into f32
     vector.yield %1 : f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  %0 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  vector.mask %m { vector.yield } : vector<8xi1>
  return
}

// -----

func.func @f(%m: vector<4x8xi1>, %a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return
}

// -----

func.func @f(%m: vector<8x4xi1>, %a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) {
  // expected-error @below {{'vector.mask' op expects a 'vector<4x8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
  return
}

// -----

func.func @f(%m: vector<4x8xi1>, %a: vector<4x8xf32>, %acc: vector<4xf32>) {
  %0 = vector.mask %m { vector.multi_reduction <add>, %a, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%m: vector<4x16x8xi1>, %a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.mask %m { vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x16x8xi1> -> vector<4x16xf32>
  return
}

// -----

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @f(%m: vector<4x8x16xi1>, %a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @below {{'vector.mask' op expects a 'vector<4x16x8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x8x16xi1> -> vector<4x16xf32>
  return
}

// -----

func.func @f(%m: vector<4x8xi1>, %t: memref<?x?xf32>, %i: index, %pad: f32) {
  %0 = vector.mask %m { vector.transfer_read %t[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  return
}

// -----

func.func @f(%m: vector<8x4xi1>, %t: memref<?x?xf32>, %i: index, %pad: f32) {
  // expected-error @below {{'vector.mask' op expects a 'vector<4x8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.transfer_read %t[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<8x4xi1> -> vector<8x4xf32>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %t: memref<?x?xf32>, %i: index, %pad: f32) {
  %0 = vector.mask %m { vector.transfer_read %t[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<8xi1> -> vector<4x8xf32>
  return
}

// -----

func.func @f(%m: vector<1xi1>, %t: memref<f32>, %pad: f32) {
  %0 = vector.mask %m { vector.transfer_read %t[], %pad : memref<f32>, vector<f32> } : vector<1xi1> -> vector<f32>
  return
}

// -----

func.func @f(%m: vector<16xi1>, %t: memref<?xf32>, %i: index, %iv: vector<16xi32>, %mk: vector<16xi1>, %p: vector<16xf32>) {
  // expected-error @below {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.gather %t[%i][%iv], %mk, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return
}

// -----

func.func @f(%m: vector<[8]xi1>, %v: vector<[8]xf32>) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<[8]xf32> into f32 } : vector<[8]xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<[8]xf32>) {
  // expected-error @below {{'vector.mask' op expects a 'vector<[8]xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<[8]xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>, %t: memref<?xf32>, %i: index) {
  vector.mask %m { vector.transfer_write %v, %t[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects only one operation to mask}}
  %r = "vector.mask"(%m) ({
    %0 = arith.addf %v, %v : vector<8xf32>
    %1 = arith.addf %v, %v : vector<8xf32>
    vector.yield %1 : vector<8xf32>
  }) : (vector<8xi1>) -> vector<8xf32>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<8xf32> into f32
    vector.yield %v : vector<8xf32>
  }) : (vector<8xi1>) -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<8xf32> into f32
    vector.yield %1, %1 : f32, f32
  }) : (vector<8xi1>) -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = "vector.mask"(%m) ({
    %1 = "test.foo"() : () -> (f32)
    vector.yield %1 : f32
  }) : (vector<8xi1>) -> f32
  return
}

// -----

func.func @f(%m: vector<8xi1>) {
  // expected-error @below {{'vector.mask' op region #0 ('maskRegion') failed to verify constraint: region with 1 blocks}}
  "vector.mask"(%m) ({
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = 1 : i32} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires attribute 'permutation_map'}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = 1 : i32} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error @below {{does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xvector<4xf32>>, vector<1x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @below {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @below {{expected at least 2 operands}}
  %0 = vector.outerproduct %a : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @below {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0, 0>}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4xi1>) {
  // expected-error @below {{expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: vector<8xf32>, %k: vector<4xi1>) {
  // expected-error @below {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  // expected-error @below {{expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %b : f32, f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32, %k: vector<4xi1>) {
  // expected-error @below {{expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c, %k : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>, %p: f32) {
  // expected-error @below {{expects a result if passthru operand is provided}}
  vector.mask %m, %p { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1>
  return
}

// -----

func.func @f(%m: vector<8xi1>) {
  // expected-error @below {{'vector.mask' op expects a terminator within the mask region}}
  "vector.mask"(%m) ({
    "test.foo"() : () -> ()
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%v: vector<[4]x4xf32>) {
  // expected-error @below {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<[4]x4xf32> to vector<16xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op masked attribute has been removed. Use in_bounds instead.}}
  %0 = vector.transfer_read %m[%i], %p {masked = [false]} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32, strided<[2]>>, %i: index) {
  // expected-error @below {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i] : memref<8xf32, strided<[2]>>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: f32, %i: index, %p: f32) {
  // expected-error @below {{requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : f32, vector<4xf32>
  return
}

// -----

func.func @f(%m: f32, %i: index, %v: vector<4xf32>) {
  // expected-error @below {{requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)[s0] -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf64>) {
  // expected-error @below {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xvector<4xf32>>, index, vector<4xf64>) -> vector<1x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @below {{requires two types}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @below {{requires vector type}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, f32
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: f32) {
  // expected-error @below {{requires vector type}}
  vector.transfer_write %v, %m[%i] : f32, memref<?xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @below {{unexpected iterator_type (foo)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["foo"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @below {{expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // expected-error @below {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4x4xf32>) -> f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error @below {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0>}> : (vector<4xf32>) -> vector<f32>
  return
}

// -----

func.func @f(%m: vector<8xi1>, %v: vector<8xf32>) {
  // expected-error @below {{'vector.mask' op expects number of results to match maskable operation number of results}}
  "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<8xf32> into f32
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<4xi1>, %q: vector<4xf64>) {
  // expected-error @below {{'vector.mask' op expects passthru type to match result type}}
  %0 = "vector.mask"(%k, %q) ({
    %1 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
    vector.yield %1 : vector<4xf32>
  }) : (vector<4xi1>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %p: i32) {
  // expected-error @below {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xi32>, index, i32) -> vector<3xi8>
  return
}

// -----

func.func @f(%t: tensor<f32>) {
  // expected-error @below {{'vector.broadcast' op source type is not a vector}}
  %0 = "vector.broadcast"(%t) : (tensor<f32>) -> vector<4xf32>
  return
}

// -----

func.func @mask_other_terminator(%m: vector<4xi1>, %t: memref<4xf32>, %c: index, %f: f32) {
  // expected-error @below {{'vector.mask' op expects a terminator within the mask region}}
  %0 = vector.mask %m { vector.transfer_read %t[%c], %f : memref<4xf32>, vector<4xf32>
    func.return } : vector<4xi1> -> vector<4xf32>
  "test.use"(%0) : (vector<4xf32>) -> ()
  return
}

// -----

func.func @transfer_read_unranked(%t: tensor<*xf32>, %f: f32) {
  // expected-error @below {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %0 = "vector.transfer_read"(%t, %f) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<() -> ()>}> : (tensor<*xf32>, f32) -> vector<f32>
  "test.use"(%0) : (vector<f32>) -> ()
  return
}

// -----

// Transfers on a memref of vectors.
func.func @transfer_vectors_width(%m: memref<4xvector<2xf32>>, %c: index, %p: vector<2xf32>) {
  // expected-error @below {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%c], %p : memref<4xvector<2xf32>>, vector<3xf32>
  "test.use"(%0) : (vector<3xf32>) -> ()
  return
}

// -----

func.func @transfer_vectors_ranks(%m: memref<4xvector<2x2xf32>>, %c: index, %p: vector<2x2xf32>) {
  // expected-error @below {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%c], %p {permutation_map = affine_map<(d0) -> ()>} : memref<4xvector<2x2xf32>>, vector<2xf32>
  "test.use"(%0) : (vector<2xf32>) -> ()
  return
}

// -----

func.func @transfer_vectors_map(%m: memref<4xvector<2xf32>>, %c: index, %p: vector<2xf32>) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%c], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<4xvector<2xf32>>, vector<4xf32>
  "test.use"(%0) : (vector<4xf32>) -> ()
  return
}

// -----

func.func @transfer_write_vectors_width(%m: memref<4xvector<2xf32>>, %c: index, %v: vector<3xf32>) {
  // expected-error @below {{'vector.transfer_write' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  vector.transfer_write %v, %m[%c] : vector<3xf32>, memref<4xvector<2xf32>>
  return
}

// -----

func.func @transfer_vectors_ok(%m: memref<4xvector<2xf32>>, %c: index, %p: vector<2xf32>, %v: vector<2xf32>) {
  %0 = vector.transfer_read %m[%c], %p : memref<4xvector<2xf32>>, vector<2x2xf32>
  %1 = vector.transfer_read %m[%c], %p : memref<4xvector<2xf32>>, vector<4xf32>
  vector.transfer_write %v, %m[%c] : vector<2xf32>, memref<4xvector<2xf32>>
  "test.use"(%0, %1) : (vector<2x2xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @vector_from_elements_none() {
  // expected-error @below {{got 0 operands and 2 types}}
  %0 = vector.from_elements : vector<2xf32>
  return
}
