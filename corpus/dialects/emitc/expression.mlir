// emitc.expression: the region's arguments are spelled with the names of
// the operands (name shadowing), and mlir-opt 22 prints neither
// `noinline` nor other attributes.
emitc.func @expressions(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = emitc.expression %a, %b : (i32, i32) -> i32 {
    %s = emitc.add %a, %b : (i32, i32) -> i32
    %m = emitc.mul %s, %b : (i32, i32) -> i32
    emitc.yield %m : i32
  }
  %1 = emitc.expression %0 noinline : (i32) -> i32 {
    %n = emitc.sub %0, %0 : (i32, i32) -> i32
    emitc.yield %n : i32
  }
  %2 = emitc.expression : () -> i32 {
    %k = "emitc.constant"() <{value = 42 : i32}> : () -> i32
    %n = emitc.add %k, %k : (i32, i32) -> i32
    emitc.yield %n : i32
  }
  %3 = "emitc.expression"(%a, %c) <{do_not_inline}> ({
  ^bb0(%x: i32, %y: i1):
    %t = emitc.conditional %y, %x, %x : i32
    emitc.yield %t : i32
  }) {note} : (i32, i1) -> i32
  emitc.return %3 : i32
}
