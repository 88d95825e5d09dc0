// xegpu: the ops' own verifiers (XeGPUOps.cpp) and the verify() of its
// attributes and types (XeGPUDialect.cpp).

// expected-error @below {{invalid chunk size}}
func.func @scatter_chunk_size(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.scatter_tdesc_attr<chunk_size = 0>>) {
  return
}

// -----

// expected-error @below {{expected at least one of sg_layout, inst_data or lane_layout}}
func.func @layout_empty(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_data = [1, 2]>>) {
  return
}

// -----

// expected-error @below {{expected sg_layout and inst_data to have the same rank}}
func.func @layout_sg_inst(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_layout = [2, 2], inst_data = [8]>>) {
  return
}

// -----

// expected-error @below {{expected sg_layout and lane_layout to have the same rank}}
func.func @layout_sg_lane(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_layout = [2, 2], lane_layout = [16]>>) {
  return
}

// -----

// expected-error @below {{expected inst_data and lane_layout to have the same rank}}
func.func @layout_inst_lane(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<inst_data = [8, 16], lane_layout = [16]>>) {
  return
}

// -----

// expected-error @below {{expected sg_layout being used with sg_data}}
func.func @layout_sg_data(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_data = [4, 8], lane_layout = [1, 16]>>) {
  return
}

// -----

// expected-error @below {{expected sg_data and sg_layout to have the same rank}}
func.func @layout_sg_data_rank(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_layout = [2, 2], sg_data = [4]>>) {
  return
}

// -----

// expected-error @below {{expected lane_layout being used with lane_data}}
func.func @layout_lane_data(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_layout = [2, 2], lane_data = [1, 1]>>) {
  return
}

// -----

// expected-error @below {{expected lane_data and lane_layout to have the same rank}}
func.func @layout_lane_data_rank(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1]>>) {
  return
}

// -----

// expected-error @below {{expected sg_layout/lane_layout being used with order}}
func.func @layout_order(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<inst_data = [8, 16], order = [1, 0]>>) {
  return
}

// -----

// expected-error @below {{expected order and sg_layout to have the same rank}}
func.func @layout_order_sg(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<sg_layout = [2, 2], order = [0]>>) {
  return
}

// -----

// expected-error @below {{expected order and lane_layout to have the same rank}}
func.func @layout_order_lane(%a: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [1, 16], order = [0]>>) {
  return
}

// -----

// expected-error @below {{'end' : 2 must be greater than 'start' : 4}}
func.func @range_order() attributes {r = #xegpu.range<[4, 2]>} {
  return
}

// -----

func.func @range_valid() attributes {r = #xegpu.range<[2, 4]>} {
  return
}

// -----

// expected-error @below {{invalid dim (2) in slice attribute.}}
func.func @slice_dim() attributes {s = #xegpu.slice<#xegpu.layout<sg_layout = [4, 2]>, dims = [2]>} {
  return
}

// -----

// expected-error @below {{repeated dim (1) in slice attribute.}}
func.func @slice_repeated() attributes {s = #xegpu.slice<#xegpu.layout<sg_layout = [4, 2, 2]>, dims = [1, 1]>} {
  return
}

// -----

// A slice of a slice counts the dims its parent leaves.
// expected-error @below {{invalid dim (1) in slice attribute.}}
func.func @slice_nested() attributes {s = #xegpu.slice<#xegpu.slice<#xegpu.layout<sg_layout = [4, 2]>, dims = [0]>, dims = [1]>} {
  return
}

// -----

func.func @slice_nested_valid() attributes {s = #xegpu.slice<#xegpu.slice<#xegpu.layout<sg_layout = [4, 2, 2]>, dims = [0]>, dims = [1]>} {
  return
}

// -----

// expected-error @below {{expected non-zero rank tensor}}
func.func @tdesc_rank0(%a: !xegpu.tensor_desc<f32>) {
  return
}

// -----

// expected-error @below {{SLM is only supported for 1D block tensor}}
func.func @tdesc_slm(%a: !xegpu.tensor_desc<4x8xf32, #xegpu.block_tdesc_attr<memory_space = slm>>) {
  return
}

// -----

// expected-error @below {{expected non-contiguous elements for 1D tensor}}
func.func @tdesc_scatter_1d(%a: !xegpu.tensor_desc<8xf32, #xegpu.scatter_tdesc_attr<chunk_size = 2>>) {
  return
}

// -----

// expected-error @below {{expected last dim of tensor to match chunk size}}
func.func @tdesc_chunk(%a: !xegpu.tensor_desc<8x4xf32, #xegpu.scatter_tdesc_attr<chunk_size = 2>>) {
  return
}

// -----

// expected-error @below {{expected last dim of tensor to be a multiple of 2}}
func.func @tdesc_chunk_packing(%a: !xegpu.tensor_desc<8x3xf16, #xegpu.scatter_tdesc_attr<chunk_size = 3>>) {
  return
}

// -----

// expected-error @below {{expected layout rank to match tensor rank}}
func.func @tdesc_layout_rank(%a: !xegpu.tensor_desc<8x4xf16, #xegpu.layout<lane_layout = [8]>>) {
  return
}

// -----

