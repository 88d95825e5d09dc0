// gpu: kernel launches (checked by the module's gpu.container_module
// attribute), kernels, returns.

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel function '@kernels::@missing' is undefined}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @kernels::@missing, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel container 'nowhere' is undefined}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @nowhere::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index, %x: f32):
    // expected-error @below {{'gpu.launch_func' op type of function argument 0 does not match}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n, %x) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (i32) -> ()}> ({
    ^bb0(%a: i32):
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

// expected-error @below {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @not_a_module() attributes {gpu.container_module} {
  return
}

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-note @below {{return type declared here}}
  "gpu.func"() <{function_type = () -> i32}> ({
    // expected-error @below {{'gpu.return' op expected 1 result operands}}
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  "gpu.func"() <{function_type = () -> i32}> ({
    %c = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    // expected-error @below {{'gpu.return' op unexpected type `'f32'' for operand #0}}
    "gpu.return"(%c) : (f32) -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-error @below {{'gpu.func' op expected void return type for kernel function}}
  "gpu.func"() <{function_type = () -> i32}> ({
    %c = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "gpu.return"(%c) : (i32) -> ()
  }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-error @below {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: i32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: f32, %w: memref<4xf32, #gpu.address_space<workgroup>>):
    "gpu.return"() : () -> ()
  }) {sym_name = "attributions", workgroup_attributions = 1 : i64} : () -> ()
  // expected-error @below {{'gpu.func' op expected at least 2 arguments to body region}}
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: f32):
    "gpu.return"() : () -> ()
  }) {sym_name = "too_few", workgroup_attributions = 1 : i64} : () -> ()
}) : () -> ()

// -----

func.func @thread_id() {
  // expected-error @below {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> i32
  return
}

// -----
// gpu.all_reduce's verifyRegions.

func.func @all_reduce_op_and_body(%x: f32) {
  // expected-error @below {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce add %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_neither(%x: f32) {
  // expected-error @below {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce %x {} : (f32) -> f32
  return
}

// -----

func.func @all_reduce_one_argument(%x: f32) {
  // expected-error @below {{expected two region arguments}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_argument_type(%x: f32) {
  // expected-error @below {{incorrect region argument type}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: i32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_two_yielded(%x: f32) {
  // expected-error @below {{expected one gpu.yield operand}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a, %b : f32, f32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_yield_type(%x: f32) {
  // expected-error @below {{incorrect gpu.yield type}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 0 : i32
    gpu.yield %c : i32
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_no_yield(%x: f32) {
  // expected-error @below {{expected gpu.yield op in region}}
  %0 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    "test.done"(%a) : (f32) -> ()
  } : (f32) -> f32
  return
}

// -----

func.func @all_reduce_kind(%x: f32) {
  // expected-error @below {{`and` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.all_reduce and %x {} : (f32) -> f32
  return
}

// -----

func.func @all_reduce_float_kind(%x: i32) {
  // expected-error @below {{`maximumf` reduction operation is not compatible with type 'i32'}}
  %0 = gpu.all_reduce maximumf %x {} : (i32) -> i32
  return
}

// -----

// Valid: add and mul fit any type; a body yielding from two blocks.
func.func @all_reduce_valid(%x: f32, %i: i32) {
  %0 = gpu.all_reduce mul %x {} : (f32) -> f32
  %1 = gpu.all_reduce maxsi %i uniform {} : (i32) -> i32
  %2 = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    cf.br ^bb1(%a : f32)
  ^bb1(%c: f32):
    gpu.yield %c : f32
  } : (f32) -> f32
  return
}

// -----
// gpu.subgroup_reduce.

