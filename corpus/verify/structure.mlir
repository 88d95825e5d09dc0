// Block structure: terminators, successors, entry blocks, graph regions.

func.func @no_terminator(%a: i32) {
  // expected-error @below {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0)}}
  %0 = arith.addi %a, %a : i32
}

// -----

// expected-error @below {{empty block: expect at least a terminator}}
func.func @empty_block(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
}

// -----

func.func @successors_not_last() {
  // expected-error @below {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %0 = arith.constant 0 : i32
^bb1:
  return
}

// -----

// expected-error @below {{entry block of region may not have predecessors}}
func.func @entry_predecessor() {
^bb0:
  cf.br ^bb0
}

// -----

func.func @terminator_not_last() {
  // expected-error @below {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %0 = arith.constant 0 : i32
}

// -----

func.func @branch_operand_count() {
  // expected-error @below {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @branch_operand_type(%a: f32) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : f32)
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_false_dest(%c: i1, %a: i32) {
  // expected-error @below {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  return
^bb2:
  return
}

// -----

func.func @into_another_region(%c: i1) {
  scf.if %c {
    // expected-error @below {{reference to an undefined block}}
    cf.br ^bb1
  }
  return
^bb1:
  return
}

// -----

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "graph"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// Module bodies and unregistered ops' single blocks need no terminator.
module {
  "foo.region"() ({
    %0 = "foo.def"() : () -> i32
  }) : () -> ()
}

// -----

func.func @unknown_op_in_known_dialect() {
  // expected-error @below {{unregistered operation 'arith.frobnicate' found in dialect ('arith') that does not allow unknown operations}}
  "arith.frobnicate"() : () -> ()
  return
}

// -----

func.func @multi_block_unregistered() {
  "foo.region"() ({
    "foo.op"() : () -> ()
  ^bb1:
    "foo.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A block one of whose ops fails is not checked for its terminator: the
// walk stops at the op's error.
func.func @failed_op_in_unterminated_block(%x: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
}

// -----

// Nor is the block that holds it, once an op nested deeper failed.
func.func @failed_nested_op(%c: i1, %x: f32) {
  scf.if %c {
    // expected-error @+1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'f32'}}
    %0 = "arith.subi"(%x, %x) : (f32, f32) -> f32
  }
  %1 = arith.constant 0 : i32
}
