// arith.select: three operands.
func.func @f(%c: i1, %x: i32) {
  %r = arith.select %c, %x : i32
  return
}