func.func @subgroup_reduce_kind(%v: vector<4xf32>) {
  // expected-error @below {{`minsi` reduction operation is not compatible with type 'vector<4xf32>'}}
  %0 = gpu.subgroup_reduce minsi %v : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @subgroup_reduce_cluster_size(%x: i32) {
  // expected-error @below {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 3) : (i32) -> i32
  return
}

// -----

func.func @subgroup_reduce_stride_alone(%x: i32) {
  // expected-error @below {{'gpu.subgroup_reduce' op cluster stride can only be specified if cluster size is specified}}
  %0 = "gpu.subgroup_reduce"(%x) <{cluster_stride = 2 : i32, op = #gpu<all_reduce_op add>}> : (i32) -> i32
  return
}

// -----

func.func @subgroup_reduce_cluster_stride(%x: i32) {
  // expected-error @below {{'gpu.subgroup_reduce' op cluster stride 6 is not a power of two}}
  %0 = gpu.subgroup_reduce add %x cluster(size = 4, stride = 6) : (i32) -> i32
  return
}

// -----

func.func @subgroup_reduce_valid(%x: i32, %v: vector<4xf16>) {
  %0 = gpu.subgroup_reduce xor %x cluster(size = 8, stride = 4) : (i32) -> i32
  %1 = gpu.subgroup_reduce minimumf %v uniform : (vector<4xf16>) -> vector<4xf16>
  return
}

// -----
// gpu.launch.

func.func @launch_partial_cluster(%n: index) {
  // expected-error @below {{'gpu.launch' op cluster size must be all present}}
  "gpu.launch"(%n, %n, %n, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_arguments(%n: index) {
  // expected-error @below {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%n, %n, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    "gpu.terminator"() : () -> ()
  }) {workgroup_attributions = 1 : i64} : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @launch_attribution_type(%n: index) {
  // expected-error @below {{'gpu.launch' op expected memref type in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%w : f32) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_workgroup_space(%n: index) {
  // expected-error @below {{'gpu.launch' op expected memory space workgroup in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_private_space(%n: index) {
  // expected-error @below {{'gpu.launch' op expected memory space private in attribution}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             private(%p : memref<4xf32, #gpu.address_space<global>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @launch_terminator(%n: index) {
  // expected-note @below {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @below {{expected 'gpu.terminator' or a terminator with successors}}
    "test.finish"() : () -> ()
  }
  return
}

// -----

// Valid: attributions in their spaces or in none, a cluster, a body
// branching before it terminates.
func.func @launch_valid(%n: index, %c: i1) {
  gpu.launch clusters(%cx, %cy, %cz) in (%ux = %n, %uy = %n, %uz = %n)
             blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>, %w2 : memref<4xf32, 3>)
             private(%p : memref<4xf32, #gpu.address_space<private>>) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    gpu.terminator
  ^bb2:
    gpu.terminator
  }
  return
}

// -----
// gpu.launch_func.

func.func @launch_func_no_container(%n: index) {
  // expected-error @below {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @launch_func_cluster_types(%n: index, %i: i32) {
    // expected-error @below {{'gpu.launch_func' op expects types of the cluster dimensions must be the same}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n, %n, %i, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (index, index, index, index, index, index, index, i32, index) -> ()
    return
  }
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----
// gpu.rotate.

func.func @rotate_offset(%x: f32) {
  // expected-error @below {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %0, %1 = gpu.rotate %x, 16, 16 : f32
  return
}

// -----
// gpu.memcpy.

func.func @memcpy_element_type(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @below {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error @below {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<8xf32>
  return
}

// -----

func.func @memcpy_valid(%a: memref<?xf32>, %b: memref<8xf32>) {
  gpu.memcpy %a, %b : memref<?xf32>, memref<8xf32>
  return
}

// -----
// The subgroup_mma ops.

func.func @mma_load_stride(%m: memref<32x32xf16, strided<[64, 2]>>, %i: index) {
  // expected-error @below {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 64 : index} : memref<32x32xf16, strided<[64, 2]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @mma_store_stride(%m: memref<32x32xf16, strided<[64, 2]>>, %c: !gpu.mma_matrix<16x16xf16, "COp">, %i: index) {
  // expected-error @below {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[64, 2]>>
  return
}

// -----

func.func @mma_store_operand(%m: memref<32x32xf16>, %a: !gpu.mma_matrix<16x16xf16, "AOp">, %i: index) {
  // expected-error @below {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @mma_compute_order(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @below {{operands must be in the order AOp, BOp, COp}}
  %0 = gpu.subgroup_mma_compute %a, %a, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @mma_compute_shapes(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error @below {{operand shapes do not satisfy matmul constraints}}
  %0 = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @mma_valid(%m: memref<32x32xf16, strided<[32, 1], offset: ?>>, %i: index) {
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[32, 1], offset: ?>> -> !gpu.mma_matrix<16x8xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[32, 1], offset: ?>> -> !gpu.mma_matrix<8x16xf16, "BOp">
  %c = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[32, 1], offset: ?>> -> !gpu.mma_matrix<16x16xf16, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<8x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.subgroup_mma_store_matrix %d, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[32, 1], offset: ?>>
  return
}

// -----
// gpu.alloc.

func.func @alloc_sizes(%n: index) {
  // expected-error @below {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = gpu.alloc (%n) : memref<4xf32>
  return
}

// -----

func.func @alloc_symbols() {
  // expected-error @below {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_strided_symbols() {
  // expected-error @below {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @alloc_valid(%n: index) {
  %0 = gpu.alloc (%n) [%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %1 = gpu.alloc () : memref<4xf32, strided<[1], offset: 2>>
  %2 = gpu.alloc () [%n] : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----
// gpu.dynamic_shared_memory.

func.func @dynamic_shared_memory_space() {
  // expected-error @below {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8>
  return
}

// -----

func.func @dynamic_shared_memory_static() {
  // expected-error @below {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<16xi8, #gpu.address_space<workgroup>>
  return
}

// -----
// gpu.warp_execute_on_lane_0.

func.func @warp_block_arguments(%laneid: index, %v: vector<4xf32>) {
  // expected-error @below {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xf32>) -> (vector<1xf32>) {
    %c = arith.constant dense<0.0> : vector<32xf32>
    gpu.yield %c : vector<32xf32>
  }
  return
}

// -----

func.func @warp_yields(%laneid: index) {
  // expected-error @below {{'gpu.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xf32>) {
    gpu.yield
  }
  return
}

// -----

func.func @warp_not_vector(%laneid: index, %x: f32) {
  // expected-error @below {{'gpu.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (f32) {
    %c = arith.constant 0 : i32
    gpu.yield %c : i32
  }
  return
}

// -----

func.func @warp_rank(%laneid: index) {
  // expected-error @below {{'gpu.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<4xf32>) {
    %c = arith.constant dense<0.0> : vector<4x32xf32>
    gpu.yield %c : vector<4x32xf32>
  }
  return
}

// -----

func.func @warp_multiple(%laneid: index, %v: vector<3xf32>) {
  // expected-error @below {{'gpu.warp_execute_on_lane_0' op expected expanded vector dimension #0 (32) to be a multipler of the distributed vector dimension (3)}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<3xf32>) -> (f32) {
  ^bb0(%w: vector<32xf32>):
    %c = arith.constant 0.0 : f32
    gpu.yield %c : f32
  }
  return
}

// -----

func.func @warp_size(%laneid: index) {
  // expected-error @below {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xf32>' to 'vector<1xf32>' with warp size = 32}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %c = arith.constant dense<0.0> : vector<64xf32>
    gpu.yield %c : vector<64xf32>
  }
  return
}

// -----

func.func @warp_valid(%laneid: index, %v: vector<4xf32>, %x: f32) {
  %0:2 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v, %x : vector<4xf32>, f32) -> (vector<1x1xf32>, f32) {
  ^bb0(%w: vector<128xf32>, %y: f32):
    %c = arith.constant dense<0.0> : vector<4x8xf32>
    gpu.yield %c, %y : vector<4x8xf32>, f32
  }
  return
}

