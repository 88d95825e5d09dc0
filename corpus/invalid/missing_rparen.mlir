// The operand list is not closed.
%a = "foo.def"() : () -> i32
%b = "foo.use"(%a : (i32) -> i32
