// vector.transfer_write: the value written is a vector.
func.func @f(%A: memref<?xf32>, %i: index, %x: f32) {
  vector.transfer_write %x, %A[%i] : f32, memref<?xf32>
  return
}
