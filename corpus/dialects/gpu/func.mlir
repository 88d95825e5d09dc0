// gpu.func: kernels and device functions, workgroup and private
// attributions with and without attributes, argument and result
// attributes, known sizes, and other attributes.
gpu.module @funcs {
  gpu.func @kernel(%arg0: memref<?xf32>, %arg1: f32) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 128, 1, 1>} {
    %tid = gpu.thread_id x
    %bid = gpu.block_id y
    %bdim = gpu.block_dim z
    %gdim = gpu.grid_dim x
    %gid = gpu.global_id x upper_bound 4096
    %cid = gpu.cluster_id x
    %cbid = gpu.cluster_block_id y
    %cdim = gpu.cluster_dim z
    %cdimb = gpu.cluster_dim_blocks x
    %lane = gpu.lane_id
    %sg = gpu.subgroup_id : index
    %nsg = gpu.num_subgroups : index
    %sgs = gpu.subgroup_size : index
    memref.store %arg1, %arg0[%tid] : memref<?xf32>
    gpu.return
  }
  gpu.func @attributions(%arg0: f32) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>, %w2: memref<4xi32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>> {llvm.align = 4}) kernel {
    %c0 = arith.constant 0 : index
    memref.store %arg0, %w[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    gpu.return
  }
  gpu.func @private_only() private(%p: memref<2xf32, #gpu.address_space<private>>, %q: memref<2xf32, #gpu.address_space<private>> {x}) {
    gpu.return
  }
  gpu.func @workgroup_attrs(%a: index) workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>> {llvm.align = 16}) {
    gpu.return
  }
  gpu.func @device(%a: f32 {test.arg}, %b: i32) -> (f32 {test.res}, i32) attributes {sym_visibility = "private", passthrough = ["noinline"]} {
    gpu.return %a, %b : f32, i32
  }
  gpu.func @one_result(%a: vector<4xf32>) -> vector<4xf32> {
    %0 = gpu.subgroup_broadcast %a, first_active_lane : vector<4xf32>
    gpu.return %0 : vector<4xf32>
  }
  gpu.func @blocks(%c: i1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    gpu.return
  ^bb2:
    gpu.return
  }
}
