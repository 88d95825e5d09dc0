// emitc.expression's custom form names its region's arguments after its
// operands (they shadow them); in generic form (mlir-opt does not print
// noinline, so this one prints generically) they need names of their own.
emitc.func @f(%a: i32) -> i32 {
  %0 = emitc.expression %a noinline : (i32) -> i32 {
    %n = emitc.sub %a, %a : (i32, i32) -> i32
    emitc.yield %n : i32
  }
  emitc.return %0 : i32
}

// A number is renamed to the first number free after it.
emitc.func @g(%0: i32) -> i32 {
  %1 = emitc.expression %0 noinline : (i32) -> i32 {
    %n = emitc.sub %0, %0 : (i32, i32) -> i32
    emitc.yield %n : i32
  }
  emitc.return %1 : i32
}
