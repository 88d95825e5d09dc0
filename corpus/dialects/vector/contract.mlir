// vector.contract: the leading dictionary (possibly an alias) holds the
// indexing maps, the iterator types as strings and the combining kind
// (printed even when it is the default add); other attributes follow the
// operands.
#matmul_accesses = [
  affine_map<(i, j, k) -> (i, k)>,
  affine_map<(i, j, k) -> (k, j)>,
  affine_map<(i, j, k) -> (i, j)>
]
#matmul_trait = {
  indexing_maps = #matmul_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @matmul(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> (vector<4x16xf32>, vector<4x16xf32>, vector<4x16xf32>) {
  %0 = vector.contract #matmul_trait %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = #matmul_accesses, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %0 {test.tag = "max"} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  // Entries of the dictionary that are no property are discardable
  // attributes.
  %2 = vector.contract {indexing_maps = #matmul_accesses, iterator_types = ["parallel", "parallel", "reduction"], test.note} %a, %b, %1 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %0, %1, %2 : vector<4x16xf32>, vector<4x16xf32>, vector<4x16xf32>
}

func.func @dot_and_matvec(%x: vector<8xi32>, %y: vector<8xi32>, %acc: i32, %m: vector<4x8xi32>, %v: vector<4xi32>) -> (i32, vector<4xi32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %acc : vector<8xi32>, vector<8xi32> into i32
  %1 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<xor>} %m, %x, %v : vector<4x8xi32>, vector<8xi32> into vector<4xi32>
  return %0, %1 : i32, vector<4xi32>
}
