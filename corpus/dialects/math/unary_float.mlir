// Unary floating-point math ops, without fastmath flags.
func.func @trig(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %sin = math.sin %x : f32
  %cos = math.cos %x : f32
  %tan = math.tan %x : f32
  %asin = math.asin %x : f32
  %acos = math.acos %x : f32
  %atan = math.atan %x : f32
  %sinh = math.sinh %x : f32
  %cosh = math.cosh %x : f32
  return %sin, %cos, %tan, %asin, %acos, %atan, %sinh, %cosh : f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @hyperbolic_inverse(%x: f64) -> (f64, f64, f64, f64) {
  %tanh = math.tanh %x : f64
  %asinh = math.asinh %x : f64
  %acosh = math.acosh %x : f64
  %atanh = math.atanh %x : f64
  return %tanh, %asinh, %acosh, %atanh : f64, f64, f64, f64
}

func.func @exp_log(%x: f16) -> (f16, f16, f16, f16, f16, f16, f16) {
  %e = math.exp %x : f16
  %e2 = math.exp2 %x : f16
  %em1 = math.expm1 %x : f16
  %l = math.log %x : f16
  %l10 = math.log10 %x : f16
  %l1p = math.log1p %x : f16
  %l2 = math.log2 %x : f16
  return %e, %e2, %em1, %l, %l10, %l1p, %l2 : f16, f16, f16, f16, f16, f16, f16
}

func.func @roots_rounding(%x: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %sqrt = math.sqrt %x : vector<4xf32>
  %rsqrt = math.rsqrt %sqrt : vector<4xf32>
  %cbrt = math.cbrt %rsqrt : vector<4xf32>
  %abs = math.absf %cbrt : vector<4xf32>
  %ceil = math.ceil %abs : vector<4xf32>
  %floor = math.floor %ceil : vector<4xf32>
  %round = math.round %floor : vector<4xf32>
  %even = math.roundeven %round : vector<4xf32>
  %trunc = math.trunc %even : vector<4xf32>
  return %sqrt, %abs, %even, %trunc : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @erf(%x: tensor<?xbf16>) -> (tensor<?xbf16>, tensor<?xbf16>) {
  %e = math.erf %x : tensor<?xbf16>
  %c = math.erfc %x : tensor<?xbf16>
  return %e, %c : tensor<?xbf16>, tensor<?xbf16>
}
