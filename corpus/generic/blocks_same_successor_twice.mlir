// A cond-branch-like op naming the same successor twice: the successor's
// `// pred:` comment lists the predecessor once per edge.
"foo.func"() ({
^bb0(%c: i1):
  "foo.cond_br"(%c) [^target, ^target] : (i1) -> ()
^target:
  "foo.switch"(%c) [^a, ^b, ^a, ^target] : (i1) -> ()
^a:
  "foo.return"() : () -> ()
^b:
  "foo.return"() : () -> ()
}) : () -> ()
