#l = loc("named"("a.mlir":3:4))
func.func @f(%a: i32 loc("x.mlir":1:2), %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc(callsite("callee.mlir":1:2 at "caller.mlir":5:6))
  %1 = arith.muli %0, %b : i32 loc(fused["f.mlir":1:1, "g.mlir":2:2])
  %2 = arith.subi %1, %b : i32 loc(fused<"meta">["f.mlir":1:1, unknown])
  %3 = arith.subi %2, %b : i32 loc("only name")
  %4 = arith.subi %3, %b : i32 loc("r.mlir":1:2 to 3:4)
  %5 = arith.subi %4, %b : i32 loc("r.mlir":1:2 to :9)
  %6 = arith.subi %5, %b : i32 loc("r.mlir":7)
  %7 = arith.subi %6, %b : i32 loc(#l)
  %8 = arith.subi %7, %b : i32 loc(unknown)
  %9 = "test.locs"() {l = loc("in.mlir":1:1), n = 1} : () -> i32 loc(fused[unknown])
  return %9 : i32
}
