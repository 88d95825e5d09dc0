// memref.global and memref.get_global.

// Public, uninitialized.
memref.global @buffer : memref<16xf32> = uninitialized
// Private, with a dense initial value.
memref.global "private" @table : memref<4xi32> = dense<[1, 2, 3, 4]>
// Constant, private, with a splat initial value and an alignment.
memref.global "private" constant @ones : memref<2x2xf32> = dense<1.0> {alignment = 64 : i64}
// Declaration: no initial value at all.
memref.global @external : memref<8xi8>
// Nested visibility and a memory space.
memref.global "nested" @shared : memref<32xf16, 3> = uninitialized
// A 0-d global.
memref.global "private" constant @scalar : memref<i64> = dense<42>

func.func @use_globals() -> (memref<16xf32>, memref<4xi32>, memref<2x2xf32>, memref<i64>) {
  %buf = memref.get_global @buffer : memref<16xf32>
  %t = memref.get_global @table : memref<4xi32>
  %o = memref.get_global @ones : memref<2x2xf32>
  %s = memref.get_global @scalar : memref<i64>
  return %buf, %t, %o, %s : memref<16xf32>, memref<4xi32>, memref<2x2xf32>, memref<i64>
}

func.func @get_with_space() -> memref<32xf16, 3> {
  %sh = memref.get_global @shared : memref<32xf16, 3>
  return %sh : memref<32xf16, 3>
}
