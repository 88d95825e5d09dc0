// cf.assert: a condition and a message.
func.func @checks(%ok: i1, %n: index) {
  cf.assert %ok, "expected the condition to hold"
  %c0 = arith.constant 0 : index
  %nonneg = arith.cmpi sge, %n, %c0 : index
  cf.assert %nonneg, "n must be non-negative: \"quoted\"\n" {test.id = 3 : i32}
  return
}

func.func @assert_in_loop(%n: index, %limit: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ok = arith.cmpi ult, %i, %limit : index
    cf.assert %ok, ""
  }
  return
}
