// affine.for: constant bounds, SSA bounds, maps with min/max, steps and
// loop-carried values.
#lb = affine_map<(d0)[s0] -> (d0 * 32, s0)>
#ub = affine_map<(d0)[s0] -> (d0 * 32 + 32, s0 + 64)>

func.func @constant_bounds(%A: memref<128xf32>) {
  affine.for %i = 0 to 128 {
    %v = affine.load %A[%i] : memref<128xf32>
    affine.store %v, %A[127 - %i] : memref<128xf32>
  }
  // A step of 1 is not printed; negative bounds are allowed.
  affine.for %i = -8 to 8 step 1 {
  }
  affine.for %i = 0 to 128 step 4 {
    affine.yield
  }
  return
}

func.func @ssa_bounds(%A: memref<?xf32>, %lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = %lb to %ub {
    // An induction variable is a dimension, not a symbol: it takes a map.
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n step 2 {
      %v = affine.load %A[%j] : memref<?xf32>
      affine.store %v, %A[%i] : memref<?xf32>
    }
  }
  return
}

func.func @map_bounds(%A: memref<?x?xf32>, %n: index) {
  affine.for %t = 0 to 4 {
    // Several results need `max` for a lower bound and `min` for an upper one.
    affine.for %i = max #lb(%t)[%n] to min #ub(%t)[%n] {
      affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) step 3 {
        %v = affine.load %A[%i, %j] : memref<?x?xf32>
        affine.store %v, %A[%j, %i] : memref<?x?xf32>
      }
    }
    // A single-result map may still be written with its prefix.
    affine.for %i = max affine_map<()[s0] -> (s0 floordiv 2)>()[%n] to min affine_map<()[s0] -> (s0)>()[%n] {
    } {test.loop}
  }
  return
}

func.func @reduction(%A: memref<1024xf32>) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %sum, %prod = affine.for %i = 0 to 1024 step 2 iter_args(%s = %zero, %p = %one) -> (f32, f32) {
    %v = affine.load %A[%i] : memref<1024xf32>
    %s1 = arith.addf %s, %v : f32
    %p1 = arith.mulf %p, %v : f32
    affine.yield %s1, %p1 : f32, f32
  }
  %single = affine.for %i = 0 to 16 iter_args(%acc = %sum) -> f32 {
    %x = arith.addf %acc, %one : f32
    affine.yield %x : f32
  }
  return %single, %prod : f32, f32
}
