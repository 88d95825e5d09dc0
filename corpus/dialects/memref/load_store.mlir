// memref.load and memref.store, with and without their optional attributes;
// memref.dim, memref.rank.
func.func @load_store(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%j, %i] : memref<4x?xf32>
  return %v : f32
}

func.func @zero_d(%m: memref<i32>, %x: i32) -> i32 {
  memref.store %x, %m[] : memref<i32>
  %y = memref.load %m[] : memref<i32>
  return %y : i32
}

func.func @nontemporal_alignment(%m: memref<8xf32>, %i: index) {
  %v = memref.load %m[%i] {nontemporal = true} : memref<8xf32>
  %w = memref.load %m[%i] {alignment = 16 : i64, nontemporal = false} : memref<8xf32>
  memref.store %v, %m[%i] {nontemporal = true, alignment = 32 : i64} : memref<8xf32>
  return
}

func.func @dims(%m: memref<?x8x?xi8>, %u: memref<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x8x?xi8>
  %d2 = memref.dim %m, %c2 : memref<?x8x?xi8>
  %r = memref.rank %u : memref<*xf32>
  %rr = memref.rank %m : memref<?x8x?xi8>
  return %d0, %d2, %r, %rr : index, index, index, index
}
