// Three results named, two result types given.
%r:3 = "foo.make"() : () -> (i32, i32)
