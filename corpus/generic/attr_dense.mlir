// dense elements: nested, splat, bool, complex, float, string, empty, hex blob.
"foo.dense"() {
  nested = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
  splat = dense<7> : tensor<4x4xi8>,
  splat_list = dense<[5, 5, 5]> : tensor<3xi16>,
  float = dense<[1.0, -2.5, 0.0]> : tensor<3xf32>,
  float_splat = dense<0.5> : vector<4xf64>,
  bools = dense<[true, false, true, true]> : tensor<4xi1>,
  bool_splat = dense<false> : tensor<8xi1>,
  complex = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
  complex_int = dense<(1, 2)> : tensor<complex<i32>>,
  strings = dense<["a", "bc\n", ""]> : tensor<3x!foo.string>,
  empty = dense<> : tensor<0xi32>,
  empty_2d = dense<> : tensor<0x4xf32>,
  scalar = dense<3> : tensor<i64>,
  hex = dense<"0x0100000002000000"> : tensor<2xi32>,
  hex_f16 = dense<"0x003C0040"> : tensor<2xf16>,
  idx = dense<[0, 1]> : tensor<2xindex>,
  neg = dense<[-1, -128]> : tensor<2xi8>
} : () -> ()
