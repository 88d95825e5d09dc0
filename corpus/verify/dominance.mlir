// Dominance: uses must be dominated by their definitions, but in graph
// regions (module bodies) and in unregistered ops' regions.

func.func @same_block() {
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @same_region(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @below {{operand defined here (op in the same region)}}
  %0 = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @below {{operand #0 does not dominate this use}}
  %1 = arith.addi %0, %0 : i32
  return
}

// -----

// expected-note @below {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%x: i1):
  cf.br ^bb2
^bb2:
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.xori %x, %x : i1
  return
}

// -----

func.func @parent_region() {
  scf.execute_region {
    // expected-error @below {{operand #0 does not dominate this use}}
    %1 = arith.addi %0, %0 : i32
    scf.yield
  }
  // expected-note @below {{operand defined here (op in a parent region)}}
  %0 = arith.constant 1 : i32
  return
}

// -----

func.func @own_region() {
  // expected-note @below {{operand defined here (op in a parent region)}}
  %0 = scf.execute_region -> i32 {
    // expected-error @below {{operand #0 does not dominate this use}}
    scf.yield %0 : i32
  }
  return
}

// -----

// A module body is a graph region: a use may come first.
"foo.use"(%0) : (i32) -> ()
%0 = "foo.def"() : () -> i32

// -----

// So are the regions of unregistered ops.
func.func @unregistered_region() {
  "foo.region"() ({
    "foo.use"(%0) : (i32) -> ()
    %0 = "foo.def"() : () -> i32
  }) : () -> ()
  return
}

// -----

// Uses in blocks unreachable from the entry are not checked.
func.func @unreachable() {
  return
^bb1:
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @loop_header(%c: i1) {
  cf.br ^bb1
^bb1:
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  // expected-note @below {{operand defined here (op in the same region)}}
  %1 = arith.constant 1 : i32
  cf.br ^bb1
^bb3:
  return
}
