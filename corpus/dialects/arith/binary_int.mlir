// Integer binary ops, with and without the overflow and exact flags.
func.func @overflow_flags(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %sum = arith.addi %a, %b : i32
  %sum_nsw = arith.addi %a, %b overflow<nsw> : i32
  %sum_nuw = arith.addi %a, %b overflow<nuw> : i32
  %sum_both = arith.addi %a, %b overflow<nsw, nuw> : i32
  %diff = arith.subi %a, %b overflow<nuw> : i32
  %prod = arith.muli %a, %b overflow<nsw> : i32
  %shl = arith.shli %a, %b overflow<nsw, nuw> : i32
  return %sum, %sum_nsw, %sum_nuw, %sum_both, %diff, %prod, %shl : i32, i32, i32, i32, i32, i32, i32
}

func.func @no_flags(%a: i64, %b: i64) -> (i64, i64, i64) {
  %0 = arith.subi %a, %b : i64
  %1 = arith.muli %a, %b : i64
  %2 = arith.shli %a, %b : i64
  return %0, %1, %2 : i64, i64, i64
}

func.func @division(%a: index, %b: index) -> (index, index, index, index, index, index, index) {
  %q = arith.divsi %a, %b : index
  %qe = arith.divsi %a, %b exact : index
  %u = arith.divui %a, %b : index
  %ue = arith.divui %a, %b exact : index
  %c = arith.ceildivsi %a, %b : index
  %cu = arith.ceildivui %a, %b : index
  %f = arith.floordivsi %a, %b : index
  return %q, %qe, %u, %ue, %c, %cu, %f : index, index, index, index, index, index, index
}

func.func @remainder_shift(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16, i16) {
  %rs = arith.remsi %a, %b : i16
  %ru = arith.remui %a, %b : i16
  %s = arith.shrsi %a, %b : i16
  %se = arith.shrsi %a, %b exact : i16
  %u = arith.shrui %a, %b : i16
  %ue = arith.shrui %a, %b exact : i16
  return %rs, %ru, %s, %se, %u, %ue : i16, i16, i16, i16, i16, i16
}

func.func @bitwise_minmax(%a: vector<4xi8>, %b: vector<4xi8>) -> (vector<4xi8>, vector<4xi8>, vector<4xi8>) {
  %and = arith.andi %a, %b : vector<4xi8>
  %or = arith.ori %and, %b : vector<4xi8>
  %xor = arith.xori %or, %a : vector<4xi8>
  %m1 = arith.maxsi %xor, %b : vector<4xi8>
  %m2 = arith.maxui %m1, %b : vector<4xi8>
  %m3 = arith.minsi %m2, %b : vector<4xi8>
  %m4 = arith.minui %m3, %b {note} : vector<4xi8>
  return %and, %xor, %m4 : vector<4xi8>, vector<4xi8>, vector<4xi8>
}

func.func @tensor_add(%a: tensor<?x4xi1>, %b: tensor<?x4xi1>) -> tensor<?x4xi1> {
  %r = arith.addi %a, %b overflow<none> : tensor<?x4xi1>
  return %r : tensor<?x4xi1>
}
