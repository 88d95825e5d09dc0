// memref.reinterpret_cast and memref.view.
func.func @static_cast(%m: memref<*xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, strided<[4, 1]>>
  return %r : memref<4x4xf32, strided<[4, 1]>>
}

func.func @dynamic_cast(%m: memref<?xf32>, %off: index, %n: index, %s: index) -> memref<?x8xf32, strided<[?, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%off], sizes: [%n, 8], strides: [%s, 1] : memref<?xf32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x8xf32, strided<[?, 1], offset: ?>>
}

func.func @zero_d_cast(%m: memref<8xi32>) -> memref<i32, strided<[], offset: 3>> {
  %r = memref.reinterpret_cast %m to offset: [3], sizes: [], strides: [] : memref<8xi32> to memref<i32, strided<[], offset: 3>>
  return %r : memref<i32, strided<[], offset: 3>>
}

func.func @views(%bytes: memref<2048xi8>, %shift: index, %n: index) -> (memref<16x16xf32>, memref<?x4xf16>) {
  %v = memref.view %bytes[%shift][] : memref<2048xi8> to memref<16x16xf32>
  %w = memref.view %bytes[%shift][%n] : memref<2048xi8> to memref<?x4xf16>
  return %v, %w : memref<16x16xf32>, memref<?x4xf16>
}
