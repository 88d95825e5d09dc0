// mlir-opt stops at the first error of an op isolated from above: it does not
// look into the op that failed, nor check its symbol uses or the dominance of
// its operands. mlirfmt -verify (every op's first error) reports no more than
// mlir-opt here either (verify's TestAllStopsAtFailures checks it).

// An op that fails is not looked into: its regions' ops are not verified.
func.func @region_of_failed_op(%c: i1) {
  // expected-error @below {{'scf.if' op requires a single operand}}
  "scf.if"() ({
    %0 = "arith.addi"() : () -> i32
    scf.yield
  }, {
  }) : () -> ()
  return
}

// -----

// Nor its symbol uses (the module's symbol table is not verified at all).
llvm.func @callee() -> i32
llvm.func @two_results() {
  // expected-error @below {{'llvm.call' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "llvm.call"() <{callee = @callee, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> (i32, i32)
  llvm.return
}

// -----

// Nor the dominance of its operands.
func.func @dominance_of_failed_op() {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%1, %1) : (i32, i32) -> i64
  %1 = arith.constant 1 : i32
  return
}

// -----

// A block that fails on entrance is not walked.
func.func @block_of_failed_entrance(%c: i1) {
  // expected-error @below {{operation with block successors must terminate its parent block}}
  cf.cond_br %c, ^bb1, ^bb1
  %0 = "arith.addi"() : () -> i32
  "func.return"() : () -> ()
^bb1:
  return
}

// -----

// A block without a terminator: its last op is not looked at again.
func.func private @g() -> i32
func.func @no_terminator() {
  // expected-error @below {{block with no terminator}}
  func.call @g() : () -> ()
}
