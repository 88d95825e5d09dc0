// Two blocks with the same label.
"foo.func"() ({
  "foo.br"() [^next] : () -> ()
^next:
  "foo.br"() [^next] : () -> ()
^next:
  "foo.return"() : () -> ()
}) : () -> ()
