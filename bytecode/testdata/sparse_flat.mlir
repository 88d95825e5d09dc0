// Sparse elements whose indices were written flat for a value of rank 1:
// mlir-opt keeps them as a tensor<Nxi64>, not tensor<Nx1xi64>.
func.func @flat() attributes {a = sparse<[2], [1.5]> : vector<3xf32>, b = sparse<[0, 3], [7, 9]> : tensor<4xi32>, c = sparse<[[1], [2]], [5, 6]> : tensor<3xi16>} {
  return
}
