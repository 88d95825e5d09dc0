// omp.tile separates its generated loops from the loops it applies to by `<-`.
func.func @f(%tc: i32) {
  %a = omp.new_cli
  omp.canonical_loop(%a) %iv : i32 in range(%tc) {
    omp.terminator
  }
  omp.tile (%a) sizes(%tc : i32)
  return
}
