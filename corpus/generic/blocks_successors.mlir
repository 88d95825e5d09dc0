// Several blocks with successors: mlir-opt prints `// pred:` comments.
"func.func"() <{function_type = (i1, i32) -> i32, sym_name = "branches"}> ({
^entry(%flag: i1, %v: i32):
  "cf.cond_br"(%flag, %v, %v) [^left, ^right] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^left(%l: i32):
  "cf.br"(%l) [^join] : (i32) -> ()
^right(%r: i32):
  %neg = "foo.subi"(%r, %r) : (i32, i32) -> i32
  "cf.br"(%neg) [^join] : (i32) -> ()
^join(%result: i32):
  "func.return"(%result) : (i32) -> ()
}) : () -> ()
