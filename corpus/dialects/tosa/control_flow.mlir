// cond_if and while_loop: the regions spell their own arguments (but the
// condition region of while_loop), and no terminator is implied.
func.func @cond_if(%c: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    %1 = tosa.add %a, %b : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %1 : tensor<f32>
  } else {
    tosa.yield %b : tensor<f32>
  }
  %1 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = tosa.sub %x, %y : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %s : tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    tosa.yield %y : tensor<f32>
  }
  %2:2 = tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  ^bb0(%x: tensor<f32>):
    tosa.yield %x, %x : tensor<f32>, tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>):
    tosa.yield %x, %b : tensor<f32>, tensor<f32>
  } {note = "pair"}
  tosa.cond_if %c : tensor<i1> -> () {
    "test.effect"() : () -> ()
    "tosa.yield"() : () -> ()
  } else {
    "tosa.yield"() : () -> ()
  }
  return %1 : tensor<f32>
}

func.func @while_loop(%a: tensor<i32>, %b: tensor<f32>) -> tensor<i32> {
  %0:2 = tosa.while_loop (%i = %a, %v = %b) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>) {
    %limit = "tosa.const"() <{values = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %t = tosa.greater %limit, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %t : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %n, %v : tensor<i32>, tensor<f32>
  }
  %1 = tosa.while_loop (%i = %a) : (tensor<i32>) -> tensor<i32> {
    %t = tosa.equal %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %t : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    tosa.yield %i : tensor<i32>
  } attributes {unrolled}
  tosa.while_loop () : () -> () {
    %t = "test.cond"() : () -> tensor<i1>
    tosa.yield %t : tensor<i1>
  } do {
    "tosa.yield"() : () -> ()
  }
  return %1 : tensor<i32>
}
