// Locations written after ops and arguments are kept; location aliases
// may be used before their definition.
func.func @f(%a: i32 loc("arg.py":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#loc1)
  return %0 : i32 loc("f.py":3:4)
} loc(#loc2)
#loc1 = loc("f.py":2:1)
#loc2 = loc(callsite(#loc1 at "caller.py":9:9))
