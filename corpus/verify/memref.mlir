// memref: allocations, accesses, globals, copies, views.

func.func @alloc_dynamic_count(%n: index) {
  // expected-error @below {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%n) : memref<4x4xf32>
  return
}

// -----

func.func @alloc_missing_dynamic() {
  // expected-error @below {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<?xf32>
  return
}

// -----

func.func @alloca_symbols(%n: index) {
  // expected-error @below {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = "memref.alloca"(%n) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32>
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = "memref.load"(%m, %i) : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %v: f32, %i: index) {
  // expected-error @below {{'memref.store' op store index operand count not equal to memref rank}}
  "memref.store"(%v, %m, %i) : (f32, memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @below {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @copy_shapes(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error @below {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_elements(%a: memref<4xf32>, %b: memref<4xf64>) {
  // expected-error @below {{'memref.copy' op requires the same element type for all operands}}
  "memref.copy"(%a, %b) : (memref<4xf32>, memref<4xf64>) -> ()
  return
}

// -----

// expected-error @below {{custom op 'memref.global' type should be static shaped memref, but got 'i32'}}
memref.global "private" @g : i32

// -----

func.func @dim_index(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @dealloc_type(%t: tensor<4xf32>) {
  // expected-error @below {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @reinterpret_elem(%m: memref<16xf32>) {
  // expected-error @below {{different element types specified for source type 'memref<16xf32>' and result memref type 'memref<4x4xf64, strided<[4, 1]>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf64, strided<[4, 1]>>
  return
}

// -----

func.func @reinterpret_size(%m: memref<16xf32>) {
  // expected-error @below {{expected result type with size = 4 instead of 8 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x8xf32, strided<[4, 1]>>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<16xf32>) {
  // expected-error @below {{expected result type with stride = 4 instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<16xf32>) {
  // expected-error @below {{expected result type with offset = 0 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x8xf32>) {
  // expected-error @below {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}

// -----

// expected-error @below {{'memref.global' op initial value shape expected to be 4 but was 8}}
"memref.global"() <{initial_value = dense<1.0> : tensor<8xf32>, sym_name = "g", sym_visibility = "private", type = memref<4xf32>}> : () -> ()


// -----

// expected-error @below {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{initial_value = dense<1> : tensor<4xi32>, sym_name = "g", sym_visibility = "private", type = memref<4xf32>}> : () -> ()


// -----

// expected-error @below {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{initial_value = 3 : i32, sym_name = "g", sym_visibility = "private", type = memref<4xf32>}> : () -> ()


// -----

// expected-error @below {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<?xf32>}> : () -> ()


// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @below {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index',}}
  // expected-error @below {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %1:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f64>, index, index, index)
  return
}

// -----

func.func @assume_alignment(%m: memref<?x?xf32>) {
  // expected-error @below {{'memref.assume_alignment' op inferred type(s) 'memref<?x?xf32>' are incompatible with return type(s) of operation 'memref<7x?xf32>'}}
  // expected-error @below {{'memref.assume_alignment' op failed to infer returned types}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<?x?xf32>) -> memref<7x?xf32>
  return
}

// -----

func.func @atomic_rmw_subscripts(%m: memref<4x4xf32>, %v: f32, %i: index) {
  // expected-error @below {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @atomic_rmw_float(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @below {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_int(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @below {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// assign takes any type; maxnumf and minnumf are not checked.
func.func @atomic_rmw_ok(%m: memref<4xi32>, %v: i32, %i: index) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw maxnumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @generic_atomic_args(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_atomic_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f16):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @below {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %x = memref.load %m[%i] : memref<4xf32>
    memref.atomic_yield %x : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error @below {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @generic_atomic_ok(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1.0 : f32
    %s = arith.addf %a, %c : f32
    memref.atomic_yield %s : f32
  }
  return
}

// -----

func.func @distinct_types(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @below {{'memref.distinct_objects' op operand types and result types must match}}
  %0, %1 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xi32>) -> (memref<4xf32>, memref<4xf32>)
  return
}

// -----

func.func @distinct_none() {
  // expected-error @below {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @below {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<4x4xf32>
  return
}

// -----

func.func @view_base_layout(%m: memref<64xi8, strided<[1], offset: 4>>, %s: index) {
  // expected-error @below {{unsupported map for base memref type 'memref<64xi8, strided<[1], offset: 4>>'}}
  %0 = memref.view %m[%s][] : memref<64xi8, strided<[1], offset: 4>> to memref<4xf32>
  return
}

// -----

func.func @view_result_layout(%m: memref<64xi8>, %s: index) {
  // expected-error @below {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%s][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_space(%m: memref<64xi8>, %s: index) {
  // expected-error @below {{different memory spaces specified for base memref type 'memref<64xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %m[%s][] : memref<64xi8> to memref<4xf32, 1>
  return
}

// -----

func.func @view_sizes(%m: memref<64xi8>, %s: index) {
  // expected-error @below {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.view %m[%s][%s] : memref<64xi8> to memref<?x?xf32>
  return
}

// -----

// A strided layout whose map is the identity is the identity.
func.func @view_ok(%m: memref<64xi8, strided<[1], offset: 0>>, %s: index) {
  %0 = memref.view %m[%s][%s] : memref<64xi8, strided<[1], offset: 0>> to memref<?x4xf32>
  return
}

// -----

func.func @reshape_element(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @below {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_source_layout(%m: memref<4xf32, strided<[2]>>, %s: memref<1xindex>) {
  // expected-error @below {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xindex>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_result_layout(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @below {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @reshape_dynamic(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error @below {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<3xindex>) {
  // expected-error @below {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_ok(%m: memref<4xf32>, %s: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
  return
}

// -----

func.func @realloc_source_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @below {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  // expected-error @below {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @below {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_element(%m: memref<4xf32>) {
  // expected-error @below {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @below {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra_size(%m: memref<4xf32>, %n: index) {
  // expected-error @below {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @dma_wait_indices(%tag: memref<4xi32>, %n: index) {
  // expected-error @below {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %tag[], %n : memref<4xi32>
  return
}

// -----

func.func @dma_few(%m: memref<4xf32>) {
  // expected-error @below {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%m, %m, %m) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @dma_source(%a: index, %m: memref<4xf32>) {
  // expected-error @below {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%a, %m, %a, %m) : (index, memref<4xf32>, index, memref<4xf32>) -> ()
  return
}

// -----

func.func @dma_source_rank(%a: index, %m: memref<4x4xf32>) {
  // expected-error @below {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%m, %a, %a, %a) : (memref<4x4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_source_indices(%a: index, %i: i32, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%m, %i, %m, %a, %a, %t, %a) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_destination(%a: index, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%m, %a, %a, %a, %t) : (memref<4xf32>, index, index, index, memref<1xi32>) -> ()
  return
}

// -----

func.func @dma_destination_rank(%a: index, %m: memref<4xf32>, %d: memref<4x4xf32>) {
  // expected-error @below {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%m, %a, %d, %a, %a, %a) : (memref<4xf32>, index, memref<4x4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_destination_indices(%a: index, %i: i32, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%m, %a, %m, %i, %a, %t, %a) : (memref<4xf32>, index, memref<4xf32>, i32, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_num_elements(%a: index, %i: i32, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %a, %m, %a, %i, %t, %a) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_tag(%a: index, %m: memref<4xf32>) {
  // expected-error @below {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%m, %a, %m, %a, %a, %a, %a) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @dma_tag_rank(%a: index, %m: memref<4xf32>, %t: memref<1x1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected at least 8 operands}}
  "memref.dma_start"(%m, %a, %m, %a, %a, %t, %a) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1x1xi32>, index) -> ()
  return
}

// -----

func.func @dma_tag_indices(%a: index, %i: i32, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%m, %a, %m, %a, %a, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, i32) -> ()
  return
}

// -----

func.func @dma_operand_count(%a: index, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %a, %m, %a, %a, %t, %a, %a) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_strides(%a: index, %i: i32, %m: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error @below {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %a, %m, %a, %a, %t, %a, %a, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, i32) -> ()
  return
}

// -----

func.func @dma_ok(%a: index, %m: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>) {
  memref.dma_start %m[%a], %d[%a], %a, %t[%a] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  memref.dma_start %m[%a], %d[%a], %a, %t[%a], %a, %a : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}

// -----

// memref: the reassociative reshapes (expand_shape, collapse_shape) and
// transpose.

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>) {
  // expected-error @below {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op collapsed dim size (30) must equal reassociation group size (32)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<30xf32>
  return
}

// -----

func.func @f(%m: memref<1x1xf32>) {
  %0 = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  // expected-error @below {{'memref.collapse_shape' op expanded rank (2) inconsistent with number of reassociation indices (1)}}
  %1 = memref.collapse_shape %m [[0]] : memref<1x1xf32> into memref<1xf32>
  return
}

// -----

func.func @f(%m: memref<1x2xf32>) {
  // expected-error @below {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf64>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf64>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error @below {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[16, 1]>> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1], offset: 3>>' but found 'memref<32xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[8, 1], offset: 3>> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, 1>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[?, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[?, 1]>> into memref<32xf32, strided<[1]>>
  return
}

// -----

func.func @f(%m: memref<4x?xf32, strided<[?, 2]>>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32, strided<[?, 2]>> into memref<?xf32, strided<[?]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  // expected-error @below {{'memref.expand_shape' op collapsed dim size (32) must equal reassociation group size (28)}}
  %1 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x7xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %1 = memref.expand_shape %m [[0, 1]] output_shape [32] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  // expected-error @below {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32>' but found 'memref<4x8xf64>'}}
  %1 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf64>
  return
}

// -----

func.func @f(%m: memref<32xf32, strided<[2], offset: 5>>) {
  // expected-error @below {{'memref.expand_shape' op expected expanded type to be 'memref<4x8xf32, strided<[16, 2], offset: 5>>' but found 'memref<4x8xf32>'}}
  %1 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 5>> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32, strided<[2], offset: 5>>) {
  %1 = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2], offset: 5>> into memref<4x8xf32, strided<[16, 2], offset: 5>>
  return
}

// -----

func.func @f(%m: memref<?xf32, strided<[?], offset: ?>>, %i: index) {
  %1 = memref.expand_shape %m [[0, 1]] output_shape [%i, 8] : memref<?xf32, strided<[?], offset: ?>> into memref<?x8xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  // expected-error @below {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %1 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4>}> : (memref<32xf32>) -> memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>, %i: index) {
  // expected-error @below {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %1 = "memref.expand_shape"(%m, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 8>}> : (memref<32xf32>, index) -> memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  // expected-error @below {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %1 = memref.expand_shape %m [[0, 1]] output_shape [4, 9] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
  %1 = memref.expand_shape %m [[0, 1]] output_shape [%i, %i] : memref<?xf32> into memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j, k) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, j) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 8]>, 1>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>, 1>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, strided<[?, 1], offset: ?>> to memref<8x4xf32, strided<[1, ?], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i + j, j) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, ?]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, strided<[?, 1], offset: ?>> to memref<8x4xf32, strided<[1, ?]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[8, 1], offset: 5>>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, ?]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8 + 5)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: 5>> to memref<8x4xf32, strided<[1, ?]>>
  return
}

