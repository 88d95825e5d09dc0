// A dictionary key may not be the empty string.
"foo.op"() {"" = 1} : () -> ()
