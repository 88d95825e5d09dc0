// cf.switch case values are stored at the flag's width (signed input
// wraps) and printed unsigned, capped at the largest uint64.
func.func @widths(%a: i64, %b: i1, %c: i4, %d: ui8, %e: si16, %g: i128) {
  cf.switch %a : i64, [
    default: ^bb1,
    -1: ^bb1,
    -9223372036854775808: ^bb1,
    9223372036854775807: ^bb1
  ]
^bb1:
  cf.switch %b : i1, [
    default: ^bb2,
    -1: ^bb2,
    0: ^bb2
  ]
^bb2:
  cf.switch %c : i4, [
    default: ^bb3,
    -1: ^bb3,
    7: ^bb3,
    8: ^bb3
  ]
^bb3:
  cf.switch %d : ui8, [
    default: ^bb4,
    -1: ^bb4,
    200: ^bb4
  ]
^bb4:
  cf.switch %e : si16, [
    default: ^bb5,
    -2: ^bb5,
    65535: ^bb5
  ]
^bb5:
  cf.switch %g : i128, [
    default: ^bb6,
    -1: ^bb6,
    5: ^bb6
  ]
^bb6:
  return
}

func.func @one_case_with_operands(%a: i32, %x: f32, %y: index) {
  cf.switch %a : i32, [
    default: ^bb1(%x, %y : f32, index),
    3: ^bb1(%x, %y : f32, index)
  ]
^bb1(%p: f32, %q: index):
  return
}
