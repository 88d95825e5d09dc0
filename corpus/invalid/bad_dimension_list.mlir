// A dimension list needs `x` between dimensions.
"foo.op"() : () -> tensor<4 4xf32>
