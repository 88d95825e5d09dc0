// memref with layouts (affine map, strided) and memory spaces.
"foo.plain"() : () -> (memref<4x4xf32>, memref<?x?xi8>, memref<f64>, memref<0x4xindex>)
"foo.unranked"() : () -> (memref<*xf32>, memref<*xi32, 3>, memref<*xf16, "gpu">)
"foo.space"() : () -> (memref<4xf32, 1>, memref<4xf32, #gpu.address_space<workgroup>>, memref<8xi8, "shared">)
"foo.affine"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
"foo.affine_space"() : () -> memref<16xf32, affine_map<(d0) -> (d0 + 4)>, 2>
"foo.identity"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>
"foo.strided"() : () -> (memref<4x8xf32, strided<[8, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[2], offset: 5>, 1>)
