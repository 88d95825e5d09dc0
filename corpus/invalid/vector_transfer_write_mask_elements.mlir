// vector.transfer_write: no mask with vector elements.
func.func @f(%B: memref<?xvector<4xf32>>, %v: vector<2x4xf32>, %i: index, %m: vector<2xi1>) {
  vector.transfer_write %v, %B[%i], %m : vector<2x4xf32>, memref<?xvector<4xf32>>
  return
}
