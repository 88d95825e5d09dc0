// tensor.parallel_insert_slice lives in the terminator of scf.forall.
func.func @tiles(%t: tensor<64x64xf32>, %n: index) -> tensor<64x64xf32> {
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%out = %t) -> (tensor<64x64xf32>) {
    %c16 = arith.constant 16 : index
    %oi = arith.muli %i, %c16 : index
    %oj = arith.muli %j, %c16 : index
    %tile = tensor.extract_slice %out[%oi, %oj] [16, 16] [1, 1] : tensor<64x64xf32> to tensor<16x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %tile into %out[%oi, %oj] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x64xf32>
    }
  }
  return %r : tensor<64x64xf32>
}

func.func @dynamic_rank_reducing(%t: tensor<?x8xi32>, %n: index) -> tensor<?x8xi32> {
  %r = scf.forall (%i) in (%n) shared_outs(%out = %t) -> (tensor<?x8xi32>) {
    %row = tensor.extract_slice %out[%i, 0] [1, 8] [1, 1] : tensor<?x8xi32> to tensor<8xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %out[%i, 0] [1, 8] [1, 1] : tensor<8xi32> into tensor<?x8xi32>
    }
  }
  return %r : tensor<?x8xi32>
}
