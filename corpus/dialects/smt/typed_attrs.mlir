// Typed dialect attributes: the type after a dialect attribute is its
// own (#smt.bv<5> : !smt.bv<8>, #ml_program.extern : T, complex.number's
// type computed); bit-vector values print signed in their width.
module attributes {
  t.bv = [#smt.bv<5> : !smt.bv<8>, #smt.bv<0x0F> : !smt.bv<4>, #smt.bv<128> : !smt.bv<8>, #smt.bv<true> : !smt.bv<1>],
  t.extern = #ml_program.extern : tensor<4xi32>,
  t.complex = #complex.number<:f64 1.0, 2.0> : complex<f32>,
  t.untyped = #arith.fastmath<nnan> : i32,
  t.unregistered = #foo.bar<1> : i32
} {
  func.func @f() -> !smt.bv<8> {
    %0 = smt.bv.constant #smt.bv<-1> : !smt.bv<8>
    return %0 : !smt.bv<8>
  }
}
