// scf.parallel: one step per induction variable.
func.func @f(%n: index) {
  scf.parallel (%i) = (%n) to (%n) step (%n, %n) {
  }
  return
}
