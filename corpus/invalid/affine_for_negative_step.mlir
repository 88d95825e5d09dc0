// affine.for: the step is a positive integer.
func.func @f() {
  affine.for %i = 0 to 10 step -2 {
  }
  return
}
