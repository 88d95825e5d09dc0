// affine.parallel: steps are constant integers.
func.func @f(%n: index) {
  affine.parallel (%i) = (0) to (%n) step (%n) {
  }
  return
}
