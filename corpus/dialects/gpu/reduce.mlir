// gpu.all_reduce and gpu.subgroup_reduce: the operation keyword present
// and absent, uniform, clusters, and a reduction region.
gpu.module @reductions {
  gpu.func @reduce(%x: f32, %i: i32, %v: vector<4xf32>) kernel {
    %0 = gpu.all_reduce add %x {} : (f32) -> (f32)
    %1 = gpu.all_reduce maxnumf %x uniform {} : (f32) -> (f32)
    %2 = gpu.all_reduce %x {
    ^bb(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      gpu.yield %s : f32
    } : (f32) -> (f32)
    %3 = gpu.all_reduce and %i uniform {} {tag} : (i32) -> (i32)
    %4 = gpu.subgroup_reduce add %i : (i32) -> (i32)
    %5 = gpu.subgroup_reduce mul %v uniform cluster(size = 4) : (vector<4xf32>) -> (vector<4xf32>)
    %6 = gpu.subgroup_reduce xor %i cluster(size = 8, stride = 2) {a} : (i32) -> i32
    %7 = gpu.subgroup_reduce minimumf %x : (f32) -> f32
    gpu.return
  }
}
