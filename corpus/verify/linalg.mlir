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
