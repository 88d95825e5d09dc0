// complex.constant, complex.create, complex.re, complex.im, complex.bitcast.
func.func @constants() -> (complex<f32>, complex<f64>, complex<f16>) {
  %c = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %d = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %h = complex.constant [0.5 : f16, 0.25 : f16] : complex<f16>
  return %c, %d, %h : complex<f32>, complex<f64>, complex<f16>
}

func.func @parts(%re: f32, %im: f32) -> (complex<f32>, f32, f32) {
  %z = complex.create %re, %im : complex<f32>
  %r = complex.re %z : complex<f32>
  %i = complex.im %z : complex<f32>
  return %z, %r, %i : complex<f32>, f32, f32
}

func.func @parts_fastmath(%z: complex<f64>) -> (f64, f64) {
  %r = complex.re %z fastmath<nnan> : complex<f64>
  %i = complex.im %z fastmath<fast> : complex<f64>
  return %r, %i : f64, f64
}

func.func @bitcasts(%z: complex<f32>, %i: i64) -> (i64, complex<f32>) {
  %bits = complex.bitcast %z : complex<f32> to i64
  %back = complex.bitcast %i : i64 to complex<f32>
  return %bits, %back : i64, complex<f32>
}
