// affine.if: integer sets on dimension and symbol operands, else
// regions, results.
#in_range = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>

func.func @guards(%A: memref<?xf32>, %n: index, %v: f32) {
  affine.for %i = 0 to 100 {
    affine.if #in_range(%i)[%n] {
      affine.store %v, %A[%i] : memref<?xf32>
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 == 0, d0 * 2 - 10 >= 0)>(%i, %i) {
      affine.store %v, %A[0] : memref<?xf32>
    } else {
      affine.store %v, %A[%i + 1] : memref<?xf32>
    }
    // An else region holding only the implied yield is kept.
    affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
    } else {
    } {test.parity}
  }
  return
}

func.func @results(%i: index, %n: index, %a: f32, %b: f32) -> (f32, index) {
  %0, %1 = affine.if affine_set<(d0)[s0] : (d0 + s0 >= 10, d0 <= 5)>(%i)[%n] -> (f32, index) {
    affine.yield %a, %i : f32, index
  } else {
    affine.yield %b, %n : f32, index
  }
  %2 = affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %0 : f32
  }
  return %2, %1 : f32, index
}
