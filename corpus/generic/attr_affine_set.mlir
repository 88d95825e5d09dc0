// affine_set (integer sets) with inequalities and equalities.
"foo.sets"() {
  simple = affine_set<(d0) : (d0 >= 0)>,
  box = affine_set<(d0, d1)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, s0 - d1 - 1 >= 0)>,
  eq = affine_set<(d0, d1) : (d0 - d1 == 0)>,
  le = affine_set<(d0)[s0] : (d0 <= s0)>,
  empty = affine_set<() : (0 == 0)>,
  mod = affine_set<(d0) : (d0 mod 2 == 0)>
} : () -> ()
