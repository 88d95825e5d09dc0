// Integer math ops and floating-point classification ops.
func.func @integer(%a: i32, %b: i32, %v: vector<4xi8>) -> (i32, i32, i32, i32, i32, vector<4xi8>) {
  %abs = math.absi %a : i32
  %lz = math.ctlz %a : i32
  %tz = math.cttz %a : i32
  %pop = math.ctpop %a : i32
  %pow = math.ipowi %a, %b : i32
  %vpop = math.ctpop %v : vector<4xi8>
  return %abs, %lz, %tz, %pop, %pow, %vpop : i32, i32, i32, i32, i32, vector<4xi8>
}

func.func @classify(%x: f32, %v: vector<2xf64>) -> (i1, i1, i1, i1, vector<2xi1>) {
  %fin = math.isfinite %x : f32
  %inf = math.isinf %x : f32
  %nan = math.isnan %x : f32
  %norm = math.isnormal %x : f32
  %vnan = math.isnan %v : vector<2xf64>
  return %fin, %inf, %nan, %norm, %vnan : i1, i1, i1, i1, vector<2xi1>
}

func.func @classify_fastmath(%x: f32) -> i1 {
  // The format has no fastmath group: a non-default value goes in the
  // attribute dictionary, and is a property in generic form.
  %nan = math.isnan %x {fastmath = #arith.fastmath<nnan>} : f32
  return %nan : i1
}
