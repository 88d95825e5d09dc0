// `f31` is not a builtin type.
"foo.op"() : () -> f31
