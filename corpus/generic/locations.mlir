// Locations of every kind; the generic printer without debug info drops them,
// and location aliases disappear with them.
#loc0 = loc("model.py":10:4)
#loc_named = loc("relu"(#loc0))
"foo.unknown"() : () -> () loc(unknown)
"foo.file"() : () -> () loc("file.mlir":3:7)
"foo.range"() : () -> () loc("file.mlir":3:7 to 5:2)
"foo.range_col"() : () -> () loc("file.mlir":3:7 to :12)
"foo.line_only"() : () -> () loc("file.mlir":3)
"foo.name"() : () -> () loc("just_a_name")
"foo.name_child"() : () -> () loc("conv"("conv.py":1:1))
"foo.callsite"() : () -> () loc(callsite("callee.py":2:3 at "caller.py":4:5))
"foo.fused"() : () -> () loc(fused["a.py":1:1, "b.py":2:2])
"foo.fused_meta"() : () -> () loc(fused<"pass">["a.py":1:1, unknown])
"foo.alias"() : () -> () loc(#loc_named)
"foo.attr_loc"() {where = loc("in_attr.py":9:9)} : () -> ()
"foo.region"() ({
^bb0(%a: i32 loc("arg.py":1:1)):
  "foo.yield"(%a) : (i32) -> () loc(#loc0)
}) : () -> () loc(fused<{pass = "x"}>[#loc0, "n"])
