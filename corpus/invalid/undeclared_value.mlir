// A use of a value that is never defined.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "foo.use"(%missing) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()
