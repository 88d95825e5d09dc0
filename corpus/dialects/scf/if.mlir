// scf.if: with and without else, with and without results.
func.func @then_only(%c: i1, %buf: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %buf[%c0] : memref<4xi32>
  }
  return
}

func.func @then_else_no_results(%c: i1, %buf: memref<4xi32>, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %a, %buf[%c0] : memref<4xi32>
  } else {
    memref.store %b, %buf[%c0] : memref<4xi32>
  }
  return
}

func.func @select_like(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    %d = arith.subf %a, %b : f32
    scf.yield %d : f32
  }
  return %r : f32
}

func.func @two_results(%c: i1, %x: i32, %y: index) -> (i32, index) {
  %r:2 = scf.if %c -> (i32, index) {
    scf.yield %x, %y : i32, index
  } else {
    %zero = arith.constant 0 : i32
    %c7 = arith.constant 7 : index
    scf.yield %zero, %c7 : i32, index
  }
  return %r#0, %r#1 : i32, index
}

func.func @nested_if(%c1: i1, %c2: i1, %a: i8, %b: i8) -> i8 {
  // A single result type may be written without parentheses.
  %outer = scf.if %c1 -> i8 {
    %inner = scf.if %c2 -> (i8) {
      scf.yield %a : i8
    } else {
      scf.yield %b : i8
    }
    scf.yield %inner : i8
  } else {
    scf.yield %b : i8
  }
  return %outer : i8
}

func.func @empty_else(%c: i1) {
  // An else region holding only the implicit yield stays; the yield is elided.
  scf.if %c {
  } else {
    scf.yield
  }
  return
}

func.func @attrs(%c: i1) {
  scf.if %c {
  } {test.hint = "likely"}
  return
}
