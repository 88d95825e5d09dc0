// func.call, func.call_indirect and func.constant.
func.func private @sink(i32)
func.func private @pair(i32, f32) -> (i32, f32)
func.func private @produce() -> index

func.func @direct_calls(%x: i32, %y: f32) -> (i32, f32, index) {
  func.call @sink(%x) : (i32) -> ()
  %r:2 = func.call @pair(%x, %y) : (i32, f32) -> (i32, f32)
  %n = call @produce() : () -> index
  return %r#0, %r#1, %n : i32, f32, index
}

func.func @call_attrs(%x: i32, %y: f32) -> i32 {
  // Attributes on a call: the no_inline unit attribute and a discardable one.
  func.call @sink(%x) {no_inline} : (i32) -> ()
  %a, %b = func.call @pair(%x, %y) {test.tag = "hot"} : (i32, f32) -> (i32, f32)
  return %a : i32
}

func.func @indirect(%x: i32, %y: f32) -> f32 {
  // func.constant turns a symbol into an SSA value of function type.
  %fn = func.constant @pair : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %fn(%x, %y) : (i32, f32) -> (i32, f32)
  %s = constant @sink : (i32) -> ()
  call_indirect %s(%r#0) : (i32) -> ()
  return %r#1 : f32
}

func.func @recursive(%n: index) -> index {
  %m = func.call @recursive(%n) : (index) -> index
  return %m : index
}

func.func @constants_named() -> ((i32) -> (), () -> index) {
  %f = func.constant @sink : (i32) -> ()
  %g = func.constant {test.k} @produce : () -> index
  return %f, %g : (i32) -> (), () -> index
}
