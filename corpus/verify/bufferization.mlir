// bufferization: tensors and buffers that must match.

func.func @f(%m: memref<4xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @below {{element types do not match}}
  // expected-error @below {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf64>
  return
}
