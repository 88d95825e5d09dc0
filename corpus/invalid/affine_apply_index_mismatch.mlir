// affine.apply: the operands must match the map's dimensions and symbols.
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%i: index, %n: index) -> index {
  %0 = affine.apply #map(%i, %n)
  return %0 : index
}
