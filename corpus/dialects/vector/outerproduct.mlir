// vector.outerproduct: the result type comes from the operands' types;
// the attribute dictionary (with the kind) is printed only with an
// accumulator.
func.func @outer(%x: vector<4xf32>, %y: vector<8xf32>, %acc: vector<4x8xf32>, %s: f32, %acc1: vector<4xf32>) -> (vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<4x8xf32>) {
  %0 = vector.outerproduct %x, %y : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %x, %y, %acc : vector<4xf32>, vector<8xf32>
  // A scalar right-hand side makes an AXPY.
  %2 = vector.outerproduct %x, %s : vector<4xf32>, f32
  %3 = vector.outerproduct %x, %s, %acc1 {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %4 = vector.outerproduct %x, %y, %1 {kind = #vector.kind<maximumf>, test.tag} : vector<4xf32>, vector<8xf32>
  return %0, %1, %2, %3, %4 : vector<4x8xf32>, vector<4x8xf32>, vector<4xf32>, vector<4xf32>, vector<4x8xf32>
}

func.func @scalable(%x: vector<[4]xi32>, %y: vector<[8]xi32>, %z: vector<4xi32>) -> (vector<[4]x[8]xi32>, vector<4x[8]xi32>) {
  %0 = vector.outerproduct %x, %y : vector<[4]xi32>, vector<[8]xi32>
  %1 = vector.outerproduct %z, %y {kind = #vector.kind<add>} : vector<4xi32>, vector<[8]xi32>
  return %0, %1 : vector<[4]x[8]xi32>, vector<4x[8]xi32>
}
