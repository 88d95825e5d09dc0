func.func @r() -> (tensor<2xi32>, tensor<3x4xi32>, tensor<2xf32>) {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %1 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %2 = arith.constant sparse<[[1]], [2.5]> : tensor<2xf32>
  "test.op"() {s = sparse<[[0, 0]], 7> : tensor<2x2xi32>, e = sparse<[], []> : tensor<4xi8>, f = sparse<[[0]], [true]> : tensor<2xi1>} : () -> ()
  return %0, %1, %2 : tensor<2xi32>, tensor<3x4xi32>, tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  }
#-}
