// A type directive whose constraint is a dialect type reads it without its
// prefix, or in full if it starts with `!`: of that type only.
func.func @f(%p: !emitc.lvalue<i32>) {
  %0 = emitc.load %p : !emitc.ptr<i32>
  return
}
