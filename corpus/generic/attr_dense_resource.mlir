// dense_resource referring to a builtin blob; an unreferenced blob and an
// external resource section are also present.
"foo.weights"() {
  w = dense_resource<weights_0> : tensor<4xi32>,
  v = dense_resource<"quoted.key"> : tensor<2xf32>
} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights_0: "0x040000000100000002000000030000000400000000",
      "quoted.key": "0x04000000000080BF0000803F",
      unused_blob: "0x0400000011223344"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  }
#-}
