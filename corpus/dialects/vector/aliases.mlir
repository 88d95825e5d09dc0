// Types, maps, sets and the contraction trait written as aliases: what the
// custom forms leave out (the mask type, result types, operand counts) is
// derived once the aliases are resolved.
!mt = memref<?x?xf32>
!vt = vector<4x8xf32>
#perm = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
#ub = affine_map<()[s0] -> (s0, 100)>
#trait = {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
func.func @f(%A: !mt, %i: index, %n: index, %pad: f32, %m: vector<8x4xi1>, %acc: f32) -> f32 {
  %0 = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = #perm} : !mt, !vt
  %1 = affine.load %A[%i, %i] : !mt
  affine.for %k = 0 to min #ub()[%n] {
    affine.if #set(%k) {
      affine.store %1, %A[%k, %k] : !mt
    }
  }
  %2 = vector.contract #trait %0, %0, %acc : !vt, !vt into f32
  return %2 : f32
}
