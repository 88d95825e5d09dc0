// vector.contract: iterator types are "parallel" or "reduction".
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["sum"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
