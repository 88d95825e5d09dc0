// Hand-written types of amx, emitc, async and pdl, with their shapes and
// nested types spelled canonically.
func.func @f() {
  %0:5 = "test.op"() : () -> (!amx.tile<16 x 16 x bf16>, !emitc.array<4 x 8 x i32>, !pdl.range< type >, !async.value< i32 >, !async.value<memref<4xf32, affine_map<(d0) -> (d0 + 1)>>>)
  %1:4 = "test.op"() : () -> (!emitc.lvalue<i32>, !emitc.opaque<"int">, !emitc.ptr<!emitc.opaque<"x">>, !emitc.size_t)
  return
}
