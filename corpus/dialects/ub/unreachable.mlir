// ub.unreachable terminates a block that control never reaches.
func.func @never(%c: i1) -> i32 {
  cf.cond_br %c, ^ok, ^dead
^ok:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^dead:
  ub.unreachable
}

func.func @in_region(%c: i1) {
  scf.if %c {
    scf.execute_region {
      ub.unreachable {test.reason = "checked above"}
    }
  }
  return
}
