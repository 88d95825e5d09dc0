// A generic op must be followed by `:` and its function type.
"foo.op"() {attr = 1}
"foo.next"() : () -> ()
