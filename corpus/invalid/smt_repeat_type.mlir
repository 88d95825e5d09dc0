smt.solver () : () -> () {
  %a = smt.int.constant 1
  %r = smt.bv.repeat 2 times %a : !smt.int
  smt.yield
}
