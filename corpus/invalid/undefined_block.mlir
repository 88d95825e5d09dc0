// A successor names a block that does not exist.
"foo.func"() ({
  "foo.br"() [^nowhere] : () -> ()
^bb1:
  "foo.return"() : () -> ()
}) : () -> ()
