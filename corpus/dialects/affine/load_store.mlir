// affine.load, affine.store, affine.vector_load, affine.vector_store:
// subscripts are affine expressions of SSA values, a value in `symbol()`
// is a symbol.
func.func @subscripts(%A: memref<100x100xf32>, %B: memref<?xi32>, %i: index, %j: index, %n: index) {
  %a = affine.load %A[%i, %j] : memref<100x100xf32>
  %b = affine.load %A[%i + 3, symbol(%n) * 2 + %j] : memref<100x100xf32>
  %c = affine.load %A[(%i + %j) floordiv 2, %i mod 4] {test.tag} : memref<100x100xf32>
  affine.store %b, %A[%j - 1, -%i + 99] : memref<100x100xf32>
  // A value used twice is one operand; constants need none.
  affine.store %c, %A[%i * 3 + %i, 0] : memref<100x100xf32>
  %d = affine.load %B[symbol(%n) ceildiv 4 - symbol(%i)] : memref<?xi32>
  affine.store %d, %B[0] {nontemporal = true} : memref<?xi32>
  return
}

func.func @zero_rank(%s: memref<f64>, %v: f64) -> f64 {
  affine.store %v, %s[] : memref<f64>
  %0 = affine.load %s[] : memref<f64>
  return %0 : f64
}

func.func @vectors(%A: memref<100x128xf32>, %I: memref<?xi8, 1>, %i: index, %j: index) {
  affine.for %k = 0 to 128 step 8 {
    %v = affine.vector_load %A[%i, %k] : memref<100x128xf32>, vector<8xf32>
    affine.vector_store %v, %A[%i + 1, %k] : memref<100x128xf32>, vector<8xf32>
    %w = affine.vector_load %A[%j, %k * 2 floordiv 2] : memref<100x128xf32>, vector<2x4xf32>
    affine.vector_store %w, %A[%j, %k] {test.wide} : memref<100x128xf32>, vector<2x4xf32>
  }
  %x = affine.vector_load %I[symbol(%i)] : memref<?xi8, 1>, vector<[16]xi8>
  affine.vector_store %x, %I[symbol(%i) + 16] : memref<?xi8, 1>, vector<[16]xi8>
  return
}
