// memref.alloc, memref.alloca and memref.dealloc: static and dynamic shapes,
// layouts, memory spaces, alignment.
func.func @static_shapes() {
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloca() : memref<16xi8>
  %s = memref.alloc() : memref<f64>
  memref.dealloc %a : memref<4x8xf32>
  memref.dealloc %s : memref<f64>
  return
}

func.func @dynamic_shapes(%n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n, %m) : memref<?x4x?xi32>
  %c = memref.alloca(%m) : memref<2x?xf16>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?x4x?xi32>
  return
}

func.func @alignment(%n: index) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
  %b = memref.alloca(%n) {alignment = 16} : memref<?xi64>
  return
}

func.func @memory_spaces() {
  %a = memref.alloc() : memref<4xf32, 1>
  %b = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  %c = memref.alloca() : memref<2x2xi8, 3 : i32>
  memref.dealloc %a : memref<4xf32, 1>
  return
}

func.func @layouts(%n: index, %s: index) {
  // A strided layout, and an affine-map layout with a symbol operand.
  %a = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  %b = memref.alloc(%n)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %c = memref.alloca() : memref<8xi32, strided<[1], offset: 2>, 1>
  %d = memref.alloc() : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

func.func @unranked_dealloc(%u: memref<*xf32>) {
  memref.dealloc %u : memref<*xf32>
  return
}

func.func @canonical_spellings() {
  // The identity layout, a zero offset and memory space 0 are not printed.
  %a = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0)>>
  %b = memref.alloc() : memref<4xf32, strided<[1], offset: 0>>
  %c = memref.alloc() : memref<4xf32, 0>
  return
}
