// Ops with two results: extended add and multiply.
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %pair:2 = arith.mului_extended %a, %b : i32
  return %sum, %overflow, %low, %high, %pair#0, %pair#1 : i32, i1, i32, i32, i32, i32
}

func.func @extended_vector(%a: vector<3xi64>, %b: vector<3xi64>) -> (vector<3xi64>, vector<3xi1>) {
  %0:2 = arith.addui_extended %a, %b : vector<3xi64>, vector<3xi1>
  %1:2 = arith.mului_extended %0#0, %b : vector<3xi64>
  return %1#1, %0#1 : vector<3xi64>, vector<3xi1>
}
