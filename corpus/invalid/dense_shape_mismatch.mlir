// The dense literal has 3 elements but the type wants 4.
"foo.op"() {d = dense<[1, 2, 3]> : tensor<4xi32>} : () -> ()
