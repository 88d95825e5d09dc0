// scf.forall: normalized and general bounds, shared_outs, mapping, in_parallel.
func.func @normalized(%buf: memref<4x8xf32>, %v: f32) {
  // Only upper bounds: lower bounds 0 and steps 1.
  scf.forall (%i, %j) in (4, 8) {
    memref.store %v, %buf[%i, %j] : memref<4x8xf32>
  }
  return
}

func.func @dynamic_ub(%n: index, %buf: memref<?xi32>, %v: i32) {
  scf.forall (%i) in (%n) {
    memref.store %v, %buf[%i] : memref<?xi32>
  }
  return
}

func.func @general_bounds(%lb: index, %ub: index, %buf: memref<?x?xf32>, %v: f32) {
  // Mixed static and dynamic lower bounds, upper bounds and steps.
  scf.forall (%i, %j) = (0, %lb) to (%ub, 64) step (2, %lb) {
    memref.store %v, %buf[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @shared_outs(%t: tensor<16xf32>, %v: f32) -> tensor<16xf32> {
  %res = scf.forall (%i) in (4) shared_outs(%out = %t) -> (tensor<16xf32>) {
    %off = arith.muli %i, %i : index
    %tile = tensor.empty() : tensor<4xf32>
    %filled = tensor.insert %v into %tile[%off] : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %out[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %res : tensor<16xf32>
}

func.func @two_outs_mapping(%a: tensor<8x8xi8>, %b: tensor<8xi8>) -> (tensor<8x8xi8>, tensor<8xi8>) {
  %r:2 = scf.forall (%i, %j) in (8, 8) shared_outs(%oa = %a, %ob = %b) -> (tensor<8x8xi8>, tensor<8xi8>) {
    %ea = tensor.extract_slice %oa[%i, %j] [1, 1] [1, 1] : tensor<8x8xi8> to tensor<1x1xi8>
    %eb = tensor.extract_slice %ob[%i] [1] [1] : tensor<8xi8> to tensor<1xi8>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %ea into %oa[%i, %j] [1, 1] [1, 1] : tensor<1x1xi8> into tensor<8x8xi8>
      tensor.parallel_insert_slice %eb into %ob[%i] [1] [1] : tensor<1xi8> into tensor<8xi8>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r#0, %r#1 : tensor<8x8xi8>, tensor<8xi8>
}

func.func @empty_in_parallel(%n: index) {
  // An scf.forall without results has an empty, elided terminator.
  scf.forall (%i) in (%n) {
    scf.forall.in_parallel {
    }
  }
  return
}
