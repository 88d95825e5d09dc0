// Hand-written syntaxes shared by several dialects (dialects/shared): an
// attribute the syntax sets that the attribute dictionary names again.

func.func @generic_dup_maps(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below {{attribute 'indexing_maps' occurs more than once in the attribute list}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) attrs = {indexing_maps = []} {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