// expected-error @below {{expected last dim of lane_data to be a multiple of: 2}}
func.func @tdesc_lane_data(%a: !xegpu.tensor_desc<8x4xf16, #xegpu.scatter_tdesc_attr<chunk_size = 4>, #xegpu.layout<lane_layout = [8, 1], lane_data = [1, 1]>>) {
  return
}

// -----

// expected-error @below {{cannot distribute [8, 4] using #xegpu.layout<lane_layout = [1, 16]>}}
func.func @tdesc_distribute(%a: !xegpu.tensor_desc<8x4xf16, #xegpu.layout<lane_layout = [1, 16]>>) {
  return
}

// -----

// expected-error @below {{cannot distribute [128, 128] using #xegpu.layout<sg_layout = [4, 2], sg_data = [32, 64], inst_data = [24, 48]>}}
func.func @tdesc_distribute_inst(%a: !xegpu.tensor_desc<128x128xf32, #xegpu.layout<sg_layout = [4, 2], sg_data = [32, 64], inst_data = [24, 48]>>) {
  return
}

// -----

// Subgroups are round-robin: a shape the sg_layout does not divide must
// divide it.
// expected-error @below {{cannot distribute [3] using #xegpu.layout<sg_layout = [16]>}}
func.func @tdesc_round_robin(%a: !xegpu.tensor_desc<3xf16, #xegpu.layout<sg_layout = [16]>>) {
  return
}

// -----

func.func @tdesc_round_robin_valid(%a: !xegpu.tensor_desc<2xf16, #xegpu.layout<sg_layout = [16], inst_data = [2]>>, %b: !xegpu.tensor_desc<2x2xf16, #xegpu.layout<sg_layout = [4, 4]>>) {
  return
}

// -----

// Round-robin: sg_data may exceed the shape's share when it divides it
// the other way; a slice as the layout is not checked.
func.func @tdesc_valid(%a: !xegpu.tensor_desc<32x32xf32, #xegpu.layout<sg_layout = [4, 4], sg_data = [16, 16]>>,
                       %b: !xegpu.tensor_desc<8x4xf32, #xegpu.slice<#xegpu.layout<lane_layout = [8, 1, 1]>, dims = [0]>>,
                       %c: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>, #xegpu.layout<lane_layout = [16, 1], lane_data = [1, 2]>>) {
  return
}

// -----

func.func @create_nd_memory_space(%src: memref<2x24x32xf32, 3>) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op Memory space mismatch. Source: 3, TensorDesc: 0}}
  %1 = xegpu.create_nd_tdesc %src : memref<2x24x32xf32, 3> -> !xegpu.tensor_desc<16xf32>
  return
}

// -----

func.func @create_nd_integer(%src: ui64) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op expecting strides and shape to be present for integer source.}}
  %1 = xegpu.create_nd_tdesc %src : ui64 -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @create_nd_offsets(%src: memref<24x32xf32>) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op Expecting the rank of shape, strides, offsets, and source (if source is a memref) should match with each other.}}
  %1 = xegpu.create_nd_tdesc %src[0, 0, 0] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

// A layout that is not strided has no strides (getStridesAndOffset).
func.func @create_nd_not_strided(%src: memref<24x32xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op Expecting the rank of shape, strides, offsets, and source (if source is a memref) should match with each other.}}
  %1 = xegpu.create_nd_tdesc %src : memref<24x32xf32, affine_map<(d0, d1) -> (d1, d0)>> -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @create_nd_strided_valid(%src: memref<24x32xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>, %dst: memref<24x32xf32, strided<[1, 24]>>) {
  %1 = xegpu.create_nd_tdesc %src : memref<24x32xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> -> !xegpu.tensor_desc<8x16xf32>
  %2 = xegpu.create_nd_tdesc %dst : memref<24x32xf32, strided<[1, 24]>> -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @create_nd_rank(%src: memref<24xf32>) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op Expecting the TensorDesc rank is not greater than the ranks of shape, strides, offsets or the memref source.}}
  %1 = xegpu.create_nd_tdesc %src : memref<24xf32> -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @create_nd_element(%src: memref<24x32xf32>) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op TensorDesc should have the same element type with the source if it is a memref.}}
  %1 = xegpu.create_nd_tdesc %src : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @create_nd_scattered(%src: memref<4x8x16xf16>) {
  // expected-error @below {{'xegpu.create_nd_tdesc' op Expects a non-scattered TensorDesc.}}
  %1 = xegpu.create_nd_tdesc %src : memref<4x8x16xf16> -> !xegpu.tensor_desc<4x8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>
  return
}

// -----

