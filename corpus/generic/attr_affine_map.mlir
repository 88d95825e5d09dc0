// affine_map with every operator and the simplifications mlir-opt applies
// when it builds the map.
"foo.maps"() {
  identity = affine_map<(d0, d1) -> (d0, d1)>,
  permute = affine_map<(i, j, k) -> (k, i, j)>,
  ops = affine_map<(d0, d1)[s0] -> (d0 + d1, d0 - s0, d1 * 4, d0 mod 8, d1 floordiv 2, d0 ceildiv s0)>,
  add_zero = affine_map<(d0) -> (d0 + 0)>,
  mul_one = affine_map<(d0) -> (d0 * 1)>,
  const_first = affine_map<(d0) -> (2 + d0)>,
  self_sub = affine_map<(d0) -> (d0 - d0)>,
  const_fold = affine_map<() -> (3 * 4 + 1)>,
  neg = affine_map<(d0)[s0] -> (-d0, -(d0 + s0), d0 * -1)>,
  sym_mul = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1, s0 * s1)>,
  parens = affine_map<(d0, d1) -> ((d0 + d1) * 2, d0 - (d1 - 1))>,
  empty = affine_map<() -> ()>,
  symbols_only = affine_map<()[s0] -> (s0 mod 4)>,
  constant = affine_map<(d0) -> (0)>
} : () -> ()
