// An attribute an op writes stripped reports its errors as the op's.
func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan, bogus> : f32
  return %0 : f32
}
