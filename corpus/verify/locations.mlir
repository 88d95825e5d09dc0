// An op with an explicit location is reported at it, as mlir-opt reports it: here
// the first file:line:col of a fused location, a line of this file.
// expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}

func.func @this_file(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(fused["n"("verify/locations.mlir":4:1), "other.mlir":1:1])
  return %0 : i64
}

func.func @callsite(%a: i32) -> i64 {
  // expected-error@below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(callsite("verify/locations.mlir":12:3 at "verify/locations.mlir":14:1))
  return %0 : i64
}
