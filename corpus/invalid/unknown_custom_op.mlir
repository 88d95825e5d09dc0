// An unquoted op name is a custom form; `foo` is not a registered dialect.
"foo.first"() : () -> ()
foo.bar
