// A type alias used but never defined.
!t = i32
"foo.op"() : () -> (!t, !nope)
