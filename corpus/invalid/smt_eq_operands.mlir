smt.solver () : () -> () {
  %a = smt.int.constant 1
  %e = smt.eq %a : !smt.int
  smt.yield
}
