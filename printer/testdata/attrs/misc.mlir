"t.op"() {a = array<i32: 1, 2>, b = array<f32>, c = array<i1: true, false>, d = array<f64: 1.0, 0x7FF8000000000000>, e = array<i64: -1>, f = array<ui8: 255>, g = dense<"0x0000803F0000803F"> : tensor<2xf32>, h = dense_resource<blob1> : tensor<2xf32>, i = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, j = sparse<> : tensor<2xf32>, k = sparse<0, 1.0> : tensor<2xf32>, l = distinct[7]<{x}>, m = distinct[3]<unit>, n = {}, o = [], p = "\t\7F\C3\A9", q = #t.x, r = #t<"y z">, s = #t<abc>, u = #t.q<1,2>, v = @"a\"b", w = [@a, @"1"], x = strided<[]>, y = strided<[1], offset: 5>, z = dense<[[1, 2], [3, 4]]> : vector<2x2xi8>, aa = affine_map<(d0) -> (d0)>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F00000040"
    }
  }
#-}
