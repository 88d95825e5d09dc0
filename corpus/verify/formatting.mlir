// Annotations whose lines the formatter moves: each chunk must pass
// -verify-diagnostics before and after mlirfmt formats the file
// (corpus TestFormattedTestFiles rewrites the offsets it has to).

// A multi-line op joined: the annotation after it points back up.
func.func @op_joined(%a: i32) {
  %0 = "arith.addi"(%a,
                    %a)
       : (i32, i32) -> i64
  // expected-error@-3 {{'arith.addi' op requires the same type for all operands and results}}
  return
}

// -----

// A multi-line alias joined between an annotation and its op.
// expected-error@+5 {{'arith.addi' op requires the same type for all operands and results}}
#unused = affine_map<(d0, d1)
                     -> (d1,
                         d0)>
func.func @alias_joined(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// A multi-line signature joined between an annotation and its op.
// expected-error@+4 {{'func.return' op has 0 operands, but enclosing function (@signature_joined) returns 1}}
func.func @signature_joined(%a: i32,
                            %b: i32)
    -> i32 {
  "func.return"() : () -> ()
}

// -----

// A trailing annotation on the first line of an op written on two: it
// moves above the op.
func.func @trailing(%a: i32) {
  %0 = "arith.addi"(%a, %a) // expected-error-re {{'arith.addi' op requires the same type for {{[a-z ]+}} results}}
       : (i32, i32) -> i64
  return
}

// -----

// Blank lines collapsed between an annotation and its op.
func.func @blank_lines(%a: i32) {
  // expected-error@+4 {{'arith.addi' op requires the same type for all operands and results}}



  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

// An implicit terminator the annotation designates: kept.
// expected-error@below {{expects the types of the terminator operands to match the types of the result}}
%0 = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note@below {{terminator}}
  transform.yield
}

// -----

// A note designating an op after one joined.
func.func @note_below_joined(%a: i32) {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "arith.addi"(%1, %a) : (i32, i32) -> i32
  %2 = "arith.muli"(%a,
                    %a) : (i32, i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "arith.subi"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// Comments inside a multi-line op move above it, with the annotation.
func.func @comment_inside(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(
      // the first operand
      %a, %a) : (i32, i32) -> i64
  return
}

// -----

// A loop header written on three lines, an op in its body designated
// from above it.
func.func @loop_header(%lb: index, %a: i32) {
  // expected-error@+5 {{'arith.addi' op requires the same type for all operands and results}}
  scf.for %i = %lb
      to %lb
      step %lb {
    %c = arith.constant 0 : i32
    %0 = "arith.addi"(%a, %c) : (i32, i32) -> i64
  }
  return
}

// -----

// A diagnostic without a location: @unknown is left alone.
func.func @unknown(%a: i32) {
  %0 = "arith.addi"(%a,
                    %a) : (i32, i32) -> i64 loc(unknown)
  // expected-error@unknown {{'arith.addi' op requires the same type for all operands and results}}
  return
}

// -----

// A diagnostic at an explicit location of this file: the line it names
// stays the one designated, though the chunks above are shorter.
func.func @explicit_location(%a: i32) -> i64 {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("verify/formatting.mlir":123:3)
  return %0 : i64
}
