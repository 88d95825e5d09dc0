// A forward reference used with one type, defined with another.
"foo.region"() ({
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i64
}) : () -> ()
