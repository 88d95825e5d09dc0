// linalg.elementwise: kinds of every arity, default indexing maps (printed
// in generic form only) and explicit ones (transposes, broadcasts).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

func.func @kinds(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<8x16xi1>, %o: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %1, %b : tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%2, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%3 : tensor<8x16xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %4 : tensor<8x16xf32>
}

func.func @maps(%a: tensor<16x8xf32>, %v: tensor<8xf32>, %o: tensor<8x16xf32>, %m: memref<8x16xi32>, %n: memref<8x16xi32>) -> tensor<8x16xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<negf> indexing_maps = [#tr, #id]
      ins(%a : tensor<16x8xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#id, #row, #id]
      ins(%0, %v : tensor<8x16xf32>, tensor<8xf32>) outs(%o : tensor<8x16xf32>) -> tensor<8x16xf32>
  // Default maps written out are not printed.
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> indexing_maps = [#id, #id, #id]
      ins(%m, %n : memref<8x16xi32>, memref<8x16xi32>) outs(%m : memref<8x16xi32>)
  return %1 : tensor<8x16xf32>
}
