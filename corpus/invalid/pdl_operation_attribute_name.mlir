pdl.pattern : benefit(1) {
  %a = pdl.attribute
  %op = pdl.operation "x.y" {1 = %a}
  pdl.rewrite %op with "r"
}
