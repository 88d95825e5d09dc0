// xegpu.load_nd: the offsets are values or integers.
func.func @f(%t: !xegpu.tensor_desc<8x16xf16>, %x: index) {
  %v = xegpu.load_nd %t[%x, ?] : !xegpu.tensor_desc<8x16xf16> -> vector<8x16xf16>
  return
}
