pdl.pattern : benefit(1) {
  %op = pdl.operation "x.y" {}
  pdl.rewrite %op with "r"
}
