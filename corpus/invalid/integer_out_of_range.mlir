// 256 does not fit in i8.
"foo.op"() {v = 256 : i8} : () -> ()
