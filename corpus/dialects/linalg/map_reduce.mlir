// linalg.map, linalg.reduce (short `{ op }` form and full bodies),
// linalg.transpose and linalg.broadcast; their result and block argument
// names.
func.func @maps(%a: tensor<64xf32>, %b: tensor<64xf32>, %init: tensor<64xf32>, %i: tensor<64xi32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xi32>) {
  %add = linalg.map { arith.addf } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  %fast = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%add, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>) {tag = "fast"}
  %conv = linalg.map { arith.fptosi } ins(%fast : tensor<64xf32>) outs(%i : tensor<64xi32>)
  // A body that is one payload op on the arguments prints in short form.
  %sub = linalg.map ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
    (%x: f32, %y: f32, %out: f32) {
      %d = arith.subf %x, %y : f32
      linalg.yield %d : f32
    }
  // Others print in full, on a line of their own.
  %fma = linalg.map ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%sub : tensor<64xf32>)
    (%x: f32, %y: f32, %out: f32) {
      %m = math.fma %x, %y, %out : f32
      linalg.yield %m : f32
    }
  %swap = linalg.map ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%fma : tensor<64xf32>)
    (%x: f32, %y: f32, %out: f32) {
      %d = arith.subf %y, %x : f32
      linalg.yield %d : f32
    }
  return %swap, %fma, %conv : tensor<64xf32>, tensor<64xf32>, tensor<64xi32>
}

func.func @map_buffers(%a: memref<8x8xi32>, %init: memref<8x8xi32>) {
  linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%a, %a : memref<8x8xi32>, memref<8x8xi32>) outs(%init : memref<8x8xi32>)
  linalg.map outs(%init : memref<8x8xi32>)
    (%out: i32) {
      %c = arith.constant 7 : i32
      linalg.yield %c : i32
    }
  return
}

func.func @reductions(%x: tensor<16x32xf32>, %acc: tensor<16xf32>, %xi: tensor<16x32xi64>, %acci: tensor<32xi64>) -> (tensor<16xf32>, tensor<16xf32>, tensor<32xi64>) {
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<16x32xf32>) outs(%acc : tensor<16xf32>) dimensions = [1]
  %max = linalg.reduce ins(%x : tensor<16x32xf32>) outs(%sum : tensor<16xf32>) dimensions = [1] {tag}
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %isum = linalg.reduce { arith.addi } ins(%xi : tensor<16x32xi64>) outs(%acci : tensor<32xi64>) dimensions = [0]
  return %sum, %max, %isum : tensor<16xf32>, tensor<16xf32>, tensor<32xi64>
}

func.func @reduce_buffers(%x: memref<4x8x16xf16>, %y: memref<4x8x16xf16>, %a: memref<8xf16>, %b: memref<8xf16>) {
  linalg.reduce ins(%x, %y : memref<4x8x16xf16>, memref<4x8x16xf16>) outs(%a, %b : memref<8xf16>, memref<8xf16>) dimensions = [0, 2]
    (%in0: f16, %in1: f16, %out0: f16, %out1: f16) {
      %s = arith.addf %in0, %out0 : f16
      %p = arith.mulf %in1, %out1 : f16
      linalg.yield %s, %p : f16, f16
    }
  return
}

func.func @shuffles(%x: tensor<2x3x4xf32>, %t: tensor<4x2x3xf32>, %v: tensor<3xf32>, %b: tensor<2x3x4xf32>, %m: memref<3xf32>, %mb: memref<3x5xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
  %tr = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%t : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  %bc = linalg.broadcast ins(%v : tensor<3xf32>) outs(%b : tensor<2x3x4xf32>) dimensions = [0, 2] {tag = 2 : i8}
  linalg.broadcast ins(%m : memref<3xf32>) outs(%mb : memref<3x5xf32>) dimensions = [1]
  return %tr, %bc : tensor<4x2x3xf32>, tensor<2x3x4xf32>
}
