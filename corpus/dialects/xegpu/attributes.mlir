// xegpu's hand-written types and their attributes: the default block
// encoding of a tensor descriptor left out, mem_layout entries sorted.
func.func @f() {
  %0:3 = "test.op"() : () -> (!xegpu.tensor_desc<8 x 16 x f16, #xegpu.block_tdesc_attr<array_length = 2>, #xegpu.layout<lane_layout = [1, 16], lane_data = [1, 1]>>, !xegpu.tensor_desc<16xf32, #xegpu.scatter_tdesc_attr<>>, !xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<memory_space = global>>)
  %1:3 = "test.op"() : () -> (!xegpu.mem_desc<16 x 16 x f16>, !xegpu.mem_desc<16x16xf16, #xegpu.mem_layout<stride =  [1, 16]>>, !xegpu.mem_desc<16x16xf16, #xegpu.mem_layout<stride = [1,16] , block=[8,8]>>)
  "test.op"() {a = #xegpu.block_tdesc_attr<array_length = 2>, b = #xegpu.layout<sg_layout = [2, 4], sg_data = [16, 16]>, c = #xegpu.range<[0, 16]>, d = #xegpu.scatter_tdesc_attr<chunk_size = 2>, e = #xegpu.slice<#xegpu.layout<sg_layout = [2, 4], sg_data = [16, 16]>, dims = [0]>, f = #xegpu.block_tdesc_attr<memory_space = slm>} : () -> ()
  return
}
