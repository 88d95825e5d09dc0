// affine.delinearize_index and affine.linearize_index (declarative
// formats): static and dynamic basis, the optional outer bound, disjoint.
func.func @delinearize(%idx: index, %b: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %idx into (16, %b, 4) : index, index, index
  %1:2 = affine.delinearize_index %idx into (8) : index, index
  return %0#0, %0#1, %0#2, %1#0, %1#1 : index, index, index, index, index
}

func.func @linearize(%i: index, %j: index, %k: index, %b: index) -> (index, index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (2, %b, 4) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (%b, 4) : index
  %2 = affine.linearize_index [%i, %j] by (4) : index
  return %0, %1, %2 : index, index, index
}
