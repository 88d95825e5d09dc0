// A leading comment.
// Another one, before the first op.
"foo.a"() ({ // trailing comment after a brace
  // comment at the start of a region
  %x = "foo.b"() // between the operand list and the type
      : () -> i32 // after an op
  // between ops
  "foo.c"(%x) {k = // inside a dictionary
     1} : (i32) -> ()
  // before a block label
^bb1: // after a block label
  "foo.d"() : () -> () // end of block
  // end of region
}) : () -> () // after the last op
// A comment at end of file without a newline