// scf.index_switch: cases on an index value, a default region, optional results.
func.func @with_results(%sel: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %sel -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @no_results(%sel: index, %buf: memref<i8>, %v: i8) {
  scf.index_switch %sel
  case 0 {
    memref.store %v, %buf[] : memref<i8>
    scf.yield
  }
  default {
  }
  return
}

func.func @default_only(%sel: index, %x: f32) -> (f32, f32) {
  %r:2 = scf.index_switch %sel -> f32, f32
  default {
    scf.yield %x, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @negative_case(%sel: index) {
  scf.index_switch %sel {test.note}
  case -1 {
    scf.yield
  }
  case 100 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
