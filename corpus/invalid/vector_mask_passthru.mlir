// vector.mask: a pass-through value needs a result.
func.func @f(%A: memref<?xf32>, %i: index, %m: vector<4xi1>, %pt: vector<4xf32>) {
  vector.mask %m, %pt { vector.transfer_write %pt, %A[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return
}
