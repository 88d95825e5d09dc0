// linalg.generic: the trait dictionary (inline or an alias), iterator types
// as strings in custom form, doc and library_call, `attrs = {...}`,
// tensor results and buffer semantics, linalg.index in the body.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#bias_trait = {
  indexing_maps = [#id, #col, #id],
  iterator_types = ["parallel", "parallel"]
}

func.func @bias_add(%x: tensor<16x32xf32>, %b: tensor<32xf32>, %init: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic #bias_trait
      ins(%x, %b : tensor<16x32xf32>, tensor<32xf32>)
      outs(%init : tensor<16x32xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

func.func @row_sum(%x: memref<16x32xf32>, %acc: memref<16xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"],
                  doc = "sum each row", library_call = "row_sum_f32"}
      ins(%x : memref<16x32xf32>) outs(%acc : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}

func.func @iota(%init: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%init : tensor<8x8xi32>) attrs = {tag = "iota", __internal_linalg_transform__ = "keep"} {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %v = arith.index_cast %k : index to i32
    linalg.yield %v : i32
  } -> tensor<8x8xi32>
  return %0 : tensor<8x8xi32>
}

func.func @two_results(%a: tensor<4x4xf32>, %i0: tensor<4x4xf32>, %i1: tensor<4x4xi1>) -> (tensor<4x4xf32>, tensor<4x4xi1>) {
  %cst = arith.constant 0.0 : f32
  %0:2 = linalg.generic {iterator_types = ["parallel", "parallel"], indexing_maps = [#id, #id, #id]}
      ins(%a : tensor<4x4xf32>) outs(%i0, %i1 : tensor<4x4xf32>, tensor<4x4xi1>) {
  ^bb0(%in: f32, %o0: f32, %o1: i1):
    %m = arith.maximumf %in, %cst : f32
    %p = arith.cmpf ogt, %in, %cst : f32
    linalg.yield %m, %p : f32, i1
  } -> (tensor<4x4xf32>, tensor<4x4xi1>)
  return %0#0, %0#1 : tensor<4x4xf32>, tensor<4x4xi1>
}

func.func @dynamic_scalar(%x: tensor<?xf64>, %s: f64, %init: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x, %s : tensor<?xf64>, f64) outs(%init : tensor<?xf64>) {
  ^bb0(%in: f64, %scale: f64, %out: f64):
    %m = arith.mulf %in, %scale fastmath<fast> : f64
    linalg.yield %m : f64
  } -> tensor<?xf64>
  return %0 : tensor<?xf64>
}

func.func @nested(%x: tensor<4x4xf32>, %init: tensor<4x4xf32>, %flag: i1) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = scf.if %flag -> (f32) {
      %n = arith.negf %in : f32
      scf.yield %n : f32
    } else {
      scf.yield %in : f32
    }
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
