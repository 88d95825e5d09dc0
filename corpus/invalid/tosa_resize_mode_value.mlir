func.func @f(%x: tensor<1x4x4x2xf32>, %s: !tosa.shape<4>, %o: !tosa.shape<2>) -> tensor<1x7x7x2xf32> {
  %0 = tosa.resize %x, %s, %o, %o {mode = CUBIC} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}
