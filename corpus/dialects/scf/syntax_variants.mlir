// Spellings of the hand-written scf syntaxes the other inputs do not use.
func.func @for_arrow_without_parens(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  // `-> i32` is accepted and printed `-> (i32)`.
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  } {test.attr}
  return %r : i32
}

func.func @for_unsigned_attrs(%lb: i8, %ub: i8, %s: i8) {
  scf.for unsigned %i = %lb to %ub step %s : i8 {
    "test.use"(%i) : (i8) -> ()
  } {test.attr = 1 : i32}
  // An empty iter_args list is no list.
  scf.for %i = %lb to %ub step %s iter_args() -> () : i8 {
  }
  return
}

func.func @forall_constant_bounds(%n: index) {
  // Lower bounds and steps that constants define as 0 and 1 print as the
  // normalized form, dropping the constants (the generic form keeps them).
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (0, 0) to (%n, 8) step (%c2, 1) {
  }
  return
}

func.func @forall_zero_loops_scalable() {
  scf.forall () in () {
  }
  scf.forall (%i) in ([4]) {
  } {test.x}
  return
}

func.func @forall_arrow_without_parens(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
    } {test.y}
  }
  return %r : tensor<4xf32>
}

func.func @parallel_init_one_result(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> (f32) {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  } {test.z}
  return %r : f32
}

func.func @while_no_args_attributes(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield
  } attributes {test.a}
  return
}

func.func @execute_region_no_inline() {
  scf.execute_region no_inline {
    scf.yield
  }
  return
}

func.func @if_else_with_generic_op(%c: i1) {
  // An unregistered last op is no terminator: scf.yield is added after it.
  scf.if %c {
    "test.op"() : () -> ()
  } else {
  }
  return
}
