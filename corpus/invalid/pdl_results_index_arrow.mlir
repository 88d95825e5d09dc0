pdl.pattern : benefit(1) {
  %op = pdl.operation "x.y"
  %r = pdl.results 1 of %op
  pdl.rewrite %op with "r"(%r : !pdl.range<value>)
}
