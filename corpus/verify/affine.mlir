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

// -----

func.func @for_body_arg() {
  // expected-error @below {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_lb_dim(%n: index) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    // expected-error @below {{'affine.for' op operand cannot be used as a dimension id}}
    "affine.for"(%v) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

func.func @for_ub_symbol(%n: index) {
  affine.for %i = 0 to 4 {
    // expected-error @below {{'affine.for' op operand cannot be used as a symbol}}
    "affine.for"(%i) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

func.func @for_valid_bounds(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %c = arith.constant 3 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    affine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%a, %i) to affine_map<()[s0, s1] -> (s0 + s1)>()[%c, %d] {
    }
  }
  return
}

// -----

func.func @for_results(%x: f32) {
  // expected-error @below {{'affine.for' op different number of region iter_args and yielded values: 1 != 2}}
  %0:2 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"(%a, %a) : (f32, f32) -> ()
  }) : (f32) -> (f32, f32)
  return
}

// -----

func.func @for_block_args(%x: f32) {
  // expected-error @below {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %0 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @if_count(%i: index) {
  // expected-error @below {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%i, %i) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}

// -----

func.func @if_dim(%n: index) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    // expected-error @below {{'affine.if' op operand cannot be used as a dimension id}}
    "affine.if"(%v) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
  }
  return
}

// -----

func.func @if_symbol(%n: index) {
  affine.for %i = 0 to 4 {
    // expected-error @below {{'affine.if' op operand cannot be used as a symbol}}
    "affine.if"(%i) <{condition = affine_set<()[s0] : (s0 >= 0)>}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
  }
  return
}

// -----

func.func @min_count(%i: index) {
  // expected-error @below {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%i, %i) <{map = affine_map<(d0) -> (d0, 4)>}> : (index, index) -> index
  return
}

// -----

func.func @max_count(%i: index) {
  // expected-error @below {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.max"(%i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
  return
}

// -----

func.func @prefetch_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error @below {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_operands(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_index(%m: memref<4xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    // expected-error @below {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%v], read, locality<3>, data : memref<4xf32>
  }
  return
}

// -----

func.func @load_index(%m: memref<4xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    // expected-error @below {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%v] : memref<4xf32>
  }
  return
}

// -----

func.func @store_index(%m: memref<4xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    // expected-error @below {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %x, %m[%v] : memref<4xf32>
  }
  return
}

// -----

func.func @vector_load_elem(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf16>
  return
}

// -----

