func.func @g(%m: memref<4x?xf32>, %n: index, %t: tensor<2x3xi1>) -> (f32, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = arith.constant dense<true> : tensor<4xi1>
  %f = arith.constant 1.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f) -> (f32) {
    %v = memref.load %m[%i, %c0] : memref<4x?xf32>
    %a = arith.addf %acc, %v fastmath<fast> : f32
    scf.yield %a : f32
  }
  %big = arith.constant -5 : i64
  %u = "foo.bar"(%r, %r) <{p = 3 : i8}> {attr = "x", arr = [1, 2.0, @sym::@in]} : (f32, f32) -> i32
  cf.br ^bb1(%u : i32)
^bb1(%z: i32):
  return %r, %big : f32, i64
}

func.func @cfg(%x: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %s = arith.addi %y, %y : i32
  %t = arith.muli %s, %x : i32
  return %t : i32
^bb2:
  %y = arith.addi %x, %x : i32
  %w = "test.use"(%y, %x, %y) : (i32, i32, i32) -> i32
  cf.br ^bb1
}

func.func @nested(%a: index, %b: index) {
  %true = arith.constant true
  scf.if %true {
    "foo.use"(%a, %b) : (index, index) -> ()
    scf.if %true {
      "foo.use"(%b, %a, %b) : (index, index, index) -> ()
    }
  } else {
    "foo.use"(%b) : (index) -> ()
  }
  "foo.region"() ({
    "foo.use"(%late, %a, %late) : (index, index, index) -> ()
    %late = "foo.def"(%late) : (index) -> index
    "foo.use"(%late) : (index) -> ()
  }) : () -> ()
  "foo.use"(%a, %b, %true) : (index, index, i1) -> ()
  return
}
