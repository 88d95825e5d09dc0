// bufferization.materialize_in_destination into a tensor or a memref;
// bufferization.clone.
func.func @into_tensor(%src: tensor<4xf32>, %dst: tensor<4xf32>) -> tensor<4xf32> {
  %r = bufferization.materialize_in_destination %src in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @into_memref(%src: tensor<?xi8>, %dst: memref<?xi8>) {
  bufferization.materialize_in_destination %src in restrict writable %dst : (tensor<?xi8>, memref<?xi8>) -> ()
  return
}

func.func @clone(%m: memref<4xf32>, %d: memref<?x2xi16>) -> (memref<4xf32>, memref<?x2xi16>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %e = bufferization.clone %d : memref<?x2xi16> to memref<?x2xi16>
  return %c, %e : memref<4xf32>, memref<?x2xi16>
}
