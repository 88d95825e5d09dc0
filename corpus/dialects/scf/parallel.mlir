// scf.parallel with and without reductions; scf.reduce and scf.reduce.return.
func.func @no_reduction(%n: index, %m: index, %buf: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    memref.store %v, %buf[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @explicit_reduce(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // scf.reduce without operands is inserted when absent, but always printed.
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  return
}

func.func @sum(%buf: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %total = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %x = memref.load %buf[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %total : f32
}

func.func @two_reductions(%buf: memref<?xi32>, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero, %one) -> (i32, i32) {
    %x = memref.load %buf[%i] : memref<?xi32>
    scf.reduce(%x, %x : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %p = arith.muli %a, %b : i32
      scf.reduce.return %p : i32
    }
  } {test.tag}
  return %r#0, %r#1 : i32, i32
}
