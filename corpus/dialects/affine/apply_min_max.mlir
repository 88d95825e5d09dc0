// affine.apply, affine.min, affine.max: a map applied to dimension
// operands and, in square brackets, symbol operands.
#tile = affine_map<(d0)[s0] -> (d0 * s0)>
#clamp = affine_map<(d0, d1)[s0] -> (d0, d1 + 16, s0)>

func.func @apply(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.apply #tile(%i)[%n]
  // No operands: a constant map.
  %2 = affine.apply affine_map<() -> (42)>()
  // Only symbols: the dimension list is still written, empty.
  %3 = affine.apply affine_map<()[s0, s1] -> (s0 floordiv 4 + s1 mod 8)>()[%n, %j] {test.tag}
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @canonical_spelling(%i: index, %j: index) -> (index, index) {
  // The maps print simplified: constants folded, terms reordered,
  // subtraction of products, negation.
  %0 = affine.apply affine_map<(d0, d1) -> (2 + d1 * 3 - d0 * 2 + 3 * 4)>(%i, %j)
  %1 = affine.apply affine_map<(x)[s] -> (-(x + s) ceildiv 2)>(%i)[%j]
  return %0, %1 : index, index
}

func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index) {
  %0 = affine.min #clamp(%i, %j)[%n]
  %1 = affine.max affine_map<(d0) -> (d0 - 4, 0)>(%i)
  %2 = affine.min affine_map<()[s0] -> (s0, 128)>()[%n] {test.note = "min of a symbol"}
  return %0, %1, %2 : index, index, index
}
