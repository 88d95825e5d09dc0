#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"foo.hold"() {
  i = 7 : si16, u = 200 : ui8, n = -3 : i64, b = true, big = -170141183460469231731687303715884105728 : i128,
  wide = 340282366920938463463374607431768211455 : ui128, idx = 12 : index,
  h = 1.5 : f16, bf = -2.0 : bf16, d = 3.25e300 : f64, x = 1.0 : f80, q = 0.1 : f128, f8 = 2.0 : f8E4M3FN,
  s = "quote\" tab\t nul", st = "typed" : i32, ty = tensor<?x4xcomplex<f32>>, un,
  sym = @a::@b::@"c d", flat = @main,
  arr = [1, [2 : i8, "x"], {k = unit, "odd key" = 1.0 : f32}],
  dense = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, splat = dense<1.5> : vector<4xf32>,
  bools = dense<[true, false, true]> : tensor<3xi1>, cplx = dense<(1, 2)> : tensor<2xcomplex<i8>>,
  strs = dense<["a", "bc"]> : tensor<2x!foo.str>, sstr = dense<"same"> : tensor<3x!foo.str>,
  empty = dense<> : tensor<0xi32>,
  a1 = array<i1: true, false>, a8 = array<i8: -1, 2>, a16 = array<i16: 300>, a32 = array<i32>,
  a64 = array<i64: -9223372036854775808>, af = array<f32: 1.5, -0.0>, ad = array<f64: 1.0e-300>,
  map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 mod 4)>, set = #set,
  dist = distinct[0]<42 : i32>, opaque = #foo.thing<"x">
} : () -> ()
"foo.types"() : () -> (i1, si8, ui32, index, f16, bf16, f32, f64, f80, f128, tf32, f8E5M2, none, tuple<i32, f32>, complex<f64>,
  memref<4x?xf32>, memref<4xf32, strided<[2], offset: 1>>, memref<2xf32, 3>, memref<*xf32>, memref<*xi8, 1>,
  tensor<3x?xi32>, tensor<*xf32>, tensor<4xf32, "enc">, vector<4xf32>, vector<[4]x2xf32>, vector<2x[8]xi1>,
  (i32) -> (i32, f32), () -> (), !foo.opaque<"a">)
