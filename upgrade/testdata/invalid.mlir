// Tests of diagnostics of 2019: the expected messages name the ops as
// they were named then.

func @mismatch(%a: i32) {
  // expected-error@+1 {{'std.addi' op requires the same type for all operands and results}}
  %0 = "std.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func @bad_cmp(%a: f32) {
  // expected-error@+1 {{'cmpi' op operand #0 must be}}
  %0 = "cmpi"(%a, %a) {predicate: 0 : i64} : (f32, f32) -> i1
  return
}

// -----

func @indices(%m: memref<4xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'load' op incorrect number of indices for load}}
    %v = load %m[%i, %i] : memref<4xf32>
  }
  return
}
