func.func @cfg(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b
^a(%y: i32):
  cf.br ^c(%y : i32)
^b:
  %z = arith.constant 1 : i32
  cf.br ^c(%z : i32)
^c(%r: i32):
  %s = scf.if %c -> i32 {
    scf.yield %r : i32
  } else {
    %t = arith.addi %r, %r : i32
    scf.yield %t : i32
  }
  return %s : i32
}
func.func private @decl(i32) -> i32
