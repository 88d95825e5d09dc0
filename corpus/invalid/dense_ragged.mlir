// Nested dense lists must have the same length.
"foo.op"() {d = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
