// Aliases stay where they were defined, under their names.
#map = affine_map<(d0, d1) -> (d1, d0)>
!vec = vector<4xf32>

func.func @f(%v: !vec) -> vector<4xf32> attributes {m = #map} {
  return %v : !vec
}

// Defined between functions, used after; an alias of an alias.
#set = affine_set<(d0) : (d0 >= 0)>
#cfg = {set = #set, map = #map}
!pair = tuple<!vec, i32>
func.func @g(%p: !pair) attributes {cfg = #cfg} {
  return
}

// An alias defined but never used, and one with the same value as #map.
#unused = 42 : i64
#same = affine_map<(d0, d1) -> (d1, d0)>

// Scalars print as themselves, where their aliases are used too.
!i = i32
#zero = 0 : index
func.func @h(%a: !i) -> i32 attributes {z = #zero} {
  %c0 = arith.constant 0 : index
  return %a : i32
}
