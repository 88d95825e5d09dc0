// memref.cast, memref.memory_space_cast and memref.transpose.
func.func @casts(%m: memref<4xf32>, %d: memref<?xf32>) -> (memref<?xf32>, memref<*xf32>, memref<4xf32>) {
  %dyn = memref.cast %m : memref<4xf32> to memref<?xf32>
  %unranked = memref.cast %m : memref<4xf32> to memref<*xf32>
  %back = memref.cast %d : memref<?xf32> to memref<4xf32>
  return %dyn, %unranked, %back : memref<?xf32>, memref<*xf32>, memref<4xf32>
}

func.func @layout_cast(%m: memref<4x4xf32, strided<[4, 1]>>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %c : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

func.func @space_cast(%m: memref<8xi8, 1>, %u: memref<*xf32>) -> (memref<8xi8>, memref<*xf32, 5>) {
  %generic = memref.memory_space_cast %m : memref<8xi8, 1> to memref<8xi8>
  %u5 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 5>
  return %generic, %u5 : memref<8xi8>, memref<*xf32, 5>
}

func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return %t : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}
