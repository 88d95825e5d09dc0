// RUN: mlir-opt %s -split-input-file | FileCheck %s
// A file-level comment block.

// CHECK-LABEL: func.func @f
func.func @f(%a: i32,   // the first argument
             // the second argument, on a line of its own
             %b: i32) -> i32 {  // after the signature
  // CHECK: arith.addi
  %0 = arith.addi %a, %b : i32  // trailing
  %1 = scf.execute_region -> i32 {  // after a region's brace
    // inside the region
    scf.yield %0 : i32  // the yield
    // before the region's end
  }  // after the region's end
  %2 = "test.multi"(%0,   // between operands
                    %1) : (i32, i32) -> i32   // after a multi-line op
  %true = arith.constant true
  scf.if %true {
    // a comment alone in a region
  }
  return %2 : i32
  // before the function's end
}
// after the function
func.func @g() {
^entry:  // a label's comment
  cf.br ^next
// before a label, at the left margin
^next:  // pred: ^entry
  return
}
// at the end of the file
