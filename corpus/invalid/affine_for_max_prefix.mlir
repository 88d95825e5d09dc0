// affine.for: a lower bound map with several results needs `max`.
func.func @f(%n: index) {
  affine.for %i = affine_map<()[s0] -> (0, s0)>()[%n] to 10 {
  }
  return
}
