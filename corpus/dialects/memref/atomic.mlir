// memref.atomic_rmw with every kind; memref.generic_atomic_rmw and its
// memref.atomic_yield terminator.
func.func @rmw_float(%m: memref<8xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %3 = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %4 = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %5 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  %6 = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<8xf32>) -> f32
  return
}

func.func @rmw_int(%m: memref<4x4xi32>, %i: index, %j: index, %v: i32) -> i32 {
  %old = memref.atomic_rmw addi %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %0 = memref.atomic_rmw maxs %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %1 = memref.atomic_rmw maxu %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %2 = memref.atomic_rmw mins %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %3 = memref.atomic_rmw minu %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %4 = memref.atomic_rmw muli %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %5 = memref.atomic_rmw ori %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %6 = memref.atomic_rmw andi %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %7 = memref.atomic_rmw xori %v, %m[%i, %j] {test.order} : (i32, memref<4x4xi32>) -> i32
  return %old : i32
}

func.func @generic_rmw(%m: memref<10xf32>, %i: index) -> f32 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%current: f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %current : f32
    memref.atomic_yield %inc : f32
  }
  return %old : f32
}

func.func @generic_rmw_0d(%m: memref<i64>) -> i64 {
  %r = memref.generic_atomic_rmw %m[] : memref<i64> {
  ^bb0(%x: i64):
    memref.atomic_yield %x : i64
  }
  return %r : i64
}
