// Floating-point binary and unary ops, with and without fastmath flags.
func.func @no_fastmath(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32, f32) {
  %sum = arith.addf %a, %b : f32
  %diff = arith.subf %a, %b : f32
  %prod = arith.mulf %a, %b : f32
  %quot = arith.divf %a, %b : f32
  %rem = arith.remf %a, %b : f32
  %neg = arith.negf %a : f32
  return %sum, %diff, %prod, %quot, %rem, %neg : f32, f32, f32, f32, f32, f32
}

func.func @fastmath(%a: f64, %b: f64) -> (f64, f64, f64, f64, f64, f64) {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.subf %a, %b fastmath<nnan, ninf> : f64
  %2 = arith.mulf %a, %b fastmath<reassoc, contract> : f64
  %3 = arith.divf %a, %b fastmath<arcp> : f64
  %4 = arith.remf %a, %b fastmath<nsz, afn> : f64
  %5 = arith.negf %a fastmath<none> : f64
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f64
}

func.func @fastmath_spelling(%a: f16, %b: f16) -> (f16, f16) {
  // All seven flags spelled out, and in a different order.
  %all = arith.addf %a, %b fastmath<reassoc, nnan, ninf, nsz, arcp, contract, afn> : f16
  %mixed = arith.mulf %a, %b fastmath<contract, nnan> : f16
  return %all, %mixed : f16, f16
}

func.func @minmax(%a: vector<8xf32>, %b: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %max = arith.maximumf %a, %b : vector<8xf32>
  %maxn = arith.maxnumf %max, %b fastmath<nnan> : vector<8xf32>
  %min = arith.minimumf %a, %b : vector<8xf32>
  %minn = arith.minnumf %min, %maxn : vector<8xf32>
  return %maxn, %minn : vector<8xf32>, vector<8xf32>
}

func.func @tensor_float(%a: tensor<2x?xbf16>, %b: tensor<2x?xbf16>) -> tensor<2x?xbf16> {
  %r = arith.addf %a, %b {tag = 1 : i64} : tensor<2x?xbf16>
  return %r : tensor<2x?xbf16>
}
