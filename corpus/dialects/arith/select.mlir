// arith.select with a scalar condition and with a per-element condition.
func.func @select_scalar(%cond: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %cond, %a, %b : i32
  return %r : i32
}

func.func @select_scalar_cond_on_vector(%cond: i1, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.select %cond, %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @select_per_element(%mask: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.select %mask, %a, %b : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}

func.func @select_tensor(%mask: tensor<?xi1>, %a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = arith.select %mask, %a, %b {tag} : tensor<?xi1>, tensor<?xindex>
  return %r : tensor<?xindex>
}
