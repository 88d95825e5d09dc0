// %x has three results: #5 is out of range.
"foo.region"() ({
  %x:3 = "foo.split"() : () -> (i32, i32, i32)
  "foo.use"(%x#5) : (i32) -> ()
}) : () -> ()
