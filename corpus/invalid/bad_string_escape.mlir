// `\q` is not a valid escape in a string literal.
"foo.op"() {s = "bad \q escape"} : () -> ()
