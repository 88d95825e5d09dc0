// Empty regions, a region with only an empty entry label, and one with
// an entry block holding arguments but no ops.
"foo.empty"() ({}) : () -> ()
"foo.two_empty"() ({}, {}) : () -> ()
"foo.label_only"() ({
^bb0:
}) : () -> ()
"foo.args_only"() ({
^bb0(%a: i32, %b: f32):
}) : () -> ()
"foo.mixed"() ({
  "foo.x"() : () -> ()
}, {}, {
^entry:
  "foo.y"() : () -> ()
}) : () -> ()
