// The same SSA name is defined twice in one region.
"foo.region"() ({
  %x = "foo.def"() : () -> i32
  %x = "foo.def"() : () -> i32
}) : () -> ()
