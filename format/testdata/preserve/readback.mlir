// mlir-opt's custom forms of these ops do not read back as the same IR:
// affine.dma_wait's map drops the operand its expression simplified
// away, cf.switch prints -1 as an i64 case as 18446744073709551615.
// They print in generic form; the others stay custom.
func.func @f(%tag: memref<1xi32>, %i: index, %n: index, %a: i64) {
  affine.dma_wait %tag[%i * 0], %n : memref<1xi32>  // loses %i
  affine.dma_wait %tag[%i], %n : memref<1xi32>
  affine.dma_wait %tag[%n mod 1], %n : memref<1xi32>  // loses %n
  cf.switch %a : i64, [default: ^one, -1: ^two]
^one:
  cf.switch %a : i64, [default: ^two, 1: ^two]
^two:
  cf.switch %a : i64, [default: ^two, -1: ^one]
}
