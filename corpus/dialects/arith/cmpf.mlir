// arith.cmpf with every predicate, with and without fastmath flags.
func.func @cmpf_ordered(%a: f32, %b: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %false = arith.cmpf false, %a, %b : f32
  %oeq = arith.cmpf oeq, %a, %b : f32
  %ogt = arith.cmpf ogt, %a, %b : f32
  %oge = arith.cmpf oge, %a, %b : f32
  %olt = arith.cmpf olt, %a, %b : f32
  %ole = arith.cmpf ole, %a, %b : f32
  %one = arith.cmpf one, %a, %b : f32
  %ord = arith.cmpf ord, %a, %b : f32
  return %false, %oeq, %ogt, %oge, %olt, %ole, %one, %ord : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf_unordered(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %ueq = arith.cmpf ueq, %a, %b : f64
  %ugt = arith.cmpf ugt, %a, %b : f64
  %uge = arith.cmpf uge, %a, %b : f64
  %ult = arith.cmpf ult, %a, %b : f64
  %ule = arith.cmpf ule, %a, %b : f64
  %une = arith.cmpf une, %a, %b : f64
  %uno = arith.cmpf uno, %a, %b : f64
  %true = arith.cmpf true, %a, %b : f64
  return %ueq, %ugt, %uge, %ult, %ule, %une, %uno, %true : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf_fastmath(%a: vector<2xf16>, %b: vector<2xf16>) -> (vector<2xi1>, vector<2xi1>) {
  %x = arith.cmpf olt, %a, %b fastmath<nnan, ninf> : vector<2xf16>
  %y = arith.cmpf une, %a, %b fastmath<fast> : vector<2xf16>
  return %x, %y : vector<2xi1>, vector<2xi1>
}
