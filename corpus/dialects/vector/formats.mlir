// The vector ops with declarative formats, as the shared corpus uses them,
// vector.shuffle (its result type inferred) and the names mlir-opt gives
// vector.vscale and a constant times it.
func.func @formats(%m: memref<?x?xf32>, %m1: memref<16xf32>, %i: index, %j: index, %f: f32, %v4: vector<4xf32>, %v8: vector<8xf32>, %v48: vector<4x8xf32>, %mask4: vector<4xi1>, %idx: vector<4xi32>, %t: tensor<?x?xf32>, %s: vector<[4]xf32>, %i32: i32) {
  %0 = vector.bitcast %v4 : vector<4xf32> to vector<4xi32>
  %1 = vector.broadcast %f : f32 to vector<4xf32>
  %2 = vector.broadcast %v4 : vector<4xf32> to vector<2x4xf32>
  vector.compressstore %m1[%i], %mask4, %v4 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %3 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %4 = vector.create_mask %i, %j : vector<4x8xi1>
  %5, %6 = vector.deinterleave %v8 : vector<8xf32> -> vector<4xf32>
  %7 = vector.expandload %m1[%i], %mask4, %v4 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %8 = vector.extract %v48[1] : vector<8xf32> from vector<4x8xf32>
  %9 = vector.extract %v48[%i, 2] : f32 from vector<4x8xf32>
  %10 = vector.extract_strided_slice %v48 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %11 = vector.fma %v4, %v4, %v4 : vector<4xf32>
  %12 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %13 = vector.gather %m1[%i] [%idx], %mask4, %v4 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %14 = vector.insert %f, %v48[0, 1] : f32 into vector<4x8xf32>
  %15 = vector.insert %v8, %v48[%i] : vector<8xf32> into vector<4x8xf32>
  %16 = vector.insert_strided_slice %v4, %v48 {offsets = [1, 2], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  %17 = vector.interleave %v4, %v4 : vector<4xf32> -> vector<8xf32>
  %18 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %19 = vector.maskedload %m1[%i], %mask4, %v4 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m1[%i], %mask4, %v4 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %20 = vector.multi_reduction <add>, %v48, %v4 [1] : vector<4x8xf32> to vector<4xf32>
  vector.print %v4 : vector<4xf32>
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  %21 = vector.reduction <add>, %v4 : vector<4xf32> into f32
  %22 = vector.reduction <maximumf>, %v4, %f fastmath<nnan> : vector<4xf32> into f32
  %23 = vector.scalable.extract %s[0] : vector<[2]xf32> from vector<[4]xf32>
  %24 = vector.scalable.insert %23, %s[2] : vector<[2]xf32> into vector<[4]xf32>
  %25:2 = vector.scan <add>, %v48, %v8 {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  vector.scatter %m1[%i] [%idx], %mask4, %v4 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %26 = vector.shape_cast %v48 : vector<4x8xf32> to vector<32xf32>
  %27 = vector.step : vector<4xindex>
  vector.store %v8, %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %28:4 = vector.to_elements %v4 : vector<4xf32>
  %29 = vector.transpose %v48, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %30 = vector.type_cast %m1 : memref<16xf32> to memref<vector<16xf32>>
  %31 = vector.vscale
  %32 = vector.load %m[%i, %j] {nontemporal = true, alignment = 16} : memref<?x?xf32>, vector<8xf32>
  %33 = vector.extract %v4[] : vector<4xf32> from vector<4xf32>
  return
}

func.func @shuffle(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x4xi8>, %d: vector<f32>) -> (vector<4xf32>, vector<3x4xi8>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1, 4, 2] : vector<2xf32>, vector<3xf32>
  // -1 is a poison index; the trailing dimensions are the operands'.
  %1 = vector.shuffle %c, %c [3, -1, 0] : vector<2x4xi8>, vector<2x4xi8>
  %2 = vector.shuffle %d, %d [0, 1] : vector<f32>, vector<f32>
  return %0, %1, %2 : vector<4xf32>, vector<3x4xi8>, vector<2xf32>
}

func.func @vscale_names(%x: index, %n: i32) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  // An index product of a constant and vscale is named after both.
  %a = arith.muli %c4, %vs : index
  %b = arith.muli %vs, %c4 overflow<nsw> : index
  %c = arith.muli %x, %vs : index
  %cm = index.constant -2
  %d = arith.muli %cm, %vs : index
  %e = arith.index_cast %n : i32 to index
  %f = arith.muli %e, %a : index
  return %a, %b, %c, %d : index, index, index, index
}
