// Ranked, unranked, dynamic, zero-sized and encoded tensors.
"foo.ranked"() : () -> (tensor<4x4xf32>, tensor<f32>, tensor<1x2x3x4xi64>)
"foo.dynamic"() : () -> (tensor<?x?xf32>, tensor<?x8x?xindex>)
"foo.zero"() : () -> (tensor<0x4xi32>, tensor<4x0xi32>, tensor<0xf16>, tensor<0x0x0xi1>)
"foo.unranked"() : () -> (tensor<*xf32>, tensor<*xcomplex<f64>>)
"foo.encoded"() : () -> (tensor<8x8xf32, "enc">, tensor<?xi8, {layout = 1 : i64}>, tensor<4xf32, #foo.encoding<[1, 0]>>)
"foo.nested"() : () -> tensor<2x3xvector<4xf32>>
