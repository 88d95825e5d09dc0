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
