// scf: the ops' own verifiers.

func.func @parallel_zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c0) {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_positive_step(%lb: index, %ub: index) {
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c2) {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_negative_step(%lb: index, %ub: index) {
  %c = "arith.constant"() <{value = -1 : index}> : () -> index
  // expected-error @below {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%ub) step (%c) {
    scf.reduce
  }
  return
}
