// Unregistered ops hold graph regions: values may be used before their definition.
"foo.graph"() ({
  %a = "foo.node"(%c, %b) : (i32, i32) -> i32
  %b = "foo.node"(%a) : (i32) -> i32
  %c = "foo.node"(%b, %a) : (i32, i32) -> i32
  "foo.cycle"(%d#1) : (f32) -> ()
  %d:2 = "foo.pair"(%c) : (i32) -> (f32, f32)
}) : () -> ()
