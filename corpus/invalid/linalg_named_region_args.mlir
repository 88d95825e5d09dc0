// A named op whose operands do not match its region builder's arity (the
// second attribute dictionary ends the parts, ins is never read).
func.func @f(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  %0 = linalg.copy {a} {b} ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  return
}
