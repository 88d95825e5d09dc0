// func.return, spelled with and without its dialect prefix (inside func.func
// the func dialect is the default one); mlir-opt prints the short form.
func.func @none() {
  func.return
}

func.func @one(%x: i32) -> i32 {
  func.return %x : i32
}

func.func @several(%x: i32, %y: tensor<2xf32>) -> (tensor<2xf32>, i32, i32) {
  return %y, %x, %x : tensor<2xf32>, i32, i32
}

func.func @early_exit(%c: i1, %x: f64, %y: f64) -> f64 {
  cf.cond_br %c, ^early, ^late
^early:
  func.return %x : f64
^late:
  // The attribute dictionary comes before the operands.
  func.return {test.note} %y : f64
}
