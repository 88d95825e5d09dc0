// index.constant, index.bool.constant, index.sizeof, index.cmp with every
// predicate, index.casts and index.castu.
func.func @constants() -> (index, index, index, i1, i1, index) {
  %c0 = index.constant 0
  %c42 = index.constant 42
  %neg = index.constant -1
  %t = index.bool.constant true
  %f = index.bool.constant false
  %size = index.sizeof
  return %c0, %c42, %neg, %t, %f, %size : index, index, index, i1, i1, index
}

func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = index.cmp eq(%a, %b)
  %ne = index.cmp ne(%a, %b)
  %slt = index.cmp slt(%a, %b)
  %sle = index.cmp sle(%a, %b)
  %sgt = index.cmp sgt(%a, %b)
  %sge = index.cmp sge(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %ule = index.cmp ule(%a, %b)
  %ugt = index.cmp ugt(%a, %b)
  %uge = index.cmp uge(%a, %b)
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @casts(%i: index, %x: i32, %y: i64) -> (i32, index, i64, index) {
  %s = index.casts %i : index to i32
  %sx = index.casts %x : i32 to index
  %u = index.castu %i : index to i64
  %uy = index.castu %y : i64 to index
  return %s, %sx, %u, %uy : i32, index, i64, index
}
