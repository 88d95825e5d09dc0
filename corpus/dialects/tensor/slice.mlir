// tensor.extract_slice and tensor.insert_slice: static, dynamic, mixed and
// rank-reducing forms.
func.func @extract_static(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  %s = tensor.extract_slice %t[0, 4] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

func.func @extract_dynamic(%t: tensor<?x?xf32>, %o: index, %sz: index, %st: index) -> tensor<?x?xf32> {
  %s = tensor.extract_slice %t[%o, %o] [%sz, %sz] [%st, %st] : tensor<?x?xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @extract_rank_reducing(%t: tensor<8x16x4xi8>, %i: index) -> tensor<16xi8> {
  %s = tensor.extract_slice %t[%i, 0, 2] [1, 16, 1] [1, 1, 1] : tensor<8x16x4xi8> to tensor<16xi8>
  return %s : tensor<16xi8>
}

func.func @insert_static(%src: tensor<4x4xf32>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %r = tensor.insert_slice %src into %dst[0, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

func.func @insert_mixed(%src: tensor<?x4xf32>, %dst: tensor<?x?xf32>, %o: index, %n: index) -> tensor<?x?xf32> {
  %r = tensor.insert_slice %src into %dst[%o, 0] [%n, 4] [2, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @insert_rank_expanding(%row: tensor<16xi8>, %dst: tensor<8x16xi8>, %i: index) -> tensor<8x16xi8> {
  %r = tensor.insert_slice %row into %dst[%i, 0] [1, 16] [1, 1] {test.note} : tensor<16xi8> into tensor<8x16xi8>
  return %r : tensor<8x16xi8>
}
