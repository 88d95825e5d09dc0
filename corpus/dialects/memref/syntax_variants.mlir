// Spellings of the hand-written memref syntaxes the other inputs do not use.

// Globals: an attribute dictionary, i1 elements, a memory space, public.
memref.global "private" @a : memref<2xf32> = dense<[1.0, 2.0]> {test.x}
memref.global constant @b : memref<i1> = dense<true>
memref.global @c : memref<2x2xi8, 3> = uninitialized
memref.global "public" @d : memref<3xi16>

func.func @dma_attributes(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // dma_start and prefetch print an attribute dictionary their parsers do
  // not read: written generically here.
  %c0 = arith.constant 0 : index
  "memref.dma_start"(%m, %c0, %m, %c0, %n, %t, %c0, %n, %n) {foo = 1} : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, index) -> ()
  "memref.prefetch"(%m, %c0) {isDataCache = false, isWrite = true, localityHint = 2 : i32, bar} : (memref<4xf32>, index) -> ()
  return
}

func.func @rank0(%a: memref<f32>, %b: memref<2x2xf32, 1>, %t: memref<i32>, %n: index) {
  memref.dma_start %a[], %b[%n, %n], %n, %t[] : memref<f32>, memref<2x2xf32, 1>, memref<i32>
  memref.prefetch %a[], write, locality<1>, instr : memref<f32>
  return
}

func.func @transpose_attributes(%m: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %t = memref.transpose %m (i, j) -> (j, i) {test.t} : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return %t : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}

func.func @alloca_scope_generic_last_op() -> index {
  %r = memref.alloca_scope -> index {
    %c = arith.constant 3 : index
    memref.alloca_scope.return %c : index
  } {test.s}
  // An unregistered last op gets the implicit return after it.
  memref.alloca_scope {
    "test.op"() : () -> ()
  }
  return %r : index
}

func.func @generic_atomic_rmw_attributes(%m: memref<2x2xi32>, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i, %i] : memref<2x2xi32> {
  ^bb0(%x: i32):
    memref.atomic_yield %x : i32
  } {test.g}
  return %r : i32
}
