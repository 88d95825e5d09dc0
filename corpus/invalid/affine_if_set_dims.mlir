// affine.if: the dimension operands must match the integer set.
func.func @f(%i: index) {
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}
