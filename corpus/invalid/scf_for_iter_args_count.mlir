// scf.for: as many loop-carried values as result types.
func.func @f(%lb: index, %x: i32) {
  scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32, i32) {
  }
  return
}
