// Names stay as written: numbers reused across functions, result groups,
// names the custom forms would give otherwise (%c0, %arg0, %in).
func.func @one(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32
  %zero = arith.constant 0 : i32
  %1 = arith.addi %0, %zero : i32
  return %1 : i32
}

func.func @two(%arg0: i32, %x: i32) -> (i32, i32) {
  %0 = arith.muli %arg0, %x : i32
  %p:2 = "test.pair"(%0) : (i32) -> (i32, i32)
  %a, %b:2 = "test.three"() : () -> (i32, i32, i32)
  %s = arith.addi %p#0, %b#1 : i32
  return %s, %p#1 : i32, i32
}

func.func @loops(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  return %sum : f32
}

func.func @blocks(%c: i1) {
  cf.cond_br %c, ^yes, ^no(%c : i1)
^yes:
  cf.br ^no(%c : i1)
^no(%v: i1):
  return
}

#id = affine_map<(i) -> (i)>
func.func @generic(%in: tensor<4xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%in : tensor<4xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A graph region: a use before its definition.
"test.graph"() ({
  %late = "test.use"(%early) : (i32) -> i32
  %early = "test.def"() : () -> i32
}) : () -> ()
