// An op with several regions; each region has its own block arguments.
%cond = "foo.cond"() : () -> i1
%r = "foo.if"(%cond) ({
  %t = "foo.then"() : () -> f32
  "foo.yield"(%t) : (f32) -> ()
}, {
  %e = "foo.else"() : () -> f32
  "foo.yield"(%e) : (f32) -> ()
}, {
^bb0(%arg: f32, %arg2: f32):
  "foo.yield"(%arg2) : (f32) -> ()
}) : (i1) -> f32
"foo.use"(%r) : (f32) -> ()
