// emitc's functions and control flow: emitc is the default dialect of
// their regions.
emitc.func @loops(%n: i32, %c: i1) -> i32 attributes {specifiers = ["static", "inline"]} {
  %lb = "emitc.constant"() <{value = 0 : index}> : () -> index
  %ub = "emitc.constant"() <{value = 10 : index}> : () -> index
  %st = "emitc.constant"() <{value = 1 : index}> : () -> index
  emitc.for %i = %lb to %ub step %st {
    %v = emitc.call_opaque "f"(%i) : (index) -> i32
  }
  emitc.for %j = %lb to %ub step %st : index {
  } {unroll}
  %zero = "emitc.constant"() <{value = 0 : i32}> : () -> i32
  emitc.for %k = %zero to %n step %n : i32 {
    emitc.call_opaque "g"(%k) : (i32) -> ()
  }
  emitc.if %c {
    emitc.call_opaque "then"() : () -> ()
  } else {
    emitc.call_opaque "else"() : () -> ()
  }
  emitc.if %c {
    emitc.call_opaque "only"() : () -> ()
  } {tag}
  emitc.do {
    emitc.call_opaque "body"() : () -> ()
  } while {
    %r = emitc.expression %c : (i1) -> i1 {
      %not = emitc.logical_not %c : i1
      emitc.yield %not : i1
    }
    emitc.yield %r : i1
  }
  emitc.return %n : i32
}
emitc.func private @decl(i32) -> i32 attributes {specifiers = ["extern"]}
emitc.func @empty() {
  emitc.return
}
