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


// -----

func.func @expand_shape_rank(%t: tensor<16xf32>) {
  // expected-error @below {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4x1xf32>
  return
}

// -----

func.func @collapse_shape_size(%t: tensor<4x4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @collapse_shape_element(%t: tensor<4x4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xf64>'}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<4x4xf32>) -> tensor<16xf64>
  return
}

// -----

func.func @collapse_shape_dynamic(%t: tensor<4x?xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<16xf32>
  return
}

// -----

func.func @collapse_shape_maps(%t: tensor<4x4x4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<4x4x4xf32> into tensor<16x4xf32>
  return
}

// -----

func.func @concat_none() {
  // expected-error @below {{'tensor.concat' op requires at least one input}}
  %0 = "tensor.concat"() <{dim = 0 : i64}> : () -> tensor<4xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @below {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_element(%a: tensor<4xf32>, %b: tensor<4xf16>) {
  // expected-error @below {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xf16>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_other_dim(%a: tensor<4x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @below {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<8x3xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'tensor.concat' op result type 'tensor<9xf32>'does not match inferred shape 'tensor<8xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<9xf32>
  return
}

// -----

// Dynamic sizes match anything.
func.func @concat_ok(%a: tensor<?x3xf32>, %b: tensor<4x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<4x?xf32>) -> tensor<9x3xf32>
  return
}

// -----

func.func @gather_empty(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @gather_overflow(%s: tensor<4xf32>, %i: tensor<2x2xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4xf32>, tensor<2x2xindex>) -> tensor<2x1xf32>
  return
}

// -----

func.func @gather_indices(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x5xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}

// -----

func.func @gather_rank(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([2]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return
}

// -----

func.func @gather_increasing(%s: tensor<4x5xf32>, %i: tensor<2x2xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5xf32>, tensor<2x2xindex>) -> tensor<2x1x1xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x4xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  return
}

// -----

func.func @gather_ok(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  %1 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x5xf32>
  return
}

// -----

func.func @scatter_unique(%s: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}

// -----

func.func @scatter_dims(%s: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([3]) unique : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}

// -----

func.func @scatter_source(%s: tensor<2x4xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) {
  // expected-error @below {{'tensor.scatter' op source type mismatch: expected 'tensor<2x1x5xf32>' or its rank-reduced variant 'tensor<2x5xf32>' (got: 'tensor<2x4xf32>')}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x4xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}

// -----

func.func @generate_extents(%n: index) {
  // expected-error @below {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?x?xf32>
  return
}

// -----

func.func @generate_arg_type(%n: index) {
  // expected-error @below {{all body arguments must be index}}
  %0 = tensor.generate %n {
  ^bb0(%i: i32):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @generate_arg_count(%n: index) {
  // expected-error @below {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @generate_yield(%n: index) {
  // expected-error @below {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0 : i32
    tensor.yield %c : i32
  } : tensor<?xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4xf32>, %c: f32) {
  // expected-error @below {{specified type 'tensor<7xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_args(%t: tensor<4xf32>, %c: f32) {
  // expected-error @below {{expected the block to have 1 arguments}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @pad_arg_type(%t: tensor<4xf32>, %c: f32) {
  // expected-error @below {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: i32):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @pad_yield(%t: tensor<4xf32>, %c: f16) {
  // expected-error @below {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %c : f16
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

// A dynamic padding makes the size dynamic: any result size matches.
func.func @pad_ok(%t: tensor<4xf32>, %c: f32, %n: index) {
  %0 = tensor.pad %t low[%n] high[1] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<4xf32> to tensor<9xf32>
  return
}

// -----

func.func @reshape_element(%t: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error @below {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf16>
  return
}

// -----

func.func @reshape_elements(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  // expected-error @below {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @reshape_dynamic_shape(%t: tensor<4xf32>, %s: tensor<?xindex>) {
  // expected-error @below {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xindex>) -> tensor<2x2xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<4xf32>, %s: tensor<3xindex>) {
  // expected-error @below {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<3xindex>) -> tensor<2x2xf32>
  return
}

// -----

func.func @reshape_ok(%t: tensor<4xf32>, %s: tensor<?xindex>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xindex>) -> tensor<*xf32>
  return
}

// -----

func.func @splat_sizes(%v: f32, %n: index) {
  // expected-error @below {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.splat %v[%n] : tensor<?x?xf32>
  return
}

// -----

func.func @parallel_insert_slice_type(%t: tensor<2xf32>, %d: tensor<8xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %d) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @below {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %t into %o[0] [3] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

// -----

// tensor: the slice ops keep their offsets, sizes and strides inside the
// tensor (verifyInBoundsSlice).

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @below {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @below {{slice along dimension 1 runs out-of-bounds: 16 >= 16}}
  %0 = tensor.extract_slice %t[0, 10] [1, 4] [1, 2] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @below {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0] [0, 4] [1, 1] : tensor<8x16xf32> to tensor<0x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>) {
  // expected-error @below {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[9, 0] [0, 4] [1, 1] : tensor<8x16xf32> to tensor<0x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %i: index) {
  %0 = tensor.extract_slice %t[%i, 14] [1, %i] [1, 1] : tensor<8x16xf32> to tensor<1x?xf32>
  %1 = tensor.extract_slice %t[%i, 14] [1, 4] [1, %i] : tensor<8x16xf32> to tensor<1x4xf32>
  %2 = tensor.extract_slice %t[%i, 14] [1, 2] [1, 1] : tensor<8x16xf32> to tensor<1x2xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @below {{slice along dimension 1 runs out-of-bounds: 16 >= 16}}
  %0 = tensor.extract_slice %t[%i, 14] [1, 3] [1, 1] : tensor<8x16xf32> to tensor<1x3xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %i: index) {
  // expected-error @below {{offset 1 is out-of-bounds: 20 >= 16}}
  %0 = tensor.extract_slice %t[%i, 20] [1, %i] [1, 1] : tensor<8x16xf32> to tensor<1x?xf32>
  return
}

// -----

func.func @f(%t: tensor<8x?xf32>, %i: index) {
  %0 = tensor.extract_slice %t[0, 100] [1, 4] [1, 1] : tensor<8x?xf32> to tensor<1x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  // expected-error @below {{slice along dimension 1 runs out-of-bounds: 17 >= 16}}
  %0 = tensor.insert_slice %s into %t[0, 14] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  // expected-error @below {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.insert_slice %s into %t[8, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8x16xf32> {
    scf.forall.in_parallel {
      // expected-error @below {{slice along dimension 1 runs out-of-bounds: 17 >= 16}}
      tensor.parallel_insert_slice %s into %o[0, 14] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
    }
  }
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  %0 = tensor.extract_slice %t[0, 14] [1, 4] [1, -1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  %0 = tensor.extract_slice %t[0, 3] [1, 4] [1, -1] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  %0 = tensor.extract_slice %t[0, 3] [1, 4] [1, 0] : tensor<8x16xf32> to tensor<1x4xf32>
  return
}

// -----

// tensor.parallel_insert_slice's parent implements InParallelOpInterface
// (the message goes on with the parent op, printed generically).

func.func @parallel_insert_slice_parent(%t: tensor<8x16xf32>, %s: tensor<1x4xf32>) {
  "test.op"() ({
    // expected-error @below {{expected InParallelOpInterface parent, got:}}
    tensor.parallel_insert_slice %s into %t[0, 2] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x16xf32>
  }) : () -> ()
  return
}

// -----

func.func @extract_slice_negative_size(%t: tensor<8xf32>) {
  // expected-error @below {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0] [-2] [1] : tensor<8xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_offset_rank(%t: tensor<8xf32>) {
  // expected-error @below {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 1] [2] [1] : tensor<8xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_offset_count(%t: tensor<8x8xf32>) {
  // expected-error @below {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [2] [1] : tensor<8x8xf32> to tensor<2xf32>
  return
}

// -----

func.func @insert_slice_negative_offset(%d: tensor<8xf32>, %s: tensor<2xf32>) {
  // expected-error @below {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.insert_slice %s into %d[-1] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return
}

// -----

func.func @parallel_insert_slice_negative_offset(%d: tensor<8xf32>, %s: tensor<2xf32>) {
  scf.forall (%x) in (1) shared_outs(%o = %d) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error @below {{expected offsets to be non-negative, but got -1}}
      tensor.parallel_insert_slice %s into %o[-1] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

// -----

func.func @extract_slice_rank(%t: tensor<8x8xf32>) {
  // expected-error @below {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4x1xf32>
  return
}

// -----

func.func @extract_slice_element_type(%t: tensor<8x8xf32>) {
  // expected-error @below {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf16>
  return
}

// -----

func.func @expand_shape_lower_rank(%t: tensor<2x3x4xf32>) {
  // expected-error @below {{expected the expanded type, 'tensor<6x4xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3x4xf32>'.}}
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 6, 4>}> : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  return
}

// -----

func.func @collapse_shape_map_count(%t: tensor<2x3x4xf32>) {
  // expected-error @below {{expected collapsed rank (2) to equal the number of reassociation maps (3).}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0], [1], [2]]}> : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  return
}

// -----

func.func @tensor_from_elements_none() {
  // expected-error @below {{got 0 operands and 2 types}}
  %0 = tensor.from_elements : tensor<2xf32>
  return
}

// -----

func.func @from_elements_empty_valid() {
  %1 = tensor.from_elements : tensor<0xf32>
  return
}
