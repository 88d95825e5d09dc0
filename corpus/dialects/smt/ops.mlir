// smt bit-vector concat (width inferred) and repeat, eq and distinct over any number of operands, integer constants (stored as APInt literals: -7 is 9 : ui4), with ptr.ptr_add (its flags keyword, its result type inferred) and shard.grid (dimension lists) as the smaller dialects.
func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %o: i64) {
  %0 = ptr.ptr_add %p, %o : !ptr.ptr<#ptr.generic_space>, i64
  %1 = ptr.ptr_add nuw %p, %o : !ptr.ptr<#ptr.generic_space>, i64
  return
}
shard.grid @grid0(shape = 2x4)
shard.grid @grid1(shape = ?x2) {note}
shard.grid @grid2(shape = 8)
smt.solver () : () -> () {
  %e8 = "smt.declare_fun"() : () -> !smt.bv<8>
  %e4 = "smt.declare_fun"() : () -> !smt.bv<4>
  %c = smt.bv.concat %e8, %e8 : !smt.bv<8>, !smt.bv<8>
  %r = smt.bv.repeat 3 times %e4 : !smt.bv<4>
  %i = smt.int.constant 42
  %j = smt.int.constant -7 {x}
  %e = smt.eq %e8, %e8 : !smt.bv<8>
  %e3 = smt.eq %i, %j, %i : !smt.int
  %d = smt.distinct %i, %j : !smt.int
  %d3 = smt.distinct %e8, %e8, %e8 {n} : !smt.bv<8>
  smt.yield
}
shard.grid @spaced(shape = 2 x 4 x ?)
shard.grid @long(shape = 2x?x8x16)
smt.solver () : () -> () {
  %a = smt.int.constant 9
  %b = smt.int.constant 100
  %c = smt.int.constant 0
  %d = smt.int.constant -128
  smt.yield
}
