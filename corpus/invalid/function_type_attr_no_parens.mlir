// In attribute position a function type needs parenthesized inputs.
"foo.op"() {fn = i1 -> i1} : () -> ()
