// #complex.number: hand-written syntax upstream; a typed attribute.
"test.complex"() {
  a = #complex.number<:f64 1.0, 2.0>,
  b = #complex.number<:f32 0.1, -2.5> : complex<f32>,
  c = #complex.number<:f16 0.1, -2.5e10>
} : () -> ()
