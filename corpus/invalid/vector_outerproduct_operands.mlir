// vector.outerproduct: at least two operands.
func.func @f(%a: vector<4xf32>) -> vector<4x4xf32> {
  %0 = vector.outerproduct %a : vector<4xf32>, vector<4xf32>
  return %0 : vector<4x4xf32>
}
