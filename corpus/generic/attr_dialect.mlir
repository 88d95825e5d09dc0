// Opaque and pretty dialect attributes with nested punctuation, arrows and
// strings inside their bodies.
"foo.dialect"() {
  opaque = #foo<"anything ] goes">,
  opaque_nested = #foo<[1, {a = (2)}]>,
  pretty = #foo.bar<1, 2>,
  pretty_bare = #foo.flag,
  pretty_empty = #foo.flag<>,
  arrow = #foo.fn<(i32) -> i64>,
  strings = #foo.s<"has > and < and \" inside">,
  deep = #foo.deep<<<[({})]>>>,
  registered = #arith.overflow<nsw, nuw>
} : () -> ()
