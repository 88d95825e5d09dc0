// The tosa ops the shared corpus uses, with !tosa.shape types.
func.func @graph(%x: tensor<1x4x8xf32>, %w: tensor<1x8x16xf32>, %i: tensor<1x4xi32>, %t: tensor<1x10x8xf32>) -> tensor<4x16xf32> {
  %shape = tosa.const_shape {values = dense<[4, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mm = tosa.matmul %x, %w, %zp, %zp : (tensor<1x4x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x16xf32>
  %sum = tosa.add %mm, %mm : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  %prod = tosa.mul %sum, %mm, %shift : (tensor<1x4x16xf32>, tensor<1x4x16xf32>, tensor<1xi8>) -> tensor<1x4x16xf32>
  %diff = tosa.sub %prod, %sum : (tensor<1x4x16xf32>, tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  %r = tosa.reduce_sum %diff {axis = 2 : i32} : (tensor<1x4x16xf32>) -> tensor<1x4x1xf32>
  %rs = tosa.rsqrt %r : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %neg = tosa.negate %rs, %zp, %zp : (tensor<1x4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x1xf32>
  %sig = tosa.sigmoid %neg : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %rec = tosa.reciprocal %sig : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %e = tosa.exp %rec : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %l = tosa.log %e : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %th = tosa.tanh %l : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %ge = tosa.greater_equal %th, %l : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xi1>
  %c = tosa.cast %ge : (tensor<1x4x1xi1>) -> tensor<1x4x1xf32>
  %id = tosa.identity %c : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %cat = tosa.concat %id, %id {axis = 2 : i32} : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x2xf32>
  %tr = tosa.transpose %cat {perms = array<i32: 0, 2, 1>} : (tensor<1x4x2xf32>) -> tensor<1x2x4xf32>
  %g = tosa.gather %t, %i : (tensor<1x10x8xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
  %mx = tosa.reduce_max %g {axis = 1 : i32} : (tensor<1x4x8xf32>) -> tensor<1x1x8xf32>
  %res = tosa.reshape %sum, %shape : (tensor<1x4x16xf32>, !tosa.shape<2>) -> tensor<4x16xf32>
  return %res : tensor<4x16xf32>
}
