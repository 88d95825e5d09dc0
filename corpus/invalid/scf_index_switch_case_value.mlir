// scf.index_switch: a case needs an integer.
func.func @f(%x: index) {
  scf.index_switch %x
  case {
  }
  default {
  }
  return
}
