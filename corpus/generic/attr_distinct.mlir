// distinct attributes: renumbered in order of first appearance.
"foo.a"() {d = distinct[7]<"payload">, e = distinct[3]<>} : () -> ()
"foo.b"() {same = distinct[7]<"payload">, other = distinct[12]<{k = 1 : i32}>} : () -> ()
"foo.c"() {nested = [distinct[3]<>, distinct[0]<42 : i8>]} : () -> ()
