func.func @f(%a: i32, %p: !llvm.ptr, %i: index, %j: index, %q: !ptr.ptr<#ptr.generic_space>, %r: i64) {
  %0 = llvm.add %a, %a overflow<nsw> : i32
  %1 = llvm.add %a, %a : i32
  %2 = llvm.mul %a, %a overflow<nsw, nuw> : i32
  %3 = llvm.getelementptr inbounds %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %4 = llvm.getelementptr %p[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>)>
  %5 = affine.linearize_index disjoint [%i, %j] by (4, 8) : index
  %6 = affine.linearize_index [%i, %j] by (4, 8) : index
  %p0 = ptr.load %q : !ptr.ptr<#ptr.generic_space> -> i32
  %p1 = ptr.load volatile %q atomic monotonic alignment = 8 : !ptr.ptr<#ptr.generic_space> -> i32
  %p2 = ptr.load %q nontemporal invariant alignment = 4 : !ptr.ptr<#ptr.generic_space> -> i32
  ptr.store %a, %q alignment = 16 : i32, !ptr.ptr<#ptr.generic_space>
  ptr.store volatile %a, %q atomic release alignment = 4 : i32, !ptr.ptr<#ptr.generic_space>
  %p3 = ptr.ptr_add nuw %q, %r : !ptr.ptr<#ptr.generic_space>, i64
  %p4 = ptr.ptr_add %q, %r : !ptr.ptr<#ptr.generic_space>, i64
  return
}
