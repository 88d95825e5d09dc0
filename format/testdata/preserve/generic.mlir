// Ops written generically print in custom form, with the author's names.
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%x: i32):  // the entry block
  %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
  "func.return"(%y) : (i32) -> ()
}) : () -> ()
