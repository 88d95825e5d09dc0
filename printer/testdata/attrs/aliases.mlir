!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#map = affine_map<(d0) -> (d0 + 2)>
#map1 = affine_map<(d0) -> (d0 + 4)>
#map2 = affine_map<(d0) -> (d0 + 5)>
#map3 = affine_map<(d0) -> (d0 + 7)>
#map4 = affine_map<(d0) -> (d0 + 6)>
#map5 = affine_map<(d0) -> (d0 + 1)>
#map6 = affine_map<(d0) -> (d0 + 8)>
#map7 = affine_map<(d0) -> (d0 + 9)>
#map8 = affine_map<(d0) -> (d0 + 10)>
#set = affine_set<(d0) : (d0 >= 0)>
!tuple1 = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<4xf32, #map8>>
"builtin.module"() ({
  "t.a"() <{p = #map5}> {q = #map} : () -> ()
  %0 = "t.b"() <{p = affine_map<(d0) -> (d0 + 3)>}> ({
  ^bb0(%arg1: memref<4xf32, #map1>):
    "t.c"() {q = #map2} : () -> ()
  }) {q = #map4, r = #map5} : () -> memref<4xf32, #map3>
  %1 = "t.d"(%0) : (memref<4xf32, #map3>) -> memref<4xf32, #map6>
  "func.func"() <{function_type = (memref<4xf32, #map7>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32, #map7>):
    "t.e"() {t = !tuple, u = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> ()
    %2 = "t.f"() : () -> !tuple1
    "func.return"() : () -> ()
  }) {z = #set} : () -> ()
}) : () -> ()

