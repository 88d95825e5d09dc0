// An out-of-tree dialect: its definitions are in acme.json.
func.func @acme(%a: i32, %b: i32, %n: index) -> i1 {
  %sum = acme.add %a, %b : i32
  %lt = acme.cmp lt, %sum, %b : i32
  acme.repeat %n {
  }
  return
}