// -----
// gpu.subgroup_broadcast.

func.func @broadcast_first_lane(%x: f32, %i: i32) {
  // expected-error @below {{'gpu.subgroup_broadcast' op lane can only be specified for `specific_lane` broadcast}}
  %0 = "gpu.subgroup_broadcast"(%x, %i) <{broadcast_type = #gpu<broadcast first_active_lane>}> : (f32, i32) -> f32
  return
}

// -----

func.func @broadcast_specific_lane(%x: f32) {
  // expected-error @below {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %0 = "gpu.subgroup_broadcast"(%x) <{broadcast_type = #gpu<broadcast specific_lane>}> : (f32) -> f32
  return
}

// -----
// The launch size hints of GPUDialect::verifyOperationAttribute.

// expected-error @below {{'func.func' op gpu.known_block_size must be a dense i32 array}}
func.func @known_block_size() attributes {gpu.known_block_size = array<i64: 1, 1, 1>} {
  return
}

// -----

// expected-error @below {{'func.func' op gpu.known_grid_size must contain exactly 3 elements}}
func.func @known_grid_size() attributes {gpu.known_grid_size = array<i32: 1, 1>} {
  return
}

// -----
// gpu.func's verifyBody.

"gpu.module"() <{sym_name = "m"}> ({
  // expected-error @below {{'gpu.func' op expected body with at least one block}}
  "gpu.func"() <{function_type = () -> ()}> ({
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

gpu.module @m {
  // expected-error @below {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @f(%a: f32) workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @f(%a: f32) private(%w : memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f(%a: f32) private(%w : f32) {
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @f(%a: f32) workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>, %n : memref<4xf32, 3>) private(%p : memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----
// gpu.module's targets: #nvvm.target checks the ops' required SM versions.

gpu.module @sm_version [#nvvm.target<chip = "sm_70">] {
  // expected-error @below {{'nvvm.read.ptx.sreg.clusterid.x' op is not supported on sm_70}}
  %0 = nvvm.read.ptx.sreg.clusterid.x : i32
  %1 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
}

// -----

gpu.module @arch_accelerated [#nvvm.target<chip = "sm_100">] {
  // expected-error @below {{'nvvm.wgmma.fence.aligned' op is not supported on sm_100}}
  nvvm.wgmma.fence.aligned
}

// -----

// The ops nested deepest first; the default chip is sm_50.
gpu.module @post_order [#nvvm.target] {
  %c = arith.constant 0 : i32
  "test.region"() ({
    // expected-error @below {{'nvvm.redux.sync' op is not supported on sm_50}}
    %0 = nvvm.redux.sync add %c, %c : i32 -> i32
  }) : () -> ()
  %1 = nvvm.read.ptx.sreg.clusterid.x : i32
}

// -----

// expected-error @below {{Minimum NVVM target SM version is sm_20}}
gpu.module @minimum [#nvvm.target<chip = "sm_10">] {
}

// -----

// The second target is checked too.
gpu.module @two_targets [#nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_75", O = 3>] {
  // expected-error @below {{'nvvm.cluster.wait' op is not supported on sm_75}}
  nvvm.cluster.wait
}

// -----

// Valid: a target that does not check, arch-accelerated chips, newer ones.
gpu.module @unchecked [#nvvm.target<chip = "sm_10", verifyTarget = false>] {
  nvvm.wgmma.fence.aligned
}
gpu.module @accelerated [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_100">] {
  %0 = nvvm.read.ptx.sreg.clusterid.x : i32
}
gpu.module @family [#nvvm.target<chip = "sm_100a">] {
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.cluster.wait
}

// -----

// The attributes' verify() (GPUDialect.cpp), at the `<`.

// expected-error @below {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
module attributes {test.object = #gpu.object<1, "BLOB">} {
}

// -----

// expected-error @below {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
module attributes {test.object = #gpu.object<#foo.bar, "BLOB">} {
}

// -----

module attributes {test.a = #gpu.object<#nvvm.target, "BLOB">, test.b = #gpu.object<#rocdl.target, bin = "B">, test.c = #gpu.object<#xevm.target, "B">, test.d = #gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "B">} {
}

// -----

// expected-error @below {{the object index must be positive}}
module attributes {test.select = #gpu.select_object<-1>} {
}

// -----

// expected-error @below {{the target attribute must be a GPU Target attribute}}
module attributes {test.select = #gpu.select_object<"x">} {
}

// -----

module attributes {test.a = #gpu.select_object<0>, test.b = #gpu.select_object<#nvvm.target>, test.c = #gpu.select_object} {
}

// -----

// expected-error @below {{the kernel name can't be empty}}
module attributes {test.kernel = #gpu.kernel_metadata<"", () -> ()>} {
}

// -----

// expected-error @below {{all attributes in the array must be a dictionary attribute}}
module attributes {test.kernel = #gpu.kernel_metadata<"k", (i32) -> (), arg_attrs = [{}, 1]>} {
}

// -----

// expected-error @below {{expected all kernels to be uniquely named}}
module attributes {test.table = #gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>, #gpu.kernel_metadata<"a", () -> ()>, #gpu.kernel_metadata<"k", (i32) -> ()>]>} {
}

// -----

module attributes {test.table = #gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>, #gpu.kernel_metadata<"a", (i32) -> (), arg_attrs = [{llvm.noalias}]>]>} {
}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel module 'kernels' is undefined}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "test.container"() ({
    "test.op"() {sym_name = "k"} : () -> ()
  }) {sym_name = "kernels"} : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op referenced kernel '@kernels::@k' is not a function}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    // expected-note @below {{see the kernel definition here}}
    "gpu.global"() {sym_name = "k"} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op got 1 kernel operands but expected 0}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

gpu.module @m {
  // expected-error @below {{gpu.func requires named arguments}}
  gpu.func @k(index) {
    gpu.return
  }
}

// -----

func.func @f(%x: f32) {
  // expected-error @below {{invalid op kind}}
  %0 = gpu.all_reduce foo %x {} : (f32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @below {{needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

gpu.module @dup_attr {
  // expected-error @below {{attribute 'workgroup_attributions' occurs more than once in the attribute list}}
  gpu.func @k() kernel attributes {workgroup_attributions = 1 : i64} {
    gpu.return
  }
}

// -----

func.func @launch_dup_attr(%i: index) {
  // expected-error @below {{attribute 'workgroup_attributions' occurs more than once in the attribute list}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %i, %gy = %i, %gz = %i) threads(%tx, %ty, %tz) in (%sx = %i, %sy = %i, %sz = %i) {
    gpu.terminator
  } {workgroup_attributions = 0 : i64}
  return
}
