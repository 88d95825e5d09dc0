// Binary complex ops, comparisons and powers.
func.func @arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %sum = complex.add %a, %b : complex<f32>
  %diff = complex.sub %a, %b : complex<f32>
  %prod = complex.mul %a, %b : complex<f32>
  %quot = complex.div %a, %b : complex<f32>
  return %sum, %diff, %prod, %quot : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @arith_fastmath(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>) {
  %sum = complex.add %a, %b fastmath<fast> : complex<f64>
  %prod = complex.mul %a, %b fastmath<nnan, contract> : complex<f64>
  %quot = complex.div %a, %b fastmath<none> : complex<f64>
  return %sum, %prod, %quot : complex<f64>, complex<f64>, complex<f64>
}

func.func @compare(%a: complex<f32>, %b: complex<f32>) -> (i1, i1) {
  %eq = complex.eq %a, %b : complex<f32>
  %ne = complex.neq %a, %b : complex<f32>
  return %eq, %ne : i1, i1
}

func.func @powers(%a: complex<f32>, %b: complex<f32>, %n: i32) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %p = complex.pow %a, %b : complex<f32>
  %pi = complex.powi %a, %n : complex<f32>, i32
  %pif = complex.powi %a, %n fastmath<afn> : complex<f32>, i32
  %at = complex.atan2 %a, %b fastmath<nnan> : complex<f32>
  return %p, %pi, %pif, %at : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
