// linalg: structured ops, their regions and yields (in generic form).

#id = affine_map<(d0) -> (d0)>
func.func @result_type(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf64>')}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_count(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    // expected-error @below {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    "linalg.yield"(%x, %y) : (f32, f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_type(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: i32) {
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    // expected-error @below {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    "linalg.yield"(%i) : (i32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @maps_count(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
#m = affine_map<(d0) -> (d0, d0)>
func.func @map_results(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#m, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @block_args(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @block_arg_type(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: i32, %y: f32):
    "linalg.yield"(%y) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @mixed_semantics(%a: memref<4xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  %0 = "linalg.generic"(%a, %b) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @yield_parent(%a: f32) {
  "scf.execute_region"() ({
    // expected-error @below {{'linalg.yield' op expected parent op with LinalgOp interface}}
    "linalg.yield"(%a) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @matmul_result(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @below {{'linalg.matmul' op expected type of operand #2 ('tensor<4x4xf32>') to match type of corresponding result ('tensor<4x8xf32>')}}
  %0 = "linalg.matmul"(%a, %a, %b) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "arith.addf"(%z, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%2) : (f32) -> ()
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @map_arity(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 1}}
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @map_elem(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>)
    (%x: i32, %y: f32) {
      linalg.yield %y : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @map_shape(%a: tensor<8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.map' op expected shape of input (8) to match shape of output (4)}}
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%o : tensor<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_inputs(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>, %o: tensor<4xf32>, %p: tensor<4xf32>) {
  // expected-error @below {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  %0:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x9xf32>) outs(%o, %p : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32, %w: f32) {
      linalg.yield %x, %y : f32, f32
    }
  return
}

// -----

func.func @reduce_outputs(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4xf32>, %p: tensor<5xf32>) {
  // expected-error @below {{'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.}}
  %0:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o, %p : tensor<4xf32>, tensor<5xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32, %w: f32) {
      linalg.yield %x, %y : f32, f32
    }
  return
}

// -----

func.func @reduce_dims_range(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  // expected-error @below {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) dimensions = [2]
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @reduce_rank(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) {
  // expected-error @below {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) dimensions = [1]
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @reduce_init_dims(%a: tensor<4x8xf32>, %o: tensor<5xf32>) {
  // expected-error @below {{'linalg.reduce' op init dimensions [5] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<5xf32>) dimensions = [1]
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @reduce_block_args(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  // expected-error @below {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @reduce_input_elem(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  // expected-error @below {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f16'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) dimensions = [1]
    (%x: f16, %z: f32) {
      linalg.yield %z : f32
    }
  return
}

// -----

func.func @reduce_output_elem(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  // expected-error @below {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'f16'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) dimensions = [1]
    (%x: f32, %z: f16) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @transpose_perm(%a: tensor<4x8xf32>, %o: tensor<8x4xf32>) {
  // expected-error @below {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) permutation = [1, 1]
  return
}

// -----

func.func @transpose_rank(%a: tensor<4x8xf32>, %o: tensor<8x4x1xf32>) {
  // expected-error @below {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4x1xf32>) permutation = [1, 0]
  return
}

// -----

func.func @transpose_perm_size(%a: tensor<4x8xf32>, %o: tensor<8x4xf32>) {
  // expected-error @below {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) permutation = [1, 0, 2]
  return
}

// -----

func.func @transpose_dim(%a: tensor<4x8xf32>, %o: tensor<8x5xf32>) {
  // expected-error @below {{'linalg.transpose' op dim(result, 1) = 5 doesn't match dim(input, permutation[1]) = 4}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x5xf32>) permutation = [1, 0]
  return
}

// -----

func.func @broadcast_rank(%a: tensor<4xf32>, %o: tensor<4x8xf32>) {
  // expected-error @below {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<4x8xf32>) dimensions = [0, 1]
  return
}

// -----

func.func @broadcast_range(%a: tensor<4xf32>, %o: tensor<4x8xf32>) {
  // expected-error @below {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<4x8xf32>) dimensions = [2]
  return
}

// -----

func.func @broadcast_dim(%a: tensor<4xf32>, %o: tensor<5x8xf32>) {
  // expected-error @below {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 4, init: 5}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<5x8xf32>) dimensions = [1]
  return
}

// -----

func.func @index_parent() {
  "test.region"() ({
    // expected-error @below {{'linalg.index' op expected parent op with LinalgOp interface}}
    %0 = linalg.index 0 : index
  }) : () -> ()
  return
}

// -----

func.func @index_dim(%o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32):
    // expected-error @below {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @softmax_shape(%a: tensor<4x8xf32>, %o: tensor<4x9xf32>) -> tensor<4x9xf32> {
  // expected-error @below {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x9xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// -----

func.func @softmax_dim(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @map_dynamic(%a: tensor<?x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'linalg.map' op expected shape of input (-9223372036854775808, 4) to match shape of output (4, 4)}}
  %0 = linalg.map ins(%a : tensor<?x4xf32>) outs(%o : tensor<4x4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4x4xf32>
}

// -----

func.func @broadcast_dynamic(%a: tensor<?xf32>, %o: tensor<4x8xf32>) {
  // expected-error @below {{'linalg.broadcast' op input dim 0 should match init dim 0. input: -9223372036854775808, init: 4}}
  %0 = linalg.broadcast ins(%a : tensor<?xf32>) outs(%o : tensor<4x8xf32>) dimensions = [1]
  return
}

// -----

func.func @reduce_init_dims2(%a: tensor<4x8x2xf32>, %o: tensor<5x2xf32>) {
  // expected-error @below {{'linalg.reduce' op init dimensions [5, 2] doesn't match input dimensions after reduction [4, 2]}}
  %0 = linalg.reduce ins(%a : tensor<4x8x2xf32>) outs(%o : tensor<5x2xf32>) dimensions = [1]
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @valid_ops(%a: tensor<4x8xf32>, %b: memref<4x8xf32>, %t: tensor<8x4xf32>, %v: tensor<4xf32>, %w: tensor<4x8x3xf32>, %s: tensor<?x8xf32>, %m: tensor<4x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%v : tensor<4xf32>) dimensions = [1]
    (%x: f32, %z: f32) {
      %i = linalg.index 1 : index
      linalg.yield %x : f32
    }
  %2 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%w : tensor<4x8x3xf32>) dimensions = [2]
  %3 = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %4 = linalg.softmax dimension(1) ins(%s : tensor<?x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.matmul ins(%a, %t : tensor<4x8xf32>, tensor<8x4xf32>) outs(%m : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @non_invertible(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0))}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @non_invertible_dims(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @inferred_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @below {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @inferred_bound(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 5, but found 4}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negative_index(%a: memref<4xf32>, %o: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @conv_window(%i: tensor<1x3x4x2xf32>, %f: tensor<3x2x2x1xf32>, %o: tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32> {
  // expected-error @below {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 4, but found 3}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x3x4x2xf32>, tensor<3x2x2x1xf32>) outs(%o : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  return %0 : tensor<1x2x3x1xf32>
}

// -----

func.func @unranked_rank(%a: tensor<*xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op expected operand #0 rank (0) to match the result rank of indexing_map (1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<*xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @shapes_ok(%a: tensor<4xf32>, %o: tensor<8xf32>, %d: tensor<?xf32>, %e: tensor<3xf32>, %x: f32, %c: tensor<1x4x4x2xf32>, %f: tensor<3x3x2x1xf32>, %r: tensor<1x2x2x1xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 mod 4)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%e : tensor<3xf32>) outs(%d : tensor<?xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<?xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0 floordiv 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %a : f32, tensor<4xf32>) outs(%o : tensor<8xf32>) {
  ^bb0(%p: f32, %s: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<8xf32>
  %3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%c, %f : tensor<1x4x4x2xf32>, tensor<3x3x2x1xf32>) outs(%r : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %4 = linalg.fill ins(%x : f32) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

// DestinationStyleOpInterface and LinalgStructuredInterface are verified
// with the regions, in that order: mixed semantics without results too.
#map = affine_map<(d0) -> (d0)>
func.func @mixed_no_results(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @mixed_dps_first(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // expected-error @below {{'linalg.generic' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// -----

#map = affine_map<(d0) -> (d0)>
func.func @yield_before_maps(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.constant 0 : i32
    // expected-error @below {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}

// -----

// matmul, batch_matmul, batch_reduce_matmul and contract with user-defined indexing maps
// (their verify() runs before the structured interface checks).

func.func @mm_dim(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.matmul' op Unexpected dim expression in map result.}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mm_bcast(%a: tensor<?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mm_bcast_rhs(%a: tensor<?x?xf32>, %b: tensor<?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mm_out(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mm_out2(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mm_expr(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.matmul' op Unexpected dim expression in map result.}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2 + d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @mm_transpose(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @bm_out_in(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_out_rank(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @bm_out_perm(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_lhs_dim(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_lhs_4(%a: tensor<?x?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op no. of result dim expressions exceeds 3.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_batch(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_bcast_lhs(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_bcast_ok(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @bm_bcast_rhs1(%a: tensor<?x?x?xf32>, %b: tensor<?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @brm_out(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @brm_rank(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @brm_bcast(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.batch_reduce_matmul' op Invalid broadcast requested.}}
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @brm_batch(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.batch_reduce_matmul' op Invalid batch dimension expression.}}
  %0 = linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @bm_cnt(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @mm_cnt(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{'linalg.matmul' op expected the number of indexing_map (2) to be equal to the number of input/output operands (3)}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_cnt(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{iteration space dim at index 0 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_perm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2 + d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_rank(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{ranks of shaped operand and results of corresponding affine_map differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_scalar(%a: f32, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{affine_map specifies shaped access while operand has non-shaped type}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : f32, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_space(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{iteration spaces of provided affine_maps differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_unused(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{iteration space dim at index 3 not used to access any operand}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_neither(%a: tensor<?x?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{iteration space dim at index 3 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_nocontract(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{'indexing_maps' do not specify a contracting dimension}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @ct_zero(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @ct_outtwice(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// pack and unpack: tiles, inner_dims_pos, outer_dims_perm, the packed type, padding_value.

func.func @pack_zero(%s: tensor<8x8xf32>, %d: tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%c0, 8] into %d : tensor<8x8xf32> -> tensor<8x1x1x8xf32>
  return %0 : tensor<8x1x1x8xf32>
}

// -----

func.func @pack_zero_static(%s: tensor<8x8xf32>, %d: tensor<8x1x0x8xf32>) -> tensor<8x1x0x8xf32> {
  // expected-error @below {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [0, 8] into %d : tensor<8x8xf32> -> tensor<8x1x0x8xf32>
  return %0 : tensor<8x1x0x8xf32>
}

// -----

func.func @pack_inner(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 0] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_inner_range(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 2] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_outer(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_outer_size(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_count(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_toomany(%s: tensor<8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [8, 8] into %d : tensor<8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_rank(%s: tensor<8x8xf32>, %d: tensor<1x1x8xf32>) -> tensor<1x1x8xf32> {
  // expected-error @below {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8xf32>
  return %0 : tensor<1x1x8xf32>
}

// -----

func.func @pack_tile(%s: tensor<8x8xf32>, %d: tensor<1x1x8x4xf32>) -> tensor<1x1x8x4xf32> {
  // expected-error @below {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x4xf32>
  return %0 : tensor<1x1x8x4xf32>
}

// -----

func.func @pack_dyntile(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>, %t: index) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_domain(%s: tensor<16x8xf32>, %d: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{expected 'tensor<2x1x8x8xf32>' for the packed domain value, got 'tensor<1x1x8x8xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_padtype(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>, %p: f64) -> tensor<1x1x8x8xf32> {
  // expected-error @below {{'linalg.pack' op expected padding_value has 'f32' but got: 'f64'}}
  %0 = linalg.pack %s padding_value(%p : f64) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @pack_partial(%s: tensor<9x8xf32>, %d: tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32> {
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<9x8xf32> -> tensor<2x1x8x8xf32>
  return %0 : tensor<2x1x8x8xf32>
}

// -----

func.func @pack_partial_ok(%s: tensor<9x8xf32>, %d: tensor<2x1x8x8xf32>, %p: f32) -> tensor<2x1x8x8xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<9x8xf32> -> tensor<2x1x8x8xf32>
  return %0 : tensor<2x1x8x8xf32>
}

// -----

func.func @pack_partial_dyn(%s: tensor<9x8xf32>, %d: tensor<2x1x?x8xf32>, %t: index) -> tensor<2x1x?x8xf32> {
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%t, 8] into %d : tensor<9x8xf32> -> tensor<2x1x?x8xf32>
  return %0 : tensor<2x1x?x8xf32>
}

// -----

func.func @pack_perm_ok(%s: tensor<16x8xf32>, %d: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x8xf32> -> tensor<1x2x8x8xf32>
  return %0 : tensor<1x2x8x8xf32>
}

// -----

func.func @pack_perm_partial(%s: tensor<16x9xf32>, %d: tensor<?x2x8x8xf32>, %t: index) -> tensor<?x2x8x8xf32> {
  // expected-error @below {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<?x2x8x8xf32>
  return %0 : tensor<?x2x8x8xf32>
}

// -----

func.func @unpack_domain(%s: tensor<1x1x8x8xf32>, %d: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @below {{expected 'tensor<2x1x8x8xf32>' for the packed domain value, got 'tensor<1x1x8x8xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<1x1x8x8xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @unpack_inner(%s: tensor<1x1x8x8xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @below {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %s inner_dims_pos = [0, -1] inner_tiles = [8, 8] into %d : tensor<1x1x8x8xf32> -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @pack_dyn_tile_static_dim(%s: tensor<8x8xf32>, %d: tensor<1x1x8x8xf32>, %t: index) -> tensor<1x1x8x8xf32> {
  %c8 = arith.constant 8 : index
  // expected-error @below {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %c8] into %d : tensor<8x8xf32> -> tensor<1x1x8x8xf32>
  return %0 : tensor<1x1x8x8xf32>
}

// -----

func.func @a(%s: tensor<16x9xf32>, %d: tensor<2x?x8x8xf32>, %t: index) -> tensor<2x?x8x8xf32> {
  // expected-error @below {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<2x?x8x8xf32>
  return %0 : tensor<2x?x8x8xf32>
}

// -----

func.func @b(%s: tensor<16x9xf32>, %d: tensor<2x?x8x?xf32>, %t: index) -> tensor<2x?x8x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<2x?x8x?xf32>
  return %0 : tensor<2x?x8x?xf32>
}

// -----

func.func @c(%s: tensor<16x9xf32>, %d: tensor<2x3x8x?xf32>, %t: index) -> tensor<2x3x8x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<2x3x8x?xf32>
  return %0 : tensor<2x3x8x?xf32>
}

// -----

func.func @d(%s: tensor<16x9xf32>, %d: tensor<2x2x8x?xf32>, %t: index) -> tensor<2x2x8x?xf32> {
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<2x2x8x?xf32>
  return %0 : tensor<2x2x8x?xf32>
}

// -----

func.func @e(%s: tensor<16x9xf32>, %d: tensor<2x2x8x?xf32>, %t: index) -> tensor<2x2x8x?xf32> {
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<2x2x8x?xf32>
  return %0 : tensor<2x2x8x?xf32>
}

// -----

func.func @f(%s: tensor<16x9xf32>, %d: tensor<3x2x8x?xf32>, %t: index) -> tensor<3x2x8x?xf32> {
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<16x9xf32> -> tensor<3x2x8x?xf32>
  return %0 : tensor<3x2x8x?xf32>
}

// -----

func.func @g(%s: tensor<16x9xf32>, %d: tensor<?x2x8x8xf32>) -> tensor<?x2x8x8xf32> {
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x9xf32> -> tensor<?x2x8x8xf32>
  return %0 : tensor<?x2x8x8xf32>
}

// -----

func.func @h(%s: tensor<16x9xf32>, %d: tensor<2x3x8x4xf32>) -> tensor<2x3x8x4xf32> {
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<16x9xf32> -> tensor<2x3x8x4xf32>
  return %0 : tensor<2x3x8x4xf32>
}

// -----

// winograd_filter_transform, winograd_input_transform, winograd_output_transform.

func.func @wf_h(%f: tensor<2x4x3x5xf32>, %o: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @below {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x4x3x5xf32>) outs(%o : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @wf_w(%f: tensor<2x3x2x5xf32>, %o: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @below {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x2x5xf32>) outs(%o : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @wf_11(%f: tensor<2x1x1x5xf32>, %o: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error @below {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %0 : tensor<1x1x5x2xf32>
}

// -----

func.func @wf_out(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @below {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @wf_ok(%f: tensor<2x3x1x5xf32>, %o: tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x1x5xf32>) outs(%o : tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
  return %0 : tensor<6x1x5x2xf32>
}

// -----

func.func @wi_out(%i: tensor<2x10x10x5xf32>, %o: tensor<4x4x3x4x2x5xf32>) -> tensor<4x4x3x4x2x5xf32> {
  // expected-error @below {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x10x10x5xf32>) outs(%o : tensor<4x4x3x4x2x5xf32>) -> tensor<4x4x3x4x2x5xf32>
  return %0 : tensor<4x4x3x4x2x5xf32>
}

// -----

func.func @wi_ok(%i: tensor<2x10x?x5xf32>, %o: tensor<4x4x4x?x2x5xf32>) -> tensor<4x4x4x?x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x10x?x5xf32>) outs(%o : tensor<4x4x4x?x2x5xf32>) -> tensor<4x4x4x?x2x5xf32>
  return %0 : tensor<4x4x4x?x2x5xf32>
}

// -----

func.func @wi_dyn(%i: tensor<2x10x?x5xf32>, %o: tensor<4x1x4x?x2x5xf32>) -> tensor<4x1x4x?x2x5xf32> {
  // expected-error @below {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x10x?x5xf32>) outs(%o : tensor<4x1x4x?x2x5xf32>) -> tensor<4x1x4x?x2x5xf32>
  return %0 : tensor<4x1x4x?x2x5xf32>
}

// -----

func.func @wi_right1(%i: tensor<2x10x7x5xf32>, %o: tensor<4x1x4x7x2x5xf32>) -> tensor<4x1x4x7x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x10x7x5xf32>) outs(%o : tensor<4x1x4x7x2x5xf32>) -> tensor<4x1x4x7x2x5xf32>
  return %0 : tensor<4x1x4x7x2x5xf32>
}

// -----

func.func @wo_h(%v: tensor<5x4x2x2x2x5xf32>, %o: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  // expected-error @below {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<5x4x2x2x2x5xf32>) outs(%o : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %0 : tensor<2x4x4x5xf32>
}

// -----

func.func @wo_w(%v: tensor<4x5x2x2x2x5xf32>, %o: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  // expected-error @below {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x5x2x2x2x5xf32>) outs(%o : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %0 : tensor<2x4x4x5xf32>
}

// -----

func.func @wo_out(%v: tensor<4x4x2x2x2x5xf32>, %o: tensor<2x4x6x5xf32>) -> tensor<2x4x6x5xf32> {
  // expected-error @below {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x4x2x2x2x5xf32>) outs(%o : tensor<2x4x6x5xf32>) -> tensor<2x4x6x5xf32>
  return %0 : tensor<2x4x6x5xf32>
}

// -----

func.func @wo_ok(%v: tensor<?x1x2x3x2x5xf32>, %o: tensor<2x?x3x5xf32>) -> tensor<2x?x3x5xf32> {
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<?x1x2x3x2x5xf32>) outs(%o : tensor<2x?x3x5xf32>) -> tensor<2x?x3x5xf32>
  return %0 : tensor<2x?x3x5xf32>
}

// -----

func.func @unpack_zero(%s: tensor<1x1x8x8xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{invalid zero tile factor}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, %c0] into %d : tensor<1x1x8x8xf32> -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @unpack_perm_ok(%s: tensor<3x2x8x4xf32>, %d: tensor<16x12xf32>) -> tensor<16x12xf32> {
  %0 = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<3x2x8x4xf32> -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}

// -----

func.func @unpack_perm(%s: tensor<2x3x8x4xf32>, %d: tensor<16x12xf32>) -> tensor<16x12xf32> {
  // expected-error @below {{expected 'tensor<3x2x8x4xf32>' for the packed domain value, got 'tensor<2x3x8x4xf32>'}}
  %0 = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<2x3x8x4xf32> -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}

// -----

func.func @unpack_partial_ok(%s: tensor<2x1x8x8xf32>, %d: tensor<13x8xf32>) -> tensor<13x8xf32> {
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<2x1x8x8xf32> -> tensor<13x8xf32>
  return %0 : tensor<13x8xf32>
}

// -----

func.func @unpack_rank(%s: tensor<1x8x8xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @below {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<1x8x8xf32> -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @pack_dyn_src(%s: tensor<?x8xf32>, %d: tensor<?x1x8x8xf32>) -> tensor<?x1x8x8xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<?x8xf32> -> tensor<?x1x8x8xf32>
  return %0 : tensor<?x1x8x8xf32>
}

// -----

func.func @pack_const_partial(%s: tensor<9x8xf32>, %d: tensor<2x1x?x8xf32>) -> tensor<2x1x?x8xf32> {
  %c4 = arith.constant 4 : index
  // expected-error @below {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%c4, 8] into %d : tensor<9x8xf32> -> tensor<2x1x?x8xf32>
  return %0 : tensor<2x1x?x8xf32>
}

// -----

func.func @pack_inner_perm(%s: tensor<16x12xf32>, %d: tensor<4x2x4x8xf32>) -> tensor<4x2x4x8xf32> {
  // expected-error @below {{expected 'tensor<2x3x4x8xf32>' for the packed domain value, got 'tensor<4x2x4x8xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [1, 0] inner_tiles = [4, 8] into %d : tensor<16x12xf32> -> tensor<4x2x4x8xf32>
  return %0 : tensor<4x2x4x8xf32>
}

// -----

func.func @pack_inner_perm_ok(%s: tensor<16x12xf32>, %d: tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32> {
  %0 = linalg.pack %s inner_dims_pos = [1, 0] inner_tiles = [4, 8] into %d : tensor<16x12xf32> -> tensor<2x3x4x8xf32>
  return %0 : tensor<2x3x4x8xf32>
}

// -----

// LinalgContractionOpInterface: its maps projected permutations (after the op's own checks).

func.func @mm_pp(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{expected indexing maps to be projected permutations}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d0)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @bm_pp(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error @below {{expected indexing maps to be projected permutations}}
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
    ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @mm_out_pp(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{expected indexing maps to be projected permutations}}
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d0 + d1)>]
    ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @fill_value_wider_than_element(%out: memref<4xi8>, %v: i32) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('i8')}}
  linalg.fill ins(%v : i32) outs(%out : memref<4xi8>)
  return
}

// -----

func.func @fill_value_vector(%out: tensor<3xf16>, %v: vector<3xf16>) -> tensor<3xf16> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('vector<3xf16>') to match output element type ('f16')}}
  %r = linalg.fill ins(%v : vector<3xf16>) outs(%out : tensor<3xf16>) -> tensor<3xf16>
  return %r : tensor<3xf16>
}

// -----

func.func @fill_value_memref(%out: memref<3xf16>, %v: memref<f16>) {
  // expected-error @+1 {{expected op with scalar input}}
  linalg.fill ins(%v : memref<f16>) outs(%out : memref<3xf16>)
  return
}

// -----

func.func @fill_value_tensor_before_maps(%out: tensor<5x5xi64>, %v: tensor<5xi64>) -> tensor<5x5xi64> {
  // expected-error @+1 {{expected op with scalar input}}
  %r = "linalg.fill"(%v, %out) ({
  ^bb0(%a: i64, %b: i64):
    linalg.yield %a : i64
  }) {operandSegmentSizes = array<i32: 1, 1>} : (tensor<5xi64>, tensor<5x5xi64>) -> tensor<5x5xi64>
  return %r : tensor<5x5xi64>
}

// -----

func.func @fill_accepted(%out: tensor<2xcomplex<f32>>, %v: complex<f32>) -> tensor<2xcomplex<f32>> {
  %r = linalg.fill ins(%v : complex<f32>) outs(%out : tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return %r : tensor<2xcomplex<f32>>
}

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{expected 'indexing_maps' attribute}}
  %0 = linalg.contract ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{element of indexing_maps array is not an affine_map}}
  %0 = linalg.matmul indexing_maps = [1, 2, 3] ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{expected ElementwiseKind attribute}}
  %0 = linalg.elementwise kind=1 ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0)>, affine_map<(d0)[s0] -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%a: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 4}}
  %0 = linalg.matmul ins(%a, %a, %a : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @f(%a: f32, %c: f32) {
  // expected-error @+2 {{return type needs to be shaped type}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : f32) outs(%c : f32) -> f32
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+3 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  // expected-error @+2 {{unable to parse elemwise op}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: f32) {
  "test.two"() ({
    // expected-error @below {{'linalg.yield' op expected single non-empty parent region}}
    linalg.yield %x : f32
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'linalg.generic' op expects to have 1 region with 1 block}}
  %0 = "linalg.generic"(%a, %o) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#bm = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
func.func @batch_matmul_map_not_affine(%a: tensor<2x4x4xf32>, %b: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  // expected-error @below {{expected affine map attribute}}
  %0 = linalg.batch_matmul indexing_maps = [#bm, 1, #bm] ins(%a, %a : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%b : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

#cm = affine_map<(d0, d1) -> (d0, d1)>
func.func @contract_map_not_affine(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{element of indexing_maps array is not an affine_map}}
  // expected-error @below {{expected 'indexing_maps' attribute}}
  %0 = linalg.contract indexing_maps = [#cm, #cm, 1] ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Three inputs and the default maps: the structured interface's count
// comes before the contraction interface's.
func.func @matmul_three_inputs(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'linalg.matmul' op expected the number of indexing_map (3) to be equal to the number of input/output operands (4)}}
  %0 = "linalg.matmul"(%a, %a, %a, %b) <{operandSegmentSizes = array<i32: 3, 1>}> ({
  ^bb0(%x: f32, %y: f32, %w: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

#ma = affine_map<(d0, d1, d2) -> (d0, d2)>
#mb = affine_map<(d0, d1, d2) -> (d2, d1)>
#mc = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmul_three_inputs_four_maps(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{expected op with 2 inputs and 1 output}}
  %0 = "linalg.matmul"(%a, %a, %a, %b) <{operandSegmentSizes = array<i32: 3, 1>, indexing_maps = [#ma, #mb, #mb, #mc]}> ({
  ^bb0(%x: f32, %y: f32, %w: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
