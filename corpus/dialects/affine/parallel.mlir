// affine.parallel: bounds are lists of expressions of SSA values, or
// max(...)/min(...) groups; steps; reductions.
func.func @parallel(%A: memref<100x100xf32>, %N: index, %M: index) {
  affine.parallel (%i, %j) = (0, 0) to (%N, 10) step (1, 2) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  // Steps of 1 are not printed; an operand used by several bounds is one
  // operand of the map.
  affine.parallel (%i, %j) = (%N, %N) to (min(%M, %N + 10), %M + %N) step (1, 1) {
  } {test.tag}
  affine.parallel (%i) = (max(0, symbol(%N) - 8, %M floordiv 2)) to (symbol(%N) * 2) {
  }
  return
}

func.func @reductions(%A: memref<100x100xf32>, %B: memref<100xi32>) -> (f32, f32, i32) {
  %sum, %max = affine.parallel (%i, %j) = (0, 0) to (100, 100) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  %or = affine.parallel (%k) = (0) to (100) step (4) reduce ("ori") -> i32 {
    %x = affine.load %B[%k] : memref<100xi32>
    affine.yield %x : i32
  }
  return %sum, %max, %or : f32, f32, i32
}

func.func @no_loops() {
  affine.parallel () = () to () {
  }
  return
}
