// An attribute alias used but never defined.
#defined = affine_map<(d0) -> (d0)>
"foo.op"() {a = #defined, b = #undefined} : () -> ()
