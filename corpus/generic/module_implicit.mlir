// Top-level ops without a module are wrapped in an implicit builtin.module.
"foo.first"() : () -> ()
%0 = "foo.value"() {tag = "second"} : () -> i32
"foo.third"(%0) : (i32) -> ()
