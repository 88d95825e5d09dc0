// Numbering restarts inside IsolatedFromAbove ops (func.func, builtin.module)
// and continues across ordinary nested regions.
%outer = "foo.def"() : () -> i32
"func.func"() <{function_type = (i32) -> i32, sym_name = "first"}> ({
^bb0(%p: i32):
  %a = "foo.op"(%p) : (i32) -> i32
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "second"}> ({
  %b = "foo.op"() : () -> i32
  %c = "foo.op"(%b) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
%later = "foo.def"(%outer) : (i32) -> i32
"foo.region"() ({
^bb0(%q: i32):
  %d = "foo.op"(%later, %q) : (i32, i32) -> i32
}) : () -> ()
