// scf.for: plain loops, loop-carried values, integer induction variables.
func.func @plain(%lb: index, %ub: index, %step: index, %buf: memref<?xf32>, %v: f32) {
  scf.for %i = %lb to %ub step %step {
    memref.store %v, %buf[%i] : memref<?xf32>
  }
  return
}

func.func @explicit_yield(%lb: index, %ub: index, %step: index) {
  // An empty scf.yield is implicit and gets elided when printed.
  scf.for %i = %lb to %ub step %step {
    scf.yield
  }
  return
}

func.func @sum(%buf: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = memref.load %buf[%i] : memref<?xf32>
    %next = arith.addf %acc, %x : f32
    scf.yield %next : f32
  }
  return %total : f32
}

func.func @two_carried(%n: index, %a: i32, %b: f64) -> (i32, f64) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %n step %c2 iter_args(%x = %a, %y = %b) -> (i32, f64) {
    scf.yield %x, %y : i32, f64
  }
  return %r#0, %r#1 : i32, f64
}

func.func @integer_iv(%lb: i32, %ub: i32, %step: i32, %init: i32) -> i32 {
  // A non-index induction variable needs the type after the bounds.
  scf.for %i = %lb to %ub step %step : i32 {
  }
  %s = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (i32) : i32 {
    %next = arith.addi %acc, %i : i32
    scf.yield %next : i32
  }
  return %s : i32
}

func.func @unsigned_cmp(%lb: i16, %ub: i16, %step: i16) {
  scf.for unsigned %i = %lb to %ub step %step : i16 {
  }
  return
}

func.func @nested(%n: index, %m: index, %buf: memref<?x?xi8>, %v: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      memref.store %v, %buf[%i, %j] : memref<?x?xi8>
    }
  }
  return
}

func.func @explicit_index_type(%lb: index, %ub: index, %step: index) {
  // The default `: index` is accepted and not printed.
  scf.for %i = %lb to %ub step %step : index {
  }
  return
}
