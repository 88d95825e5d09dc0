// Properties `<{...}>` on unregistered ops are stored as attributes and
// printed back in the property position; registered ops keep inherent
// attributes in properties.
"foo.props"() <{alpha = 1 : i32, beta = "b"}> : () -> ()
"foo.props_and_attrs"() <{p = [1, 2]}> {a = unit, z = 0 : i8} : () -> ()
%0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
%1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
"foo.empty_props"() <{}> : () -> ()
"foo.region_props"() <{n = 3 : index}> ({
  "foo.yield"() : () -> ()
}) {after = true} : () -> ()
"foo.body"() ({
  "foo.succ"() [^bb1] <{x = 1}> : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()
