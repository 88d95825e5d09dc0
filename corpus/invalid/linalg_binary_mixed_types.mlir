// linalg.add of an integer and a float: no binary op applies.
func.func @f(%x: memref<4xi8>, %y: memref<4xf32>, %z: memref<4xf32>) {
  linalg.add ins(%x, %y : memref<4xi8>, memref<4xf32>) outs(%z : memref<4xf32>)
  return
}
