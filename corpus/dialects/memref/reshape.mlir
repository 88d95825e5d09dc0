// memref.expand_shape, memref.collapse_shape and memref.reshape.
func.func @expand_static(%m: memref<32xf32>) -> memref<4x8xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %e : memref<4x8xf32>
}

func.func @expand_dynamic(%m: memref<?x16xi8>, %n: index) -> memref<?x4x4x4xi8> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, 4, 4] : memref<?x16xi8> into memref<?x4x4x4xi8>
  return %e : memref<?x4x4x4xi8>
}

func.func @collapse(%m: memref<2x3x4xf32>, %d: memref<?x4xf16>) -> (memref<6x4xf32>, memref<24xf32>, memref<?xf16>) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %all = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %dyn = memref.collapse_shape %d [[0, 1]] : memref<?x4xf16> into memref<?xf16>
  return %c, %all, %dyn : memref<6x4xf32>, memref<24xf32>, memref<?xf16>
}

func.func @collapse_to_scalar(%m: memref<1x1xi32>) -> memref<i32> {
  %s = memref.collapse_shape %m [] : memref<1x1xi32> into memref<i32>
  return %s : memref<i32>
}

func.func @reshape(%m: memref<4x4xf32>, %shape: memref<1xindex>, %dshape: memref<?xi32>) -> (memref<16xf32>, memref<*xf32>) {
  %r = memref.reshape %m(%shape) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32>
  %u = memref.reshape %m(%dshape) : (memref<4x4xf32>, memref<?xi32>) -> memref<*xf32>
  return %r, %u : memref<16xf32>, memref<*xf32>
}
