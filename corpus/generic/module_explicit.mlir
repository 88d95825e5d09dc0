// One explicit builtin.module at top level is used as is, with its attributes.
"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "inner", sym_visibility = "private"}> ({
    "foo.op"() : () -> ()
  }) {foo.attr = 7 : i32} : () -> ()
  "foo.op"() : () -> ()
}) {foo.spec = #foo.spec<"x">} : () -> ()
