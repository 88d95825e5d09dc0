#map = affine_map<(d0)[s0] -> (d0 + s0)>
module attributes {foo.x = dense<["a", "b"]> : tensor<2x!foo.s>} {
  func.func private @h(memref<4xf32, strided<[1], offset: ?>>, tensor<?xcomplex<f32>>, vector<[4]x2xf8E4M3FN>) loc("named"("f.c":3:4))
  func.func @k(%a: index loc(fused["x":1:2, "y":3:4])) -> index {
    %0 = affine.apply #map(%a)[%a] loc(callsite("a":1:1 at "b":2:2))
    %1 = "test.op"() {v = dense<(1.0,2.0)> : tensor<complex<f64>>, w = 0x7FC00000 : f32, q = 12345678901234567890123 : i128, e = -1 : i32} : () -> index loc("x.c":1:2 to 3:4)
    %2 = "test.op"() {v = dense_resource<blob1> : tensor<2xi32>, k = distinct[0]<42 : i32>} : () -> index loc(fused<"meta">["x":1:2])
    return %0 : index
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
