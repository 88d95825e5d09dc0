// vector.transfer_read and vector.transfer_write: the permutation map
// defaults to the minor identity and in_bounds to all false, both elided
// when printed; the mask's type is derived from the vector type and the
// permutation map.
#transposed = affine_map<(d0, d1, d2) -> (d2, d0)>

func.func @reads(%A: memref<?x?xf32>, %T: tensor<?x?x?xf32>, %i: index, %j: index, %pad: f32,
                 %m4: vector<4xi1>, %m34: vector<3x4xi1>) -> (vector<4xf32>, vector<4x8xf32>, vector<4x3xf32>, vector<3x4xf32>) {
  %0 = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  // A permutation map given inline prints as an alias; an all-false
  // in_bounds is elided.
  %2 = vector.transfer_read %T[%i, %i, %j], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>, in_bounds = [false, false]} : tensor<?x?x?xf32>, vector<4x3xf32>
  // The mask follows the permutation: vector<4x3> read through (d2, d0)
  // takes a vector<3x4xi1> mask.
  %3 = vector.transfer_read %T[%i, %i, %j], %pad, %m34 {permutation_map = #transposed} : tensor<?x?x?xf32>, vector<4x3xf32>
  %4 = vector.transfer_read %A[%i, %j], %pad, %m4 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %5 = vector.transfer_read %T[%i, %i, %j], %pad, %m34 {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>, test.tag} : tensor<?x?x?xf32>, vector<3x4xf32>
  return %0, %1, %3, %5 : vector<4xf32>, vector<4x8xf32>, vector<4x3xf32>, vector<3x4xf32>
}

func.func @broadcast_and_zero_rank(%A: memref<?x?xf32>, %Z: memref<f32>, %T: tensor<f32>, %i: index, %pad: f32, %m: vector<4xi1>) {
  // A constant 0 result broadcasts; the mask only covers the dimensions
  // read.
  %0 = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x4xf32>
  %1 = vector.transfer_read %Z[], %pad : memref<f32>, vector<f32>
  %2 = vector.transfer_read %T[], %pad {permutation_map = affine_map<() -> (0)>} : tensor<f32>, vector<1xf32>
  %3 = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  "test.use"(%0, %1, %2, %3) : (vector<2x4xf32>, vector<f32>, vector<1xf32>, vector<8xf32>) -> ()
  return
}

func.func @vector_elements(%B: memref<?x?xvector<4x3xf32>>, %i: index, %pad: vector<4x3xf32>) -> vector<1x1x4x3xf32> {
  // With vector elements the permutation map covers the leading
  // dimensions only.
  %0 = vector.transfer_read %B[%i, %i], %pad : memref<?x?xvector<4x3xf32>>, vector<1x1x4x3xf32>
  vector.transfer_write %0, %B[%i, %i] : vector<1x1x4x3xf32>, memref<?x?xvector<4x3xf32>>
  return %0 : vector<1x1x4x3xf32>
}

func.func @scalable(%A: memref<?x?xi8>, %i: index, %pad: i8, %m: vector<[16]x4xi1>) -> vector<4x[16]xi8> {
  %0 = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xi8>, vector<4x[16]xi8>
  return %0 : vector<4x[16]xi8>
}

func.func @writes(%v: vector<4xf32>, %w: vector<4x3xf32>, %A: memref<?x?xf32>, %T: tensor<?x?x?xf32>, %i: index, %m: vector<4xi1>, %m34: vector<3x4xi1>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  vector.transfer_write %v, %A[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %A[%i, %i], %m {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  // Writing into a tensor returns a tensor.
  %0 = vector.transfer_write %w, %T[%i, %i, %i] {permutation_map = #transposed} : vector<4x3xf32>, tensor<?x?x?xf32>
  %1 = vector.transfer_write %w, %0[%i, %i, %i], %m34 {permutation_map = #transposed, in_bounds = [false, true]} : vector<4x3xf32>, tensor<?x?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}
