// Float attributes of each width; values mlir-opt prints in hex or
// exponent form; special values.
"foo.floats"() {
  d = 1.5,
  f32v = 0.1 : f32,
  f16v = 65504.0 : f16,
  bf = 3.140625 : bf16,
  f80v = 1.0e+300 : f80,
  f128v = 2.5 : f128,
  tf = 1.0 : tf32,
  neg_zero = -0.0 : f32,
  tiny = 1.0e-45 : f32,
  subnormal64 = 4.9406564584124654e-324 : f64,
  exp = 6.02214076e23,
  nan = 0x7FC00000 : f32,
  inf = 0x7F800000 : f32,
  neg_inf = 0xFFF0000000000000 : f64,
  half_hex = 0x7E00 : f16,
  f8 = 0x7F : f8E4M3FN,
  f8v = 2.0 : f8E5M2,
  third = 0.3333333333333333
} : () -> ()
