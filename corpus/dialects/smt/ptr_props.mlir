// ptr's properties in custom form: an optional alignment (AlignmentProp,
// generic `[16]`, `[]` when unset), bit-enum flags as keywords (generic
// the integer), atomic orderings, and vectors of pointers.
func.func @f(%p: !ptr.ptr<#ptr.generic_space>, %q: !ptr.ptr<#ptr.generic_space>, %v: vector<4x!ptr.ptr<#ptr.generic_space>>, %i: i64) -> i64 {
  %0 = ptr.ptr_diff nuw %p, %q : !ptr.ptr<#ptr.generic_space> -> i64
  %1 = ptr.ptr_diff nsw|nuw %p, %q : !ptr.ptr<#ptr.generic_space> -> i64
  %2 = ptr.load %p alignment = 4 : !ptr.ptr<#ptr.generic_space> -> f32
  ptr.store %2, %p alignment = 8 : f32, !ptr.ptr<#ptr.generic_space>
  %3 = ptr.load volatile %p atomic syncscope("agent") monotonic nontemporal alignment = 16 : !ptr.ptr<#ptr.generic_space> -> i32
  %4 = ptr.load %p : !ptr.ptr<#ptr.generic_space> -> f32
  %5 = ptr.ptr_add nuw %p, %i : !ptr.ptr<#ptr.generic_space>, i64
  %6 = ptr.ptr_add %v, %i : vector<4x!ptr.ptr<#ptr.generic_space>>, i64
  return %1 : i64
}
