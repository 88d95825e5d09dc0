// ptr, emitc and smt ops whose custom form leaves types to TypesMatchWith
// transformers: i1 masks of the shape of a vector, the pointer and lvalue
// types of emitc, the domain and range types of smt arrays and functions.
func.func @ptrs(%p: !ptr.ptr<#ptr.generic_space>, %ps: vector<4x!ptr.ptr<#ptr.generic_space>>, %m: vector<4xi1>, %x: vector<4xf32>) {
  %0 = ptr.gather %ps, %m, %x alignment = 8 : vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xf32>
  %1 = ptr.masked_load %p, %m, %x : !ptr.ptr<#ptr.generic_space> -> vector<4xf32>
  ptr.masked_store %x, %p, %m : vector<4xf32>, !ptr.ptr<#ptr.generic_space>
  ptr.scatter %x, %ps, %m : vector<4xf32>, vector<4x!ptr.ptr<#ptr.generic_space>>
  return
}
func.func @emit(%a: !emitc.lvalue<i32>, %p: !emitc.ptr<f32>) {
  %0 = emitc.address_of %a : !emitc.lvalue<i32>
  %1 = emitc.dereference %p : !emitc.ptr<f32>
  %2 = emitc.load %a : <i32>
  return
}
func.func @smt(%f: !smt.func<(!smt.bool, !smt.int) !smt.bv<4>>, %b: !smt.bool, %i: !smt.int, %arr: !smt.array<[!smt.int -> !smt.bool]>, %v: !smt.bool) {
  %0 = smt.apply_func %f(%b, %i) : !smt.func<(!smt.bool, !smt.int) !smt.bv<4>>
  %1 = smt.array.select %arr[%i] : !smt.array<[!smt.int -> !smt.bool]>
  %2 = smt.array.store %arr[%i], %v : !smt.array<[!smt.int -> !smt.bool]>
  %3 = smt.array.broadcast %v : !smt.array<[!smt.int -> !smt.bool]>
  return
}
