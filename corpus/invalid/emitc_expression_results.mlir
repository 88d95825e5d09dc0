emitc.func @f(%a: i32) -> i32 {
  %0 = emitc.expression %a : (i32) -> (i32, i32) {
    %s = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %s : i32
  }
  emitc.return %0 : i32
}
