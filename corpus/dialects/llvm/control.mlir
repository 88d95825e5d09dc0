// Control flow and comparisons: switch (cases printed signed, one a
// line; empty), indirectbr (successors at the op's indentation), icmp and
// fcmp with string predicates, intr.assume with operand bundles.
llvm.func @control(%x: i32, %y: i64, %p: !llvm.ptr, %f: f32, %v: vector<4xf32>, %b: i1) {
  %0 = llvm.icmp "slt" %x, %x : i32
  %1 = llvm.icmp "uge" %p, %p : !llvm.ptr
  %2 = llvm.fcmp "olt" %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fcmp "_true" %v, %v : vector<4xf32>
  %4 = llvm.fcmp "uno" %f, %f {fastmathFlags = #llvm.fastmath<none>} : f32
  llvm.intr.assume %0 : i1
  llvm.intr.assume %b ["align"(%p, %y : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.switch %x : i32, ^bb1 [
    0: ^bb2(%x : i32),
    -1: ^bb1,
    4294967295: ^bb3
  ]
^bb1:
  llvm.switch %y : i64, ^bb3 []
^bb2(%z: i32):
  llvm.switch %x : i32, ^bb4(%x : i32) [
    7: ^bb2(%z : i32)
  ] {branch_weights = array<i32: 1, 2>}
^bb4(%w: i32):
  llvm.br ^bb3
^bb3:
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1,
  ^bb2(%x : i32)
  ]
}
llvm.func @no_successors(%p: !llvm.ptr) {
  llvm.indirectbr %p : !llvm.ptr, []
}
