// A pattern matching two roots, with attribute values and a constraint.
pdl.pattern @fold_pair : benefit(2) {
  %f32 = pdl.type : f32
  %lhs = pdl.operand : %f32
  %rhs = pdl.operand : %f32
  %attr = pdl.attribute = 1 : i64
  %add = pdl.operation "arith.addf"(%lhs, %rhs : !pdl.value, !pdl.value) -> (%f32 : !pdl.type)
  %sum = pdl.result 0 of %add
  %mul = pdl.operation "arith.mulf"(%sum, %rhs : !pdl.value, !pdl.value) {"fastmath" = %attr} -> (%f32 : !pdl.type)
  %all = pdl.results of %mul
  pdl.apply_native_constraint "isProfitable"(%add, %mul : !pdl.operation, !pdl.operation)
  pdl.rewrite {
    %fma = pdl.operation "math.fma"(%lhs, %rhs, %rhs : !pdl.value, !pdl.value, !pdl.value) {"fastmath" = %attr, "note" = %attr} -> (%f32 : !pdl.type)
    %types = pdl.range %f32, %f32 : !pdl.type, !pdl.type
    %none = pdl.range : !pdl.range<value>
    %r = pdl.results 0 of %fma -> !pdl.value
    pdl.replace %mul with (%r : !pdl.value)
    pdl.erase %add
  }
}

pdl.pattern : benefit(1) {
  %ts = pdl.types
  %op = pdl.operation "test.any" -> (%ts : !pdl.range<type>)
  %rs = pdl.results 0 of %op -> !pdl.range<value>
  pdl.rewrite %op with "rewriteAny"(%rs : !pdl.range<value>)
}
