// An out-of-tree dialect loaded at run time with -dialects acme.json.
func.func @acme(%a: i32, %b: i32, %n: index) -> i1 {
  %sum = acme.add %a, %b : i32
  %sat = acme.add %a, %sum mode<saturate> : i32
  %lt = acme.cmp lt, %sat, %b : i32
  %c4 = acme.constant 4
  acme.repeat %c4 label "loop" {
    acme.yield
  }
  // The terminator is implied (SingleBlockImplicitTerminator<acme.yield>).
  acme.repeat %n {
  }
  return %lt : i1
}
