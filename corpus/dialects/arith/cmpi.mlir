// arith.cmpi with every predicate, on scalars, index and vectors.
func.func @cmpi_all(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  %sle = arith.cmpi sle, %a, %b : i32
  %sgt = arith.cmpi sgt, %a, %b : i32
  %sge = arith.cmpi sge, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %ule = arith.cmpi ule, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %uge = arith.cmpi uge, %a, %b : i32
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpi_index(%i: index, %n: index) -> i1 {
  %in_bounds = arith.cmpi ult, %i, %n : index
  return %in_bounds : i1
}

func.func @cmpi_vector(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %m = arith.cmpi sge, %a, %b {hint} : vector<4xi64>
  return %m : vector<4xi1>
}

func.func @cmpi_tensor(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi1> {
  %m = arith.cmpi eq, %a, %b : tensor<?xi8>
  return %m : tensor<?xi1>
}
