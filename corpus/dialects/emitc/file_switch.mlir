// emitc is the default dialect of files and switch cases, not of classes.
emitc.class @C {
  emitc.field @f : i32
}
emitc.file "x" {
  emitc.func @g() {
    emitc.return
  }
}
func.func @h(%a: i32) {
  emitc.switch %a : i32
  case 2 {
    %c = "emitc.constant"() <{value = 0 : i32}> : () -> i32
    emitc.yield
  }
  default {
    emitc.yield
  }
  return
}
