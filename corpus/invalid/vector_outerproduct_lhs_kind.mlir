// vector.outerproduct: the left-hand side is a vector.
func.func @f(%a: f32, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.outerproduct %a, %b : f32, vector<4xf32>
  return %0 : vector<4xf32>
}
