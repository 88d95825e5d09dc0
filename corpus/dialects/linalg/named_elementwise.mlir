// The OpDSL elementwise named ops (unary, binary, select), copy and fill:
// float, integer, bool and complex bodies, casts, rank-0 operands.
func.func @unary(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.exp ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.log ins(%0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.abs ins(%1 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.ceil ins(%2 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.floor ins(%3 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.negf ins(%4 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.reciprocal ins(%5 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.round ins(%6 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.sqrt ins(%7 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.rsqrt ins(%8 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.square ins(%9 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.tanh ins(%10 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.erf ins(%11 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %12 : tensor<4x8xf32>
}

func.func @unary_f16(%x: memref<16xf16>, %o: memref<16xf16>) {
  linalg.reciprocal ins(%x : memref<16xf16>) outs(%o : memref<16xf16>)
  linalg.exp ins(%x : memref<16xf16>) outs(%o : memref<16xf16>)
  return
}

func.func @binary_float(%a: tensor<8xf32>, %b: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.sub ins(%0, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.mul ins(%1, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.div ins(%2, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %4 = linalg.max ins(%3, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %5 = linalg.min ins(%4, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %6 = linalg.powf ins(%5, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %6 : tensor<8xf32>
}

func.func @binary_int(%a: memref<2x2xi32>, %b: memref<2x2xi32>, %o: memref<2x2xi32>, %p: memref<2x2xi1>, %q: memref<2x2xi1>) {
  linalg.add ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  linalg.sub ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  linalg.mul ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  linalg.div ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  linalg.div_unsigned ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  linalg.max ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  linalg.min ins(%a, %b : memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  // On i1, add is ori and mul andi.
  linalg.add ins(%p, %q : memref<2x2xi1>, memref<2x2xi1>) outs(%p : memref<2x2xi1>)
  linalg.mul ins(%p, %q : memref<2x2xi1>, memref<2x2xi1>) outs(%q : memref<2x2xi1>)
  linalg.select ins(%p, %a, %b : memref<2x2xi1>, memref<2x2xi32>, memref<2x2xi32>) outs(%o : memref<2x2xi32>)
  return
}

func.func @complex(%a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f32>>, %o: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = linalg.add ins(%a, %b : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) outs(%o : tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %1 = linalg.mul ins(%0, %b : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) outs(%o : tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %2 = linalg.div ins(%1, %b : tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) outs(%o : tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %2 : tensor<4xcomplex<f32>>
}

func.func @copy_and_fill(%x: tensor<4x4xi8>, %o: tensor<4x4xi32>, %f: tensor<4x4xf32>, %m: memref<4x4xf64>, %c: f64, %n: memref<4x4xf32>) -> tensor<4x4xi32> {
  %0 = linalg.copy ins(%x : tensor<4x4xi8>) outs(%o : tensor<4x4xi32>) -> tensor<4x4xi32>
  %1 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%x : tensor<4x4xi8>) outs(%0 : tensor<4x4xi32>) -> tensor<4x4xi32>
  %2 = linalg.copy ins(%f : tensor<4x4xf32>) outs(%o : tensor<4x4xi32>) -> tensor<4x4xi32>
  linalg.copy ins(%n : memref<4x4xf32>) outs(%m : memref<4x4xf64>)
  linalg.fill ins(%c : f64) outs(%m : memref<4x4xf64>)
  %cst = arith.constant 1.5 : f32
  %3 = linalg.fill ins(%cst : f32) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xi32>
}

func.func @rank0(%s: tensor<f32>, %t: tensor<f32>) -> tensor<f32> {
  %0 = linalg.add ins(%s, %t : tensor<f32>, tensor<f32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @fill_rng(%min: f64, %max: f64, %seed: i32, %o: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}
