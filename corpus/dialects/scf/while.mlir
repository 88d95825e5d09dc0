// scf.while: a "before" region ending in scf.condition and an "after" region.
func.func @count_up(%start: index, %limit: index) -> index {
  %c1 = arith.constant 1 : index
  %final = scf.while (%i = %start) : (index) -> index {
    %go = arith.cmpi slt, %i, %limit : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  return %final : index
}

func.func @type_change(%init: i32, %f: f32) -> (f32, i64) {
  // The before region's arguments and the results differ in type.
  %r:2 = scf.while (%x = %init) : (i32) -> (f32, i64) {
    %cond = arith.cmpi ne, %x, %init : i32
    %w = arith.extsi %x : i32 to i64
    scf.condition(%cond) %f, %w : f32, i64
  } do {
  ^bb0(%a: f32, %b: i64):
    %t = arith.trunci %b : i64 to i32
    scf.yield %t : i32
  }
  return %r#0, %r#1 : f32, i64
}

func.func @no_values(%flag: memref<i1>) {
  // A loop without carried values.
  scf.while : () -> () {
    %c = memref.load %flag[] : memref<i1>
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

func.func @two_carried(%a: i8, %b: i16) -> (i8, i16) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i8, i16) -> (i8, i16) {
    %t = arith.constant true
    scf.condition(%t) %x, %y : i8, i16
  } do {
  ^bb0(%p: i8, %q: i16):
    scf.yield %p, %q : i8, i16
  } attributes {test.unroll = 2 : i32}
  return %r#0, %r#1 : i8, i16
}
