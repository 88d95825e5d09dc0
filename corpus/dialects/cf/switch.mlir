// cf.switch: a default destination and zero or more cases.
func.func @switch_cases(%flag: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^default(%a : f32),
    42: ^case_a(%b : f32),
    -1: ^case_b,
    7: ^case_a(%a : f32)
  ]
^default(%d: f32):
  return %d : f32
^case_a(%x: f32):
  return %x : f32
^case_b:
  return %b : f32
}

func.func @switch_default_only(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^exit
  ]
^exit:
  return
}

func.func @switch_index_like(%flag: i8, %v: index) -> index {
  cf.switch %flag : i8, [
    default: ^out(%v : index),
    0: ^zero,
    1: ^out(%v : index)
  ] {test.note}
^zero:
  %c0 = arith.constant 0 : index
  cf.br ^out(%c0 : index)
^out(%r: index):
  return %r : index
}
