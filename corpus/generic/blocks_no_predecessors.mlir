// A block nobody branches to, and a block listed before its predecessor.
"foo.func"() ({
^bb0:
  "foo.br"() [^later] : () -> ()
^orphan:
  %dead = "foo.dead"() : () -> i32
  "foo.return"(%dead) : (i32) -> ()
^loop:
  "foo.br"() [^later] : () -> ()
^later:
  "foo.br"() [^loop] : () -> ()
}) : () -> ()
