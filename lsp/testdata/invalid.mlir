// Three chunks: a valid one, one the verifier rejects, one that does not parse.
func.func @add(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  %twice = arith.addi %sum, %sum : i32
      return %twice : i32
}

// -----

func.func @bad(%x: i32) -> i64 {
  return %x : i32
}

func.func @worse(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32
  return %0, %0 : i32, i32
}

// -----

func.func @broken( {
}
