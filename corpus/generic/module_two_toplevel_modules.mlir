// Two top-level modules are wrapped in an implicit module.
"builtin.module"() ({
  "foo.a"() : () -> ()
}) : () -> ()
"builtin.module"() ({
  "foo.b"() : () -> ()
}) : () -> ()
