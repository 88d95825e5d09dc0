// bufferization.to_tensor and bufferization.to_buffer with their unit flags.
func.func @to_tensor(%m: memref<4xf32>, %d: memref<?x?xi8>) -> (tensor<4xf32>, tensor<4xf32>, tensor<?x?xi8>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %w = bufferization.to_tensor %d restrict : memref<?x?xi8> to tensor<?x?xi8>
  return %t, %r, %w : tensor<4xf32>, tensor<4xf32>, tensor<?x?xi8>
}

func.func @to_buffer(%t: tensor<4xf32>, %u: tensor<*xf32>) -> (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>, memref<*xf32>) {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %ro = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %um = bufferization.to_buffer %u {test.note} : tensor<*xf32> to memref<*xf32>
  return %m, %ro, %um : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>, memref<*xf32>
}

func.func @memory_space(%m: memref<8xi32, 1>) -> tensor<8xi32> {
  %t = bufferization.to_tensor %m writable : memref<8xi32, 1> to tensor<8xi32>
  return %t : tensor<8xi32>
}
