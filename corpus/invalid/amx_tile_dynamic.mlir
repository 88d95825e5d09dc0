// A static shape is required in an amx tile type: the error is in the type.
func.func @f(%t: !amx.tile<16x?xbf16>) {
  return
}
