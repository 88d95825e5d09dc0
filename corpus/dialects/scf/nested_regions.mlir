// Nested regions: op-name prefixes and value numbering inside scf regions.
func.func private @work(index) -> index

func.func @calls_in_regions(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // Inside scf regions the func dialect is no longer the default dialect.
  %r = scf.if %c -> (index) {
    %w = func.call @work(%n) : (index) -> index
    scf.yield %w : index
  } else {
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
      %w = func.call @work(%a) : (index) -> index
      %c5 = arith.constant 5 : index
      scf.yield %w : index
    }
    scf.yield %acc : index
  }
  %after = func.call @work(%r) : (index) -> index
  return %after : index
}

func.func @sibling_constants(%c: i1) -> (i32, i32) {
  // Equal constants in sibling regions and in the parent region.
  %c3 = arith.constant 3 : i32
  %r = scf.if %c -> (i32) {
    %a = arith.constant 3 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 3 : i32
    scf.yield %b : i32
  }
  return %c3, %r : i32, i32
}

func.func @parent_named_first(%c: i1) -> (index, index) {
  // The parent region's values are named before nested ones, even when the
  // nested constant comes first in the text.
  %r = scf.if %c -> (index) {
    %a = arith.constant 0 : index
    scf.yield %a : index
  } else {
    %b = arith.constant 1 : index
    scf.yield %b : index
  }
  %z = arith.constant 0 : index
  return %r, %z : index, index
}
