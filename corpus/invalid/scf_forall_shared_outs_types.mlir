// scf.forall: shared_outs without result types.
func.func @f(%t: tensor<4xf32>) {
  scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
