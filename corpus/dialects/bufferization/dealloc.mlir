// bufferization.dealloc: memrefs with conditions, retained values, both, neither.
func.func @dealloc_only(%a: memref<2xf32>, %b: memref<4xi8>, %c1: i1, %c2: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi8>) if (%c1, %c2)
  return
}

func.func @dealloc_retain(%a: memref<2xf32>, %r: memref<2xf32>, %c: i1) -> i1 {
  %updated = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %updated : i1
}

func.func @retain_only(%r1: memref<f32>, %r2: memref<?xi32>) -> (i1, i1) {
  %u:2 = bufferization.dealloc retain (%r1, %r2 : memref<f32>, memref<?xi32>)
  return %u#0, %u#1 : i1, i1
}

func.func @empty() {
  bufferization.dealloc
  return
}
