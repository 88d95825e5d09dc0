// Sparse tensor encodings (hand-written upstream): the map spelled with
// d0/s0 and canonical level expressions, properties in a fixed order,
// widths of 0 left out; each encoding gets a #sparse alias.
#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed), posWidth = 32}>
#BSR = #sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>
#DCSR = #sparse_tensor.encoding<{ map = {l0, l1} (i = l0, j = l1) -> (l0 = i : compressed, l1 = j : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i,j)->(i:compressed(nonunique),j:singleton(soa)), crdWidth = 8, posWidth = 0 }>
#Sym = #sparse_tensor.encoding<{ map = [s0, s1](i) -> (i + s0 * 2 : compressed(nonordered, nonunique)) }>
#NV = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : structured[2, 4]) }>
#Slice = #sparse_tensor.encoding<{ map = (i : #sparse_tensor<slice(01, 0x4, 1)>, j : #sparse_tensor<slice(?, ?, ?)>) -> (i : dense, j : compressed) }>
#Vals = #sparse_tensor.encoding<{ map = (i) -> (i : compressed), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32 }>
func.func @f(%a: tensor<4x4xf32, #CSR>, %b: tensor<4x6xf32, #BSR>, %c: tensor<4x4xf32, #DCSR>, %d: tensor<4x4xf32, #COO>,
             %e: tensor<8xf32, #Sym>, %f: tensor<4x8xf32, #NV>, %g: tensor<4x4xf32, #Slice>, %h: tensor<8xf32, #Vals>)
    -> tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>> {
  %s = "test.op"() : () -> !sparse_tensor.storage_specifier<#sparse_tensor.encoding<{map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 8, explicitVal = 1.0 : f32}>>
  %0 = sparse_tensor.convert %a : tensor<4x4xf32, #CSR> to tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>
  return %0 : tensor<4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>
}
