// scf.execute_region: a region with multiple blocks inside structured code.
func.func @single_block(%a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @multi_block(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.execute_region -> f32 {
    cf.cond_br %c, ^first, ^second
  ^first:
    scf.yield %a : f32
  ^second:
    scf.yield %b : f32
  }
  return %r : f32
}

func.func @no_results(%buf: memref<2xi8>, %v: i8) {
  %c1 = arith.constant 1 : index
  scf.execute_region {
    memref.store %v, %buf[%c1] : memref<2xi8>
    scf.yield
  }
  return
}

func.func @several_results_attrs(%x: index) -> (index, i1) {
  %r:2 = scf.execute_region -> (index, i1) no_inline {
    %t = arith.constant true
    scf.yield %x, %t : index, i1
  } {test.kept}
  return %r#0, %r#1 : index, i1
}
