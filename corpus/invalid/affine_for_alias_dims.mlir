// affine.for: a bound map given as an alias is checked against its operands.
#map = affine_map<(d0, d1) -> (d0 + d1)>
func.func @f(%n: index) {
  affine.for %i = 0 to #map(%n) {
  }
  return
}
