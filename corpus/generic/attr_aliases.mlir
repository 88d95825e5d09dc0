// Attribute aliases: several affine maps (mlir-opt names them #map, #map1,
// ...), aliases of aliases, and non-map aliases which are inlined.
#transpose = affine_map<(d0, d1) -> (d1, d0)>
#shift = affine_map<(d0) -> (d0 + 1)>
#cfg = {mode = "fast", level = 3 : i32}
#same = #cfg
#arr = [#transpose, #shift]
#loc_alias = loc("aliased.mlir":1:1)
"foo.op"() {a = #shift, b = #transpose, c = #same, d = #arr} : () -> () loc(#loc_alias)
"foo.op"() {m = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> ()
"foo.op"() {m = #transpose} : () -> ()
