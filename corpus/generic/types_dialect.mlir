// Opaque and pretty dialect types with nested balanced bodies.
"foo.opaque"() : () -> (!foo<"a string body">, !bar<vector<4xf32>>, !baz<"x{[(<>)]}">)
"foo.pretty"() : () -> (!llvm.ptr, !llvm.ptr<1>, !foo.pair<i32, f32>)
"foo.nested"() : () -> !foo.deep<[{a: (b)}], <c<d>>, "e>f", i32 -> i64>
"foo.bare"() : () -> (!foo.t, !foo.t<>)
"foo.llvm"() : () -> (!llvm.struct<(i32, ptr)>, !llvm.array<4 x i8>, !llvm.func<void (i32)>)