// -----

func.func @f(%m: memref<4x8x2xf32, strided<[?, ?, 1], offset: 3>>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<2x4x8xf32>' is not equivalent to the canonical transposed input type 'memref<2x4x8xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 * s0 + d2 * s1 + 3)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<4x8x2xf32, strided<[?, ?, 1], offset: 3>> to memref<2x4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8x2xf32, strided<[16, 2, 1], offset: 3>>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<2x4x8xf32>' is not equivalent to the canonical transposed input type 'memref<2x4x8xf32, affine_map<(d0, d1, d2) -> (d0 + d1 * 16 + d2 * 2 + 3)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<4x8x2xf32, strided<[16, 2, 1], offset: 3>> to memref<2x4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d1 * 8 + d0)>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, %i, 8] : memref<?x8xf32, strided<[?, 1], offset: ?>> into memref<?x?x8xf32, strided<[?, ?, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<?x8xf32, strided<[16, 1], offset: ?>>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 2, 8] : memref<?x8xf32, strided<[16, 1], offset: ?>> into memref<?x2x8xf32, strided<[32, 16, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<?x8xf32, strided<[16, 1], offset: ?>>, %i: index) {
  // expected-error @below {{'memref.expand_shape' op expected expanded type to be 'memref<?x2x8xf32, strided<[32, 16, 1], offset: ?>>' but found 'memref<?x2x8xf32, strided<[?, 16, 1], offset: ?>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 2, 8] : memref<?x8xf32, strided<[16, 1], offset: ?>> into memref<?x2x8xf32, strided<[?, 16, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<?x?x4xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<2x1x4xf32, strided<[4, 100, 1]>>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<8xf32, strided<[1]>>' but found 'memref<8xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x1x4xf32, strided<[4, 100, 1]>> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<2x?x4xf32, strided<[?, 4, 1]>>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x?x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%m: memref<2x?x4xf32, strided<[?, 4, 1]>>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<?x4xf32, strided<[?, 1]>>' but found 'memref<?x4xf32, strided<[4, 1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x?x4xf32, strided<[?, 4, 1]>> into memref<?x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<2x4xf32, strided<[4, 1]>, 3>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<8xf32, strided<[1]>, 3>' but found 'memref<8xf32, 3>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[4, 1]>, 3> into memref<8xf32, 3>
  return
}

