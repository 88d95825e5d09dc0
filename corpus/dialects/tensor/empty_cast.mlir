// tensor.empty, tensor.cast, tensor.bitcast, tensor.dim, tensor.rank.
func.func @empty(%n: index, %m: index) -> (tensor<4x8xf32>, tensor<?x8x?xi32>, tensor<f16>) {
  %static = tensor.empty() : tensor<4x8xf32>
  %dynamic = tensor.empty(%n, %m) : tensor<?x8x?xi32>
  %scalar = tensor.empty() : tensor<f16>
  return %static, %dynamic, %scalar : tensor<4x8xf32>, tensor<?x8x?xi32>, tensor<f16>
}

func.func @encoding() -> tensor<4xf32, "enc"> {
  %t = tensor.empty() : tensor<4xf32, "enc">
  return %t : tensor<4xf32, "enc">
}

func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (tensor<?x?xf32>, tensor<*xf32>, tensor<4x4xf32>) {
  %dyn = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %unranked = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %ranked = tensor.cast %u : tensor<*xf32> to tensor<4x4xf32>
  return %dyn, %unranked, %ranked : tensor<?x?xf32>, tensor<*xf32>, tensor<4x4xf32>
}

func.func @bitcasts(%t: tensor<4xi32>, %s: tensor<?xf16>) -> (tensor<4xf32>, tensor<?xi16>) {
  %f = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %i = tensor.bitcast %s : tensor<?xf16> to tensor<?xi16>
  return %f, %i : tensor<4xf32>, tensor<?xi16>
}

func.func @shape_queries(%t: tensor<?x3x?xi8>, %u: tensor<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x3x?xi8>
  %d2 = tensor.dim %t, %c2 : tensor<?x3x?xi8>
  %r = tensor.rank %u : tensor<*xf32>
  %du = tensor.dim %u, %c0 : tensor<*xf32>
  return %d0, %d2, %r, %du : index, index, index, index
}
