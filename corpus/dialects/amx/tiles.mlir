// amx's tile ops: loads and stores with and without a stride, zero, and
// the float and integer multiplications (zero-extended operands).
func.func @tiles(%a: memref<?x?xbf16>, %c: memref<?x?xf32>, %i8: memref<?x?xi8>, %ci: memref<?x?xi32>, %m: index, %s: index) {
  %z = amx.tile_zero : !amx.tile<16x16xf32>
  %ta = amx.tile_load %a[%m, %m] : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  %tb = amx.tile_load %a[%m, %m], %s : memref<?x?xbf16> into !amx.tile<16x32xbf16>
  %r = amx.tile_mulf %ta, %tb, %z : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %c[%m, %m], %r : memref<?x?xf32>, !amx.tile<16x16xf32>
  amx.tile_store %c[%m, %m], %r, %s {tag} : memref<?x?xf32>, !amx.tile<16x16xf32>
  %x = amx.tile_load %i8[%m, %m] : memref<?x?xi8> into !amx.tile<16x64xi8>
  %zi = amx.tile_zero : !amx.tile<16x16xi32>
  %ri = amx.tile_muli %x zext, %x, %zi : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  %rj = amx.tile_muli %x, %x zext, %ri : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  amx.tile_store %ci[%m, %m], %rj : memref<?x?xi32>, !amx.tile<16x16xi32>
  return
}
