// A string literal runs to the end of the line.
"foo.op"() {s = "no closing quote} : () -> ()
"foo.next"() : () -> ()
