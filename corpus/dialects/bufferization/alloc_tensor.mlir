// bufferization.alloc_tensor: dynamic sizes, copy, size_hint, memory_space;
// bufferization.dealloc_tensor.
func.func @alloc(%n: index, %m: index) -> (tensor<4xf32>, tensor<?x?xi8>) {
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %b = bufferization.alloc_tensor(%n, %m) : tensor<?x?xi8>
  return %a, %b : tensor<4xf32>, tensor<?x?xi8>
}

func.func @copy(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return %c : tensor<?xf32>
}

func.func @size_hint_space(%n: index, %hint: index) -> (tensor<?x?xf64>, tensor<16xi32>) {
  %s = bufferization.alloc_tensor(%n, %n) size_hint = %hint : tensor<?x?xf64>
  %g = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<16xi32>
  return %s, %g : tensor<?x?xf64>, tensor<16xi32>
}

func.func @dealloc_tensor(%t: tensor<4xf32>, %u: tensor<*xi8>) {
  bufferization.dealloc_tensor %t : tensor<4xf32>
  bufferization.dealloc_tensor %u : tensor<*xi8>
  return
}
