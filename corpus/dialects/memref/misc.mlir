// memref.prefetch, memref.assume_alignment, memref.distinct_objects,
// memref.copy, memref.realloc, metadata extraction.
func.func @prefetch(%m: memref<8x8xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x8xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<8x8xf32>
  return
}

func.func @assume(%m: memref<?xf32>) -> memref<?xf32> {
  %aligned = memref.assume_alignment %m, 64 : memref<?xf32>
  return %aligned : memref<?xf32>
}

func.func @distinct(%a: memref<?xf32>, %b: memref<?xi32>) -> (memref<?xf32>, memref<?xi32>) {
  %r:2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xi32>
  return %r#0, %r#1 : memref<?xf32>, memref<?xi32>
}

func.func @copy(%src: memref<4xf32>, %dst: memref<4xf32>, %u: memref<*xf32>) {
  memref.copy %src, %dst : memref<4xf32> to memref<4xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  return
}

func.func @realloc(%small: memref<2xf32>, %dyn: memref<?xi8>, %n: index) -> (memref<4xf32>, memref<?xi8>) {
  %big = memref.realloc %small : memref<2xf32> to memref<4xf32>
  %grown = memref.realloc %dyn(%n) {alignment = 8 : i64} : memref<?xi8> to memref<?xi8>
  return %big, %grown : memref<4xf32>, memref<?xi8>
}

func.func @metadata(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (index, index, index) {
  %ptr = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %ptr, %offset, %strides#0 : index, index, index
}

func.func @metadata_0d(%m: memref<f32>) -> index {
  // Rank 0: the empty sizes and strides groups get no name.
  %base, %offset = memref.extract_strided_metadata %m : memref<f32> -> memref<f32>, index
  return %offset : index
}
