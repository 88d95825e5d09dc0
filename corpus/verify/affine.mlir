// affine: maps and their operands, loops and their yields.

func.func @apply_operands(%i: index) {
  // expected-error @below {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i, %i) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index, index) -> index
  return
}

// -----

func.func @load_subscripts(%m: memref<4x4xf32>, %i: index) {
  // expected-error @below {{'affine.load' op affine map num results must equal memref rank}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @load_map_operands(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @below {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @for_yield(%x: f32) {
  %0 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index, %a: f32):
    // expected-error @below {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"() : () -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @for_result_type(%x: f32) {
  %0 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index, %a: f32):
    // expected-error @below {{'affine.yield' op types mismatch between yield op and its parent}}
    "affine.yield"(%a) : (f32) -> ()
  }) : (f32) -> i32
  return
}

// -----

func.func @yield_parent() {
  "scf.execute_region"() ({
    // expected-error @below {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_step() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = -1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_iter_arg_type(%x: f32) {
  %0 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index, %a: i32):
    // expected-error @below {{'affine.yield' op types mismatch between yield op and its parent}}
    "affine.yield"(%a) : (i32) -> ()
  }) : (f32) -> f32
  return
}
