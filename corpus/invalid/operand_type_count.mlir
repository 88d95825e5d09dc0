// Two operands but one operand type.
%a = "foo.def"() : () -> i32
"foo.use"(%a, %a) : (i32) -> ()
