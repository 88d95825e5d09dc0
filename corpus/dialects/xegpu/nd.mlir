// xegpu's nd tensor descriptors: create_nd_tdesc with and without offsets,
// shapes and strides; load_nd, store_nd and prefetch_nd with and without
// offsets and cache hints; update_nd_offset; dpas.
func.func @nd(%src: memref<24x32xf16>, %x: index, %p: ui64, %w: index) {
  %t = xegpu.create_nd_tdesc %src : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  %t1 = xegpu.create_nd_tdesc %src[0, %x] : memref<24x32xf16> -> !xegpu.tensor_desc<8x16xf16>
  %t2 = xegpu.create_nd_tdesc %p, shape : [%w, 32], strides : [32, 1] : ui64 -> !xegpu.tensor_desc<8x16xf16>
  %t3 = xegpu.create_nd_tdesc %p[%x, 4], shape : [%w, 32], strides : [32, 1] : ui64 -> !xegpu.tensor_desc<8x16xf16>
  %b = xegpu.create_nd_tdesc %src[%x, %x] : memref<24x32xf16> -> !xegpu.tensor_desc<16x16xf16>
  %v = xegpu.load_nd %t : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
  %v2 = xegpu.load_nd %t[%x, 0] <{l1_hint = #xegpu.cache_hint<cached>, l2_hint = #xegpu.cache_hint<uncached>}> : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
  %vb = xegpu.load_nd %b <{packed}> : !xegpu.tensor_desc<16x16xf16> -> vector<8x16x2xf16>
  %vt = xegpu.load_nd %b <{transpose = array<i64: 1, 0>}> {tag} : !xegpu.tensor_desc<16x16xf16> -> vector<16x16xf16>
  xegpu.store_nd %v, %t : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
  xegpu.store_nd %v, %t[0, 0] <{l2_hint = #xegpu.cache_hint<write_back>}> : vector<8x16xf16>, !xegpu.tensor_desc<8x16xf16>
  xegpu.prefetch_nd %t : !xegpu.tensor_desc<8x16xf16>
  xegpu.prefetch_nd %t[%x, %x] <{l1_hint = #xegpu.cache_hint<cached>}> {tag} : !xegpu.tensor_desc<8x16xf16>
  %t4 = xegpu.update_nd_offset %t, [%x, 16] : !xegpu.tensor_desc<8x16xf16>
  %c = xegpu.dpas %v, %vb : vector<8x16xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
  %d = xegpu.dpas %v, %vb, %c : vector<8x16xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
  return
}