func.func @vector_store_elem(%m: memref<8xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @below {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_load_rank(%m: memref<8x8xf32>, %i: index) {
  // expected-error @below {{'affine.vector_load' op affine map num results must equal memref rank}}
  %0 = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8x8xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @vector_store_subscripts(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @below {{'affine.vector_store' op expects as many subscripts as affine map inputs}}
  "affine.vector_store"(%v, %m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<8xf32>, index, index) -> ()
  return
}

// -----

func.func @vector_store_index(%m: memref<8xf32>, %n: index, %v: vector<4xf32>) {
  affine.for %i = 0 to 4 {
    %w = arith.addi %i, %n : index
    // expected-error @below {{'affine.vector_store' op operand cannot be used as a dimension id}}
    affine.vector_store %v, %m[%w] : memref<8xf32>, vector<4xf32>
  }
  return
}

// -----

func.func @parallel_counts() {
  // expected-error @below {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_lb_results() {
  // expected-error @below {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_ub_results() {
  // expected-error @below {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4, 5)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_reductions(%x: f32) {
  // expected-error @below {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @parallel_reduction_type(%x: i32) {
  // expected-error @below {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("addf") -> i32 {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @parallel_reduction_signed(%x: si32, %y: ui32, %z: f32) {
  %0, %1, %2 = affine.parallel (%i) = (0) to (4) reduce ("maxs", "minu", "assign") -> (si32, ui32, f32) {
    affine.yield %x, %y, %z : si32, ui32, f32
  }
  return
}

// -----

func.func @parallel_dim(%n: index) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    // expected-error @below {{'affine.parallel' op operand cannot be used as a dimension id}}
    "affine.parallel"(%v) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<(d0) -> (d0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (8)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

func.func @parallel_symbol(%n: index) {
  affine.for %i = 0 to 4 {
    // expected-error @below {{'affine.parallel' op operand cannot be used as a symbol}}
    "affine.parallel"(%i) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<()[s0] -> (s0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

func.func @delinearize_results(%i: index) {
  // expected-error @below {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %i into (2, 3) : index, index, index, index
  return
}

// -----

func.func @delinearize_markers(%i: index) {
  // expected-error @below {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: -9223372036854775808, 3>}> : (index) -> (index, index)
  return
}

// -----

func.func @delinearize_positive(%i: index) {
  // expected-error @below {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 3) : index, index
  return
}

// -----

func.func @linearize_count(%i: index) {
  // expected-error @below {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i] by (2, 3, 4) : index
  return
}

// -----

func.func @linearize_markers(%i: index, %j: index) {
  // expected-error @below {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%i, %j) <{static_basis = array<i64: -9223372036854775808, 3>, operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> index
  return
}

// -----

func.func @linearize_ok(%i: index, %j: index, %n: index) {
  %0 = affine.linearize_index disjoint [%i, %j] by (%n) : index
  %1:3 = affine.delinearize_index %0 into (%n, 4) : index, index, index
  return
}

// -----

func.func @for_lb_empty() {
  // expected-error @below {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_ub_empty() {
  // expected-error @below {{'affine.for' op expected upper bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @min_empty(%i: index) {
  // expected-error @below {{'affine.min' op affine map expect at least one result}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  return
}

// -----

func.func @apply_dim_as_symbol(%n: index) {
  affine.for %i = 0 to 4 {
    // expected-error @below {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}

// -----

func.func @apply_neither(%n: index) {
  affine.for %i = 0 to 4 {
    %v = arith.addi %i, %n : index
    %0 = affine.apply affine_map<()[s0] -> (s0)>()[%v]
  }
  return
}

// -----

func.func @symbols_pure_cast_view(%n: index, %buf: memref<?xi8>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %a = memref.alloc(%n) : memref<?xf32>
    %c = memref.cast %a : memref<?xf32> to memref<?xf32>
    %d = memref.dim %c, %c0 : memref<?xf32>
    %m = arith.muli %n, %d : index
    %c4 = arith.constant 4 : index
    %q = arith.divui %m, %c4 : index
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 + s1)>()[%m, %q] {
      %l = affine.load %a[%j + %d] : memref<?xf32>
    }
    %x:2 = affine.delinearize_index %i into (2, 2) : index, index
    affine.for %k = affine_map<(d0) -> (d0)>(%x#1) to 8 {
    }
  }
  affine.parallel (%p, %r) = (0, 0) to (4, 4) {
    %w = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%p, %r)
    affine.for %k = affine_map<(d0) -> (d0)>(%w) to 8 {
    }
  }
  return
}

// -----

func.func @dim_of_inner_value(%n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %a = memref.alloc(%i) : memref<?xf32>
    %d = memref.dim %a, %c0 : memref<?xf32>
    // expected-error @below {{'affine.for' op operand cannot be used as a symbol}}
    "affine.for"(%d) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

func.func @symbol_divui(%n: index) {
  affine.for %i = 0 to 4 {
    %q = arith.divui %n, %n : index
    // expected-error @below {{'affine.for' op operand cannot be used as a symbol}}
    "affine.for"(%q) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{dim operand count and affine map dim count must match}}
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0)>(%n)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{expected '('}}
  affine.for %i = 0 to 10 iter_args %x = %n) -> index {
    affine.yield %x : index
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{expected '(' in operand list}}
  affine.for %i = 0 to affine_map<(d0) -> (d0)> {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{expected 'to' between bounds}}
  affine.for %i = 0 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{expected only one loop bound operand}}
  affine.for %i = 0 to %n, %n {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index, %n: index) {
  // expected-error @below {{expected three types}}
  affine.dma_start %a[%i], %a[%i], %a[%i], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "x" {
  }
  return
}

// -----

func.func @f(%a: f32, %i: index) {
  // expected-error @below {{invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = affine.load %a[%i] : f32
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  // expected-error @below {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = affine.vector_load %a[%i] : memref<4xf32>, f32
  return
}

// -----

func.func @f() {
  // expected-error @below {{invalid reduction value: "foo"}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("foo") -> (f32) {
    %c = arith.constant 0.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{mismatch between the number of loop-carried values and results}}
  %0 = affine.for %i = 0 to 10 iter_args(%x = %n, %y = %n) -> (index) {
    affine.yield %x, %y : index, index
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @below {{steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @below {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [99 : i64], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    affine.yield %c : f32
  }) : () -> f32
  return
}
