// pdl.operation, pdl.results and pdl.range: attributes by name, result
// types, and a range typed by its first argument (or written).
pdl.pattern @p : benefit(1) {
  %t = pdl.type
  %ts = pdl.types
  %v = pdl.operand
  %vs = pdl.operands
  %a = pdl.attribute
  %op = pdl.operation "foo.op"(%v, %vs : !pdl.value, !pdl.range<value>) {"attr" = %a, "b" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
  %r0 = pdl.result 0 of %op
  %rs = pdl.results of %op
  %r2 = pdl.results 1 of %op -> !pdl.range<value>
  %r3 = pdl.results 0 of %op -> !pdl.value
  pdl.rewrite %op {
    %r = pdl.range %v, %vs : !pdl.value, !pdl.range<value>
    %e = pdl.range : !pdl.range<type>
    %e2 = pdl.range %t : !pdl.type
    %n = pdl.operation "new.op"(%r : !pdl.range<value>) -> (%e : !pdl.range<type>)
    %op2 = pdl.operation "x.y"
    %op3 = pdl.operation "x.y" {"k" = %a}
    %op4 = pdl.operation "x.z" -> (%t : !pdl.type)
    pdl.replace %op with %n
  }
}
