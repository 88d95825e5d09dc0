// cf: branches and their blocks' arguments.

func.func @cond_br_condition(%c: i32) {
  // expected-error @below {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_true_dest(%c: i1, %a: i32) {
  // expected-error @below {{branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @switch_case(%f: i32, %a: f32) {
  // expected-error @below {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2(%a : f32)
  ]
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @switch_default(%f: i32, %a: f32) {
  // expected-error @below {{branch has 1 operands for successor #0, but target block has 0}}
  cf.switch %f : i32, [
    default: ^bb1(%a : f32)
  ]
^bb1:
  return
}

// -----

func.func @assert_condition(%c: i32) {
  // expected-error @below {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @switch_value_type(%f: i32) {
  // expected-error @below {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f) [^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_count(%f: i32) {
  // expected-error @below {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%f) [^bb1, ^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, case_operand_segments = array<i32: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// Neither case values nor case destinations: only the default.
func.func @switch_default_only(%f: i32) {
  "cf.switch"(%f) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_three_weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^a, ^b
^a:
  return
^b:
  return
}

// -----

// One weight may be zero; an empty list is no weights.
func.func @weights_accepted(%c: i1) {
  cf.cond_br %c weights([0, 10]), ^a, ^b
^a:
  "cf.cond_br"(%c)[^b, ^b] <{branch_weights = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^b:
  return
}

// -----

// cf.switch does not check its branch weights.
func.func @switch_weights_unchecked(%f: i32) {
  cf.switch %f : i32, [
    default: ^a,
    7: ^b
  ] {branch_weights = array<i32: 0, 0, 0>}
^a:
  return
^b:
  return
}