func.func @create_nd_valid(%src: memref<24x32xf32>, %p: ui64, %x: index) {
  %1 = xegpu.create_nd_tdesc %src[0, %x] : memref<24x32xf32> -> !xegpu.tensor_desc<8x16xf32>
  %2 = xegpu.create_nd_tdesc %p, shape : [24, 32], strides : [32, 1] : ui64 -> !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @prefetch_nd_scattered(%t: !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>) {
  // expected-error @below {{'xegpu.prefetch_nd' op Expects a non-scattered TensorDesc.}}
  xegpu.prefetch_nd %t : !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>
  return
}

// -----

func.func @prefetch_nd_l1(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.prefetch_nd' op invalid l1_hint: #xegpu.cache_hint<write_back>}}
  xegpu.prefetch_nd %t <{l1_hint = #xegpu.cache_hint<write_back>}> : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @prefetch_nd_l2(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.prefetch_nd' op invalid l2_hint: #xegpu.cache_hint<write_through>}}
  xegpu.prefetch_nd %t <{l1_hint = #xegpu.cache_hint<streaming>, l2_hint = #xegpu.cache_hint<write_through>}> : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @prefetch_nd_l3(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.prefetch_nd' op invalid l3_hint: #xegpu.cache_hint<write_back>}}
  xegpu.prefetch_nd %t <{l3_hint = #xegpu.cache_hint<write_back>}> : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @prefetch_nd_offsets(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.prefetch_nd' op Mismatched ranks between offsets and tensor descriptor}}
  xegpu.prefetch_nd %t[0] : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @prefetch_nd_valid(%t: !xegpu.tensor_desc<8x16xf16>, %x: index) {
  xegpu.prefetch_nd %t : !xegpu.tensor_desc<8x16xf16>
  xegpu.prefetch_nd %t[%x, 0] <{l1_hint = #xegpu.cache_hint<read_invalidate>}> : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @load_nd_scattered(%t: !xegpu.tensor_desc<4x8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>) {
  // expected-error @below {{'xegpu.load_nd' op Expects a non-scattered TensorDesc.}}
  %2 = xegpu.load_nd %t : !xegpu.tensor_desc<4x8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>> -> vector<4x8x16xf16>
  return
}

// -----

func.func @load_nd_rank(%t: !xegpu.tensor_desc<4x8x16xf16>) {
  // expected-error @below {{'xegpu.load_nd' op Expects a 1D or 2D TensorDesc.}}
  %2 = xegpu.load_nd %t : !xegpu.tensor_desc<4x8x16xf16> -> vector<4x8x16xf16>
  return
}

// -----

func.func @load_nd_hint(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.load_nd' op invalid l2_hint: #xegpu.cache_hint<write_back>}}
  %2 = xegpu.load_nd %t <{l2_hint = #xegpu.cache_hint<write_back>}> : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
  return
}

// -----

func.func @load_nd_simt_layout(%t: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>>) {
  // expected-error @below {{'xegpu.load_nd' op TensorDesc doesn't need LayoutAttr for SIMT code}}
  %2 = xegpu.load_nd %t : !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>> -> vector<8xf32>
  return
}

// -----

func.func @load_nd_simt(%t: !xegpu.tensor_desc<16xf32>) {
  // expected-error @below {{'xegpu.load_nd' op Result shape [3] is not a valid distribution for tensor descriptor '!xegpu.tensor_desc<16xf32>'}}
  %2 = xegpu.load_nd %t : !xegpu.tensor_desc<16xf32> -> vector<3xf32>
  return
}

// -----

func.func @load_nd_shape(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-error @below {{'xegpu.load_nd' op Result shape [8, 1] is not consistent with tensor descriptor '!xegpu.tensor_desc<8x16xf32>'}}
  %2 = xegpu.load_nd %t : !xegpu.tensor_desc<8x16xf32> -> vector<8x1xf32>
  return
}

// -----

func.func @load_nd_transpose_warning(%t: !xegpu.tensor_desc<8x16xf32>) {
  // expected-warning @below {{Invalid transpose attr. It is ignored.}}
  %2 = xegpu.load_nd %t <{transpose = array<i64: 2, 0>}> : !xegpu.tensor_desc<8x16xf32> -> vector<8x16xf32>
  return
}

// -----

func.func @load_nd_packed_warning(%t: !xegpu.tensor_desc<16xf16>) {
  // expected-warning @below {{Invalid Packed Attr. It is ignored (available for 2D TensorDesc only).}}
  %2 = xegpu.load_nd %t <{packed}> : !xegpu.tensor_desc<16xf16> -> vector<16xf16>
  return
}

// -----

func.func @load_nd_offsets(%t: !xegpu.tensor_desc<16xf16>) {
  // expected-error @below {{'xegpu.load_nd' op Mismatched ranks between offsets and tensor descriptor}}
  %2 = xegpu.load_nd %t[0, 0] : !xegpu.tensor_desc<16xf16> -> vector<16xf16>
  return
}

// -----

// Transposed, packed (a VNNI factor of 2) and with an array length of 2.
func.func @load_nd_valid(%t: !xegpu.tensor_desc<8x16xf32>, %u: !xegpu.tensor_desc<16x16xf16>, %v: !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<array_length = 2>>) {
  %0 = xegpu.load_nd %t <{transpose = array<i64: 1, 0>}> : !xegpu.tensor_desc<8x16xf32> -> vector<16x8xf32>
  %1 = xegpu.load_nd %u <{packed}> : !xegpu.tensor_desc<16x16xf16> -> vector<8x16x2xf16>
  %2 = xegpu.load_nd %v : !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<array_length = 2>> -> vector<2x8x16xf16>
  %3 = xegpu.load_nd %v : !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<array_length = 2>> -> vector<16xf16>
  return
}

// -----

func.func @store_nd_scattered(%t: !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>, %v: vector<8x16xf16>) {
  // expected-error @below {{'xegpu.store_nd' op Expects a non-scattered TensorDesc.}}
  xegpu.store_nd %v, %t : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>
  return
}

// -----

func.func @store_nd_rank(%t: !xegpu.tensor_desc<8x24x32xf16>, %v: vector<8x24x32xf16>) {
  // expected-error @below {{'xegpu.store_nd' op Expects a 1D or 2D TensorDesc.}}
  xegpu.store_nd %v, %t : vector<8x24x32xf16>, !xegpu.tensor_desc<8x24x32xf16>
  return
}

// -----

func.func @store_nd_hint(%t: !xegpu.tensor_desc<24x32xf16>, %v: vector<24x32xf16>) {
  // expected-error @below {{'xegpu.store_nd' op invalid l1_hint: #xegpu.cache_hint<streaming>}}
  xegpu.store_nd %v, %t <{l1_hint = #xegpu.cache_hint<streaming>}> : vector<24x32xf16>, !xegpu.tensor_desc<24x32xf16>
  return
}

// -----

func.func @store_nd_array(%t: !xegpu.tensor_desc<24x32xf16, #xegpu.block_tdesc_attr<array_length = 2>>, %v: vector<2x24x32xf16>) {
  // expected-error @below {{'xegpu.store_nd' op array length is not supported by store_nd.}}
  xegpu.store_nd %v, %t : vector<2x24x32xf16>, !xegpu.tensor_desc<24x32xf16, #xegpu.block_tdesc_attr<array_length = 2>>
  return
}

// -----

func.func @store_nd_simt_layout(%t: !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>>, %v: vector<8xf32>) {
  // expected-error @below {{'xegpu.store_nd' op TensorDesc doesn't need LayoutAttr for SIMT code}}
  xegpu.store_nd %v, %t : vector<8xf32>, !xegpu.tensor_desc<8x16xf32, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>>
  return
}

// -----

func.func @store_nd_simt(%t: !xegpu.tensor_desc<16xf32>, %v: vector<3xf32>) {
  // expected-error @below {{'xegpu.store_nd' op Value shape [3] is not a valid distribution for tensor descriptor '!xegpu.tensor_desc<16xf32>'}}
  xegpu.store_nd %v, %t : vector<3xf32>, !xegpu.tensor_desc<16xf32>
  return
}

// -----

func.func @store_nd_shape(%t: !xegpu.tensor_desc<8x16xf32>, %v: vector<8x1xf32>) {
  // expected-error @below {{'xegpu.store_nd' op Value shape [8, 1] is not consistent with tensor descriptor '!xegpu.tensor_desc<8x16xf32>'}}
  xegpu.store_nd %v, %t : vector<8x1xf32>, !xegpu.tensor_desc<8x16xf32>
  return
}

// -----

func.func @store_nd_offsets(%t: !xegpu.tensor_desc<8x16xf16>, %v: vector<8x16xf16>, %x: index) {
  // expected-error @below {{'xegpu.store_nd' op Mismatched ranks between offsets and tensor descriptor}}
  xegpu.store_nd %v, %t[%x] : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @update_nd_scattered(%t: !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>) {
  // expected-error @below {{'xegpu.update_nd_offset' op Expects a non-scattered TensorDesc.}}
  %1 = xegpu.update_nd_offset %t, [0, 16] : !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>
  return
}

// -----

func.func @update_nd_offsets(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.update_nd_offset' op Invalid number of offsets.}}
  %1 = xegpu.update_nd_offset %t, [0] : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @create_tdesc_block(%src: ui64, %o: vector<4xindex>) {
  // expected-error @below {{'xegpu.create_tdesc' op Expects a scattered TensorDesc.}}
  %1 = xegpu.create_tdesc %src, %o : ui64, vector<4xindex> -> !xegpu.tensor_desc<4xf32>
  return
}

// -----

func.func @create_tdesc_memory_space(%src: memref<64xf32, 3>, %o: vector<4xindex>) {
  // expected-error @below {{'xegpu.create_tdesc' op Memory space mismatch. Source: 3, TensorDesc: 0}}
  %1 = xegpu.create_tdesc %src, %o : memref<64xf32, 3>, vector<4xindex> -> !xegpu.tensor_desc<4xf32, #xegpu.scatter_tdesc_attr<>>
  return
}

// -----

func.func @create_tdesc_shape(%src: ui64, %o: vector<4xindex>) {
  // expected-error @below {{'xegpu.create_tdesc' op Incorrect TensorDesc shape. Expected is [4, 2]}}
  %1 = xegpu.create_tdesc %src, %o : ui64, vector<4xindex> -> !xegpu.tensor_desc<8x2xf32, #xegpu.scatter_tdesc_attr<chunk_size = 2>>
  return
}

// -----

func.func @create_tdesc_valid(%src: memref<64xf32, 3>, %o: vector<4xindex>) {
  %1 = xegpu.create_tdesc %src, %o : memref<64xf32, 3>, vector<4xindex> -> !xegpu.tensor_desc<4x2xf32, #xegpu.scatter_tdesc_attr<memory_space = slm, chunk_size = 2>>
  return
}

// -----

func.func @prefetch_offsets_not_allowed(%t: !xegpu.tensor_desc<16xf16>, %o: vector<16xindex>) {
  // expected-error @below {{'xegpu.prefetch' op offsets not allowed.}}
  xegpu.prefetch %t[%o] : !xegpu.tensor_desc<16xf16>, vector<16xindex>
  return
}

// -----

func.func @prefetch_expects_offsets(%src: memref<16xf32>) {
  // expected-error @below {{'xegpu.prefetch' op Expects offsets.}}
  xegpu.prefetch %src : memref<16xf32>
  return
}

// -----

func.func @prefetch_block(%t: !xegpu.tensor_desc<8x16xf16>) {
  // expected-error @below {{'xegpu.prefetch' op Expects a scattered TensorDesc.}}
  xegpu.prefetch %t <{l1_hint = #xegpu.cache_hint<write_back>}> : !xegpu.tensor_desc<8x16xf16>
  return
}

// -----

func.func @prefetch_hint(%t: memref<16xf16>, %o: vector<16xindex>) {
  // expected-error @below {{'xegpu.prefetch' op invalid l1_hint: #xegpu.cache_hint<write_back>}}
  xegpu.prefetch %t[%o] <{l1_hint = #xegpu.cache_hint<write_back>, offset_align_byte = 2}> : memref<16xf16>, vector<16xindex>
  return
}

// -----

func.func @prefetch_align_required(%src: i64, %o: vector<1xindex>) {
  // expected-error @below {{'xegpu.prefetch' op offset_align_byte is required with integer source.}}
  xegpu.prefetch %src[%o] : i64, vector<1xindex>
  return
}

// -----

func.func @prefetch_align_integer_only(%src: memref<16xf32>, %o: vector<1xindex>) {
  // expected-error @below {{'xegpu.prefetch' op offset_align_byte only allowed with integer source.}}
  xegpu.prefetch %src[%o] <{offset_align_byte = 4}> : memref<16xf32>, vector<1xindex>
  return
}

// -----

func.func @prefetch_valid(%src: i64, %o: vector<1xindex>, %t: !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>) {
  xegpu.prefetch %src[%o] <{offset_align_byte = 4}> : i64, vector<1xindex>
  xegpu.prefetch %t <{l2_hint = #xegpu.cache_hint<streaming>}> : !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>
  return
}

// -----

func.func @load_offsets_not_allowed(%t: !xegpu.tensor_desc<16xf16>, %o: vector<16xindex>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.load' op offsets not allowed.}}
  %2 = xegpu.load %t[%o], %m : !xegpu.tensor_desc<16xf16>, vector<16xindex>, vector<16xi1> -> vector<16xf16>
  return
}

// -----

func.func @load_expects_offsets(%t: memref<16xf16>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.load' op Expects offsets.}}
  %2 = xegpu.load %t, %m <{l1_hint = #xegpu.cache_hint<write_back>}> : memref<16xf16>, vector<16xi1> -> vector<16xf16>
  return
}

// -----

func.func @load_block(%t: !xegpu.tensor_desc<4x2xf16>, %m: vector<4xi1>) {
  // expected-error @below {{'xegpu.load' op Expects a scattered TensorDesc.}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<4x2xf16>, vector<4xi1> -> vector<4x2xf16>
  return
}

// -----

func.func @load_hint(%t: memref<?xf32>, %o: vector<4xindex>, %m: vector<4xi1>) {
  // expected-error @below {{'xegpu.load' op invalid l3_hint: #xegpu.cache_hint<write_through>}}
  %2 = xegpu.load %t[%o], %m <{l3_hint = #xegpu.cache_hint<write_through>}> : memref<?xf32>, vector<4xindex>, vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @load_tdesc_scalar(%t: !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.load' op Expecting a vector type result.}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>, vector<16xi1> -> f16
  return
}

// -----

func.func @load_tdesc_scalar_chunk(%t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.load' op Expecting chunk size == 1 for scalar result}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, vector<16xi1> -> f16
  return
}

// -----

// A scalar through a descriptor of chunk size 1 with a scalar mask: its
// element type is not compared with the descriptor's.
func.func @gather_scalar_valid(%t: !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, %m: i1, %v: f16) {
  %0 = xegpu.load %t, %m : !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, i1 -> f16
  xegpu.store %v, %t, %m : f16, !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, i1
  return
}

// -----

func.func @load_tdesc_element(%t: !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>, %m: vector<8xi1>) {
  // expected-error @below {{'xegpu.load' op Value should have the same element type as TensorDesc.}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<8x16xf16, #xegpu.scatter_tdesc_attr<chunk_size = 16>>, vector<8xi1> -> vector<8x16xf32>
  return
}

// -----

func.func @load_tdesc_mask(%t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, %m: i1) {
  // expected-error @below {{'xegpu.load' op Mask should match TensorDesc except the chunk size dim.}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, i1 -> vector<2xf16>
  return
}

// -----

func.func @load_tdesc_simt_layout(%t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>, #xegpu.layout<lane_layout = [16, 1], lane_data = [1, 2]>>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.load' op TensorDesc doesn't need LayoutAttr for SIMT code}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>, #xegpu.layout<lane_layout = [16, 1], lane_data = [1, 2]>>, vector<16xi1> -> vector<2xf16>
  return
}

// -----

func.func @load_tdesc_shape(%t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.load' op Value shape [16, 4] is neither a valid distribution for SIMT nor consistent with the tensor descriptor for SIMD '!xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2 : i64>>'}}
  %2 = xegpu.load %t, %m : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, vector<16xi1> -> vector<16x4xf16>
  return
}

// -----

func.func @load_memref_element(%src: memref<?xf16>, %o: vector<4xindex>, %m: vector<4xi1>) {
  // expected-error @below {{Value should have the same element type as MemRef.}}
  %2 = xegpu.load %src[%o], %m : memref<?xf16>, vector<4xindex>, vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @load_scalar_chunk(%src: memref<?xf16>, %o: index, %m: i1) {
  // expected-error @below {{'xegpu.load' op Expecting chunk size == 1 for scalar result}}
  %2 = xegpu.load %src[%o], %m <{chunk_size = 2}> : memref<?xf16>, index, i1 -> f16
  return
}

// -----

func.func @load_scalar_mask(%src: memref<16xf16>, %o: index, %m: vector<1xi1>) {
  // expected-error @below {{'xegpu.load' op Expecting scalar mask and offsets.}}
  %2 = xegpu.load %src[%o], %m : memref<16xf16>, index, vector<1xi1> -> f16
  return
}

// -----

func.func @load_simt_chunk(%src: ui64, %o: index, %m: i1) {
  // expected-error @below {{'xegpu.load' op value elements must match chunk size 4}}
  %2 = xegpu.load %src[%o], %m <{chunk_size = 4}> : ui64, index, i1 -> vector<3xf16>
  return
}

// -----

func.func @load_vector_mask(%src: memref<16xf16>, %o: vector<4xindex>, %m: i1) {
  // expected-error @below {{'xegpu.load' op Expecting a vector type mask.}}
  %2 = xegpu.load %src[%o], %m : memref<16xf16>, vector<4xindex>, i1 -> vector<4xf16>
  return
}

// -----

func.func @load_chunk_rank1(%src: memref<?xf32>, %o: vector<4xindex>, %m: vector<4xi1>) {
  // expected-error @below {{'xegpu.load' op value elements must match chunk size 2}}
  %2 = xegpu.load %src[%o], %m <{chunk_size = 2}> : memref<?xf32>, vector<4xindex>, vector<4xi1> -> vector<6xf32>
  return
}

// -----

func.func @load_mask_size(%src: memref<16xf16>, %o: vector<4xindex>, %m: vector<4xi1>) {
  // expected-error @below {{'xegpu.load' op Mask should match value except the chunk size dim.}}
  %2 = xegpu.load %src[%o], %m : memref<16xf16>, vector<4xindex>, vector<4xi1> -> vector<2x3xf16>
  return
}

// -----

func.func @load_mask_shape(%src: memref<16xf16>, %o: vector<4xindex>, %m: vector<2x2xi1>) {
  // expected-error @below {{'xegpu.load' op Mask should match value except the chunk size dim.}}
  %2 = xegpu.load %src[%o], %m : memref<16xf16>, vector<4xindex>, vector<2x2xi1> -> vector<4xf16>
  return
}

// -----

// A one-lane mask matches any value; chunked values keep a chunk dim.
func.func @load_valid(%src: memref<16xf16>, %o: vector<1xindex>, %m: vector<1xi1>, %o4: vector<4xindex>, %m4: vector<4xi1>, %t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, %m16: vector<16xi1>) {
  %0 = xegpu.load %src[%o], %m <{chunk_size = 4}> : memref<16xf16>, vector<1xindex>, vector<1xi1> -> vector<2x4xf16>
  %1 = xegpu.load %src[%o4], %m4 <{chunk_size = 2}> : memref<16xf16>, vector<4xindex>, vector<4xi1> -> vector<4x3xf16>
  %2 = xegpu.load %t, %m16 : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, vector<16xi1> -> vector<2xf16>
  %3 = xegpu.load %t, %m16 : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, vector<16xi1> -> vector<16x2xf16>
  return
}

// -----

func.func @store_offsets_not_allowed(%t: !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>, %v: vector<16xf16>, %o: vector<16xindex>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.store' op offsets not allowed.}}
  xegpu.store %v, %t[%o], %m : vector<16xf16>, !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>, vector<16xindex>, vector<16xi1>
  return
}

// -----

func.func @store_expects_offsets(%t: memref<16xf16>, %v: vector<1xf16>, %m: vector<1xi1>) {
  // expected-error @below {{'xegpu.store' op Expects offsets.}}
  xegpu.store %v, %t, %m : vector<1xf16>, memref<16xf16>, vector<1xi1>
  return
}

// -----

func.func @store_block(%t: !xegpu.tensor_desc<4x2xf32>, %v: vector<4x2xf32>, %m: vector<4xi1>) {
  // expected-error @below {{'xegpu.store' op Expects a scattered TensorDesc.}}
  xegpu.store %v, %t, %m <{l1_hint = #xegpu.cache_hint<cached>}> : vector<4x2xf32>, !xegpu.tensor_desc<4x2xf32>, vector<4xi1>
  return
}

// -----

func.func @store_hint(%t: memref<?xf32>, %v: vector<4xf32>, %o: vector<4xindex>, %m: vector<4xi1>) {
  // expected-error @below {{'xegpu.store' op invalid l1_hint: #xegpu.cache_hint<streaming>}}
  xegpu.store %v, %t[%o], %m <{l1_hint = #xegpu.cache_hint<streaming>}> : vector<4xf32>, memref<?xf32>, vector<4xindex>, vector<4xi1>
  return
}

// -----

func.func @store_tdesc_shape(%t: !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>, %v: vector<8xf16>, %m: vector<16xi1>) {
  // expected-error @below {{'xegpu.store' op Value shape [8] is neither a valid distribution for SIMT nor consistent with the tensor descriptor for SIMD '!xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>'}}
  xegpu.store %v, %t, %m : vector<8xf16>, !xegpu.tensor_desc<16xf16, #xegpu.scatter_tdesc_attr<>>, vector<16xi1>
  return
}

// -----

func.func @store_memref_element(%t: memref<?xf16>, %v: vector<4xf32>, %o: vector<4xindex>, %m: vector<4xi1>) {
  // expected-error @below {{Value should have the same element type as MemRef.}}
  xegpu.store %v, %t[%o], %m : vector<4xf32>, memref<?xf16>, vector<4xindex>, vector<4xi1>
  return
}

// -----

func.func @store_mask(%t: memref<?xf32>, %v: vector<4x2xf32>, %o: vector<4xindex>, %m: vector<8xi1>) {
  // expected-error @below {{'xegpu.store' op Mask should match value except the chunk size dim.}}
  xegpu.store %v, %t[%o], %m <{chunk_size = 2}> : vector<4x2xf32>, memref<?xf32>, vector<4xindex>, vector<8xi1>
  return
}

// -----

func.func @update_offset_block(%t: !xegpu.tensor_desc<16xf16>, %o: vector<16xindex>) {
  // expected-error @below {{'xegpu.update_offset' op Expects a scattered TensorDesc.}}
  %1 = xegpu.update_offset %t, %o : !xegpu.tensor_desc<16xf16>, vector<16xindex>
  return
}

// -----

func.func @update_offset_shape(%t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, %o: vector<8xindex>) {
  // expected-error @below {{'xegpu.update_offset' op Offsets should match TensorDesc except the chunk size dim.}}
  %1 = xegpu.update_offset %t, %o : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, vector<8xindex>
  return
}

// -----

func.func @update_offset_valid(%t: !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, %o: vector<16xindex>) {
  %1 = xegpu.update_offset %t, %o : !xegpu.tensor_desc<16x2xf16, #xegpu.scatter_tdesc_attr<chunk_size = 2>>, vector<16xindex>
  return
}

// -----

func.func @dpas_acc(%a: vector<8x16xf16>, %b: vector<16x16xf16>, %c: vector<8x16xf16>) {
  // expected-error @below {{'xegpu.dpas' op Expecting the acc type to be the same as result.}}
  %1 = xegpu.dpas %a, %b, %c : vector<8x16xf16>, vector<16x16xf16>, vector<8x16xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_simt(%a: vector<8xf16>, %b: vector<15xf16>) {
  // expected-error @below {{'xegpu.dpas' op Expecting B operand to be a multiple of 32 bits.}}
  %1 = xegpu.dpas %a, %b : vector<8xf16>, vector<15xf16> -> vector<8xf32>
  return
}

// -----

func.func @dpas_rank(%a: vector<8x8x2xf16>, %b: vector<8x16x2xf16>) {
  // expected-error @below {{'xegpu.dpas' op expecting lhs and result to be a 2D vector, and rhs to be either 2D or 3D (packed) vector.}}
  %1 = xegpu.dpas %a, %b : vector<8x8x2xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_k(%a: vector<8x8xf16>, %b: vector<8x16x2xf16>) {
  // expected-error @below {{'xegpu.dpas' op K-dimension mismatch.}}
  %1 = xegpu.dpas %a, %b : vector<8x8xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_m(%a: vector<16x16xf16>, %b: vector<8x16x2xf16>) {
  // expected-error @below {{'xegpu.dpas' op M-dimension mismatch.}}
  %1 = xegpu.dpas %a, %b : vector<16x16xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_n(%a: vector<8x16xf16>, %b: vector<8x8x2xf16>) {
  // expected-error @below {{'xegpu.dpas' op N-dimension mismatch.}}
  %1 = xegpu.dpas %a, %b : vector<8x16xf16>, vector<8x8x2xf16> -> vector<8x16xf32>
  return
}

// -----

func.func @dpas_valid(%a: vector<8x16xf16>, %b: vector<8x16x2xf16>, %c: vector<8x16xf32>, %s: vector<8xf16>, %t: vector<16xf16>) {
  %1 = xegpu.dpas %a, %b, %c : vector<8x16xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
  %2 = xegpu.dpas %s, %t : vector<8xf16>, vector<16xf16> -> vector<8xf32>
  return
}

// -----

func.func @convert_layout_levels(%v: vector<16x32xf16>) {
  // expected-error @below {{'xegpu.convert_layout' op expected input layout and target layout be WgLayout or SgLayout at the same time.}}
  %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<sg_layout = [2, 2]>, target_layout = #xegpu.layout<lane_layout = [1, 16]>}> : vector<16x32xf16>
  return
}

// -----

func.func @convert_layout_input(%v: vector<16x32xf16>) {
  // expected-error @below {{'xegpu.convert_layout' op invalid input layout, data cannot be evenly distributed.}}
  %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<lane_layout = [3, 16]>, target_layout = #xegpu.layout<lane_layout = [1, 32]>}> : vector<16x32xf16>
  return
}

// -----

func.func @convert_layout_target(%v: vector<16x32xf16>) {
  // expected-error @below {{'xegpu.convert_layout' op invalid target layout, data cannot be evenly distributed.}}
  %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<lane_layout = [1, 32]>, target_layout = #xegpu.layout<lane_layout = [3, 16]>}> : vector<16x32xf16>
  return
}

// -----

func.func @convert_layout_valid(%v: vector<16x32xf16>, %w: vector<32xf16>) {
  %r = xegpu.convert_layout %v <{input_layout = #xegpu.layout<sg_layout = [2, 2], sg_data = [8, 16]>, target_layout = #xegpu.layout<sg_layout = [4, 1]>}> : vector<16x32xf16>
  %s = xegpu.convert_layout %w <{input_layout = #xegpu.slice<#xegpu.layout<lane_layout = [1, 16]>, dims = [0]>, target_layout = #xegpu.layout<lane_layout = [32]>}> : vector<32xf16>
  return
}

// -----

func.func @load_matrix_block_io_scalar(%m: !xegpu.mem_desc<16x64xf16>) {
  // expected-error @below {{subgroup_block_io are only allowed when result is a VectorType.}}
  %d = xegpu.load_matrix %m[16, 0] {subgroup_block_io} : !xegpu.mem_desc<16x64xf16> -> f16
  return
}

// -----

func.func @load_matrix_rank(%m: !xegpu.mem_desc<4x16x64xf16>) {
  // expected-error @below {{mem_desc must be 2D.}}
  %d = xegpu.load_matrix %m[0, 16, 0] : !xegpu.mem_desc<4x16x64xf16> -> vector<16xf16>
  return
}

// -----

func.func @load_matrix_contiguous(%m: !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [32, 1]>>) {
  // expected-error @below {{With subgroup_block_io, accessed data must be contiguous and coalesced.}}
  %d = xegpu.load_matrix %m[0, 0] {subgroup_block_io, layout = #xegpu.layout<lane_layout = [1, 16], lane_data = [2, 1]>} : !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [32, 1]>> -> vector<2x16xf32>
  return
}

// -----

func.func @store_matrix_block(%m: !xegpu.mem_desc<16x64xf16, #xegpu.mem_layout<block = [16, 16]>>, %v: vector<16x32xf16>) {
  // expected-error @below {{With subgroup_block_io, the block shape must match the lane layout.}}
  xegpu.store_matrix %v, %m[0, 0] {subgroup_block_io, layout = #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>} : vector<16x32xf16>, !xegpu.mem_desc<16x64xf16, #xegpu.mem_layout<block = [16, 16]>>
  return
}

// -----

func.func @store_matrix_strides(%m: !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [1, 32], block = [1, 16]>>, %v: vector<16x2xf32>) {
  // expected-error @below {{With subgroup_block_io, the distributed dimensions must be contiguous.}}
  xegpu.store_matrix %v, %m[0, 0] {subgroup_block_io, layout = #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 2]>} : vector<16x2xf32>, !xegpu.mem_desc<32x32xf32, #xegpu.mem_layout<stride = [1, 32], block = [1, 16]>>
  return
}

// -----

func.func @load_matrix_shape(%m: !xegpu.mem_desc<16x64xf16>) {
  // expected-error @below {{data shape must not exceed mem_desc shape.}}
  %d = xegpu.load_matrix %m[8, 8] : !xegpu.mem_desc<16x64xf16> -> vector<32x16xf16>
  return
}

// -----

func.func @store_matrix_shape(%m: !xegpu.mem_desc<16x64xf16>, %v: vector<32x32xf16>) {
  // expected-error @below {{data shape must not exceed mem_desc shape.}}
  xegpu.store_matrix %v, %m[8, 8] : vector<32x32xf16>, !xegpu.mem_desc<16x64xf16>
  return
}

// -----

func.func @load_matrix_col_major(%m: !xegpu.mem_desc<16x64xf16, #xegpu.mem_layout<stride = [1, 16], block = [16, 16]>>) {
  // expected-error @below {{mem_desc should be row major when subgroup_block_io is set.}}
  %d = xegpu.load_matrix %m[16, 0] {subgroup_block_io} : !xegpu.mem_desc<16x64xf16, #xegpu.mem_layout<stride = [1, 16], block = [16, 16]>> -> vector<16xf16>
  return
}

// -----

// A 1D mem_desc holds a scalar; a 1D value of a row-major mem_desc needs
// no block; a 3D value is not compared with the mem_desc.
func.func @matrix_valid(%m: !xegpu.mem_desc<64xf16>, %n: !xegpu.mem_desc<16x64xf16>, %v: vector<16x16xf16>) {
  %0 = xegpu.load_matrix %m[16] : !xegpu.mem_desc<64xf16> -> f16
  %1 = xegpu.load_matrix %n[16, 0] {subgroup_block_io} : !xegpu.mem_desc<16x64xf16> -> vector<16xf16>
  %2 = xegpu.load_matrix %n[0, 0] : !xegpu.mem_desc<16x64xf16> -> vector<2x32x16xf16>
  xegpu.store_matrix %v, %n[0, 0] : vector<16x16xf16>, !xegpu.mem_desc<16x64xf16>
  return
}

// -----

func.func @prefetch_offsets_not_values(%t: !xegpu.tensor_desc<8x16xf16>, %a: index) {
  // expected-error @below {{expected integer value}}
  // expected-error @below {{expected a list of SSA values or integers}}
  xegpu.prefetch_nd %t[%a, foo] : !xegpu.tensor_desc<8x16xf16>
  return
}
