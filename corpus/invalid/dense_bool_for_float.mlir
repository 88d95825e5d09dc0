// A boolean element where the element type is float.
"foo.op"() {d = dense<[1.5, true]> : tensor<2xf32>} : () -> ()
