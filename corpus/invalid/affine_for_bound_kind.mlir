// affine.for: a bound is an SSA value, an integer or an affine map.
func.func @f() {
  affine.for %i = "zero" to 10 {
  }
  return
}
