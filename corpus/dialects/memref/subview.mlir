// memref.subview with static and dynamic offsets, sizes and strides.
func.func @static_subview(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %sv = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %sv : memref<4x4xf32, strided<[16, 1], offset: 34>>
}

func.func @dynamic_subview(%m: memref<?x?xf32>, %o: index, %s: index, %st: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %sv = memref.subview %m[%o, %o] [%s, %s] [%st, %st] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %sv : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @mixed_subview(%m: memref<16x16xi8>, %o: index, %s: index) -> memref<4x?xi8, strided<[32, 2], offset: ?>> {
  %sv = memref.subview %m[%o, 0] [4, %s] [2, 2] : memref<16x16xi8> to memref<4x?xi8, strided<[32, 2], offset: ?>>
  return %sv : memref<4x?xi8, strided<[32, 2], offset: ?>>
}

func.func @rank_reducing(%m: memref<8x16x4xf32>) -> memref<16x4xf32, strided<[4, 1], offset: 192>> {
  // Dropping a unit dimension.
  %sv = memref.subview %m[3, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, strided<[4, 1], offset: 192>>
  return %sv : memref<16x4xf32, strided<[4, 1], offset: 192>>
}

func.func @with_memory_space(%m: memref<64xf32, 3>) -> memref<8xf32, strided<[1], offset: 8>, 3> {
  %sv = memref.subview %m[8] [8] [1] : memref<64xf32, 3> to memref<8xf32, strided<[1], offset: 8>, 3>
  return %sv : memref<8xf32, strided<[1], offset: 8>, 3>
}
