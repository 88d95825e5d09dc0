pdl.pattern : benefit(1) {
  %op = pdl.operation "x.y"
  pdl.rewrite %op {
    %r = pdl.range
    pdl.erase %op
  }
}