// -----

func.func @f(%m: memref<f32>) {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  // expected-error @below {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %1 = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}

// -----

func.func @f(%m: memref<2x4xf32, strided<[4, 1]>>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<8xf32, strided<[1]>>' but found 'memref<8xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[4, 1]>> into memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32, strided<[1]>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[1]>> into memref<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @below {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>, strided<[]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32, affine_map<(d0) -> (d0)>>
  return
}

// -----

// OffsetSizeAndStrideOpInterface: the dynamic entries of each static list
// are the operands of its group.
func.func @subview_dynamic_count(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_dynamic_sizes(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_dynamic_strides(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<8xf32>) {
  // expected-error @below {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x8xf32>) {
  // expected-error @below {{expected 2 offset values, got 1}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<8x8xf32>) -> memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_stride_rank(%m: memref<8xf32>) {
  // expected-error @below {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1, 1>}> : (memref<8xf32>) -> memref<2xf32, strided<[1]>>
  return
}

// -----

// reinterpret_cast takes one offset.
func.func @reinterpret_cast_offsets(%m: memref<8xf32>) {
  // expected-error @below {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<2xf32>
  return
}

// -----

func.func @reinterpret_cast_sizes(%m: memref<8xf32>) {
  // expected-error @below {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [1, 1] : memref<8xf32> to memref<2xf32>
  return
}

// -----

func.func @reinterpret_cast_negative_offset(%m: memref<8xf32>) {
  // expected-error @below {{expected offsets to be non-negative, but got -1}}
  %0 = memref.reinterpret_cast %m to offset: [-1], sizes: [2], strides: [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: -1>>
  return
}

// -----

// Negative strides are not the interface's business.
func.func @subview_negative_stride(%m: memref<8xf32>) -> memref<2xf32, strided<[-1], offset: 4>> {
  %0 = memref.subview %m[4] [2] [-1] : memref<8xf32> to memref<2xf32, strided<[-1], offset: 4>>
  return %0 : memref<2xf32, strided<[-1], offset: 4>>
}

// -----

func.func @subview_rank(%m: memref<8x8xf32>) {
  // expected-error @below {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[8, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x1xf32, strided<[8, 1, 1]>>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x8xf32>) {
  // expected-error @below {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x8xf32>) {
  // expected-error @below {{expected result element type to be 'f32', but got 'memref<4x4xf16, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf16, strided<[8, 1]>>
  return
}

// -----

func.func @reinterpret_cast_memory_space(%m: memref<16xf32>) {
  // expected-error @below {{different memory spaces specified for source type 'memref<16xf32>' and result memref type 'memref<4x4xf32, strided<[4, 1]>, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1]>, 1>
  return
}

// -----

func.func @dma_start_types(%a: memref<16xf32>, %b: memref<16xf32, 1>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 16 : index
  // expected-error @below {{fewer/more types expected}}
  memref.dma_start %a[%c0], %b[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>
  return
}

// -----

func.func @global_initial_value() {
  return
}
// expected-error @below {{initial value should be a unit or elements attribute}}
memref.global @g : memref<2xf32> = [1.0, 2.0]

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @misaligned : memref<2xi32> = dense<0> {alignment = 24}

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @negative_alignment : memref<2xi32> = dense<0> {alignment = -8}

// -----

memref.global "private" @aligned : memref<2xi32> = dense<0> {alignment = 32}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<3>, foo : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], foo, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %t: memref<1xi32>) {
  // expected-error @below {{expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
