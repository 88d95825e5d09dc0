// Named SSA values are renumbered %0, %1, ... in definition order.
"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add_mul"}> ({
^bb0(%lhs: i32, %rhs: i32):
  %sum = "foo.addi"(%lhs, %rhs) : (i32, i32) -> i32
  %product = "foo.muli"(%sum, %rhs) : (i32, i32) -> i32
  %_tmp.1 = "foo.subi"(%product, %lhs) : (i32, i32) -> i32
  %$weird-name = "foo.xori"(%_tmp.1, %sum) : (i32, i32) -> i32
  "func.return"(%$weird-name) : (i32) -> ()
}) : () -> ()
