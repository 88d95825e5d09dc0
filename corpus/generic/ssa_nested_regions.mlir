// Values from enclosing regions are visible in nested regions; numbering
// continues across region boundaries.
"foo.outer"() ({
  %x = "foo.def"() : () -> i32
  "foo.inner"() ({
    %y = "foo.def"() : () -> i32
    "foo.innermost"() ({
      %z = "foo.add"(%x, %y) : (i32, i32) -> i32
      "foo.yield"(%z) : (i32) -> ()
    }) : () -> ()
    "foo.yield"(%y) : (i32) -> ()
  }) : () -> ()
  %w = "foo.def"() : () -> i32
  "foo.yield"(%w, %x) : (i32, i32) -> ()
}) : () -> ()
