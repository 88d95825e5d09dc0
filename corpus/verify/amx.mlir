// amx: the ops' own verifiers (AMXDialect.cpp).

func.func @zero_rows() {
  // expected-error @below {{'amx.tile_zero' op bad row height: 17}}
  %0 = amx.tile_zero : !amx.tile<17x16xbf16>
  return
}

// -----

func.func @zero_columns() {
  // expected-error @below {{'amx.tile_zero' op bad column width: 66}}
  %0 = amx.tile_zero : !amx.tile<16x33xbf16>
  return
}

// -----

func.func @zero_column_multiple() {
  // expected-error @below {{'amx.tile_zero' op bad column width: 6}}
  %0 = amx.tile_zero : !amx.tile<16x6xi8>
  return
}

// -----

func.func @load_rank(%m: memref<16xbf16>, %i: index) {
  // expected-error @below {{'amx.tile_load' op requires at least 2D memref}}
  %0 = amx.tile_load %m[%i] : memref<16xbf16> into !amx.tile<16x32xbf16>
  return
}

// -----

func.func @load_indices(%m: memref<16x32xbf16>, %i: index) {
  // expected-error @below {{'amx.tile_load' op requires 2 indices}}
  %0 = amx.tile_load %m[%i] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  return
}

// -----

func.func @load_stride(%m: memref<16x32xbf16, strided<[64, 2]>>, %i: index) {
  // expected-error @below {{'amx.tile_load' op requires memref with unit innermost stride}}
  %0 = amx.tile_load %m[%i, %i] : memref<16x32xbf16, strided<[64, 2]>> into !amx.tile<16x32xbf16>
  return
}

// -----

func.func @load_tile(%m: memref<32x32xbf16>, %i: index) {
  // expected-error @below {{'amx.tile_load' op bad row height: 32}}
  %0 = amx.tile_load %m[%i, %i] : memref<32x32xbf16> into !amx.tile<32x32xbf16>
  return
}

// -----

func.func @store_rank(%m: memref<16xi32>, %t: !amx.tile<16x16xi32>, %i: index) {
  // expected-error @below {{'amx.tile_store' op requires at least 2D memref}}
  amx.tile_store %m[%i], %t : memref<16xi32>, !amx.tile<16x16xi32>
  return
}

// -----

func.func @store_indices(%m: memref<4x16x16xi32>, %t: !amx.tile<16x16xi32>, %i: index) {
  // expected-error @below {{'amx.tile_store' op requires 3 indices}}
  amx.tile_store %m[%i, %i], %t : memref<4x16x16xi32>, !amx.tile<16x16xi32>
  return
}

// -----

func.func @store_stride(%m: memref<16x16xi32, strided<[?, ?]>>, %t: !amx.tile<16x16xi32>, %i: index) {
  // expected-error @below {{'amx.tile_store' op requires memref with unit innermost stride}}
  amx.tile_store %m[%i, %i], %t : memref<16x16xi32, strided<[?, ?]>>, !amx.tile<16x16xi32>
  return
}

// -----

func.func @store_tile(%m: memref<16x32xi32>, %t: !amx.tile<16x32xi32>, %i: index) {
  // expected-error @below {{'amx.tile_store' op bad column width: 128}}
  amx.tile_store %m[%i, %i], %t : memref<16x32xi32>, !amx.tile<16x32xi32>
  return
}

// -----

func.func @mulf_size(%a: !amx.tile<16x64xbf16>, %b: !amx.tile<16x32xbf16>, %c: !amx.tile<16x16xf32>) {
  // expected-error @below {{'amx.tile_mulf' op bad column width: 128}}
  %0 = amx.tile_mulf %a, %b, %c : !amx.tile<16x64xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  return
}

// -----

func.func @mulf_shape(%a: !amx.tile<8x32xbf16>, %b: !amx.tile<16x32xbf16>, %c: !amx.tile<16x16xf32>) {
  // expected-error @below {{'amx.tile_mulf' op bad mult shape: 16 x 16 x 16}}
  %0 = amx.tile_mulf %a, %b, %c : !amx.tile<8x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  return
}

// -----

func.func @mulf_types(%a: !amx.tile<16x32xbf16>, %b: !amx.tile<16x32xf16>, %c: !amx.tile<16x16xf32>) {
  // expected-error @below {{'amx.tile_mulf' op unsupported type combination}}
  %0 = amx.tile_mulf %a, %b, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xf16>, !amx.tile<16x16xf32>
  return
}

// -----

func.func @muli_shape(%a: !amx.tile<16x64xi8>, %b: !amx.tile<8x64xi8>, %c: !amx.tile<16x16xi32>) {
  // expected-error @below {{'amx.tile_muli' op bad mult shape: 16 x 16 x 16}}
  %0 = amx.tile_muli %a, %b, %c : !amx.tile<16x64xi8>, !amx.tile<8x64xi8>, !amx.tile<16x16xi32>
  return
}

// -----

func.func @amx_valid(%m: memref<16x32xbf16>, %n: memref<16x16xf32>, %p: memref<2x16x64xi8, strided<[2048, 128, 1]>>, %i: index) {
  %a = amx.tile_load %m[%i, %i] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %c = amx.tile_zero : !amx.tile<16x16xf32>
  %d = amx.tile_mulf %a, %a, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %n[%i, %i], %d : memref<16x16xf32>, !amx.tile<16x16xf32>
  %x = amx.tile_load %p[%i, %i, %i] : memref<2x16x64xi8, strided<[2048, 128, 1]>> into !amx.tile<16x64xi8>
  %z = amx.tile_zero : !amx.tile<16x16xi32>
  %r = amx.tile_muli %x zext, %x, %z : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  return
}
