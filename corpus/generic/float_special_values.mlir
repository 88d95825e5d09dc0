// Special float values in each width: NaNs with payloads, infinities,
// extreme normals and subnormals.
"foo.f16"() {nan = 0x7E00 : f16, qnan_payload = 0x7E01 : f16, inf = 0x7C00 : f16, ninf = 0xFC00 : f16, max = 0x7BFF : f16, sub = 0x0001 : f16} : () -> ()
"foo.bf16"() {nan = 0x7FC0 : bf16, inf = 0x7F80 : bf16, one = 0x3F80 : bf16} : () -> ()
"foo.f32"() {nan = 0x7FC00000 : f32, snan = 0x7F800001 : f32, nnan = 0xFFC00000 : f32, max = 3.40282347e+38 : f32, min_sub = 0x00000001 : f32} : () -> ()
"foo.f64"() {nan = 0x7FF8000000000000 : f64, inf = 0x7FF0000000000000 : f64, max = 1.7976931348623157e+308, min_normal = 2.2250738585072014e-308} : () -> ()
"foo.f8"() {a = 0x7C : f8E5M2, b = 0xFF : f8E4M3FNUZ, c = 0x80 : f8E5M2FNUZ, d = 1.0 : f8E8M0FNU, e = 0.5 : f4E2M1FN, f = 0x3F : f6E3M2FN} : () -> ()
"foo.f80"() {inf = 0x7FFF8000000000000000 : f80, one = 1.0 : f80} : () -> ()
"foo.dense"() {d = dense<[0x7FC00000, 1.0, 0xFF800000]> : tensor<3xf32>} : () -> ()
