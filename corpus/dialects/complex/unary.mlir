// Unary complex ops, with and without fastmath flags.
func.func @real_results(%z: complex<f32>) -> (f32, f32, f32) {
  %abs = complex.abs %z : complex<f32>
  %angle = complex.angle %z : complex<f32>
  %abs_fm = complex.abs %z fastmath<nnan, ninf> : complex<f32>
  return %abs, %angle, %abs_fm : f32, f32, f32
}

func.func @elementary(%z: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %exp = complex.exp %z : complex<f64>
  %expm1 = complex.expm1 %z : complex<f64>
  %log = complex.log %z : complex<f64>
  %log1p = complex.log1p %z : complex<f64>
  %sqrt = complex.sqrt %z : complex<f64>
  %rsqrt = complex.rsqrt %z : complex<f64>
  return %exp, %expm1, %log, %log1p, %sqrt, %rsqrt : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

func.func @trig_sign(%z: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %sin = complex.sin %z : complex<f32>
  %cos = complex.cos %z fastmath<afn> : complex<f32>
  %tan = complex.tan %z : complex<f32>
  %tanh = complex.tanh %z fastmath<fast> : complex<f32>
  %neg = complex.neg %z : complex<f32>
  %conj = complex.conj %z : complex<f32>
  %sign = complex.sign %z fastmath<nsz> : complex<f32>
  return %sin, %cos, %tan, %tanh, %neg, %conj, %sign : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
