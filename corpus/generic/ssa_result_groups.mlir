// Result groups `%x:3` are used as `%x#0`, `%x#1`, `%x#2`.
"foo.func"() ({
  %triple:3 = "foo.split"() : () -> (i32, f32, index)
  %pair:2, %single = "foo.multi"() : () -> (i64, i64, i1)
  "foo.use"(%triple#2, %triple#0, %triple#1) : (index, i32, f32) -> ()
  "foo.use"(%pair#1, %single, %pair#0) : (i64, i1, i64) -> ()
  %one:1 = "foo.one"() : () -> i8
  "foo.use"(%one#0, %one) : (i8, i8) -> ()
}) : () -> ()
