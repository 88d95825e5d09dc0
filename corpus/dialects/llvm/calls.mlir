// Calls: direct and indirect, calling conventions and tail call kinds,
// varargs (vararg(...)), operand bundles, argument and result attributes,
// fastmath flags (the default elided), invoke with landingpads.
llvm.func @variadic(...)
llvm.func @callee(i32) -> i32
llvm.func @void_callee(i32)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @resolver() -> !llvm.ptr
llvm.mlir.global external constant @typeinfo() : !llvm.ptr
llvm.func @calls(%a: i32, %fp: !llvm.ptr, %f: f32) -> i32 {
  llvm.call @variadic() vararg(!llvm.func<void (...)>) : () -> ()
  llvm.call @variadic(%a, %f) vararg(!llvm.func<void (...)>) : (i32, f32) -> ()
  %0 = llvm.call @callee(%a) {no_unwind} : (i32 {llvm.signext}) -> (i32 {llvm.zeroext})
  %1 = llvm.call tail @callee(%0) : (i32) -> i32
  %2 = llvm.call fastcc musttail @resolver() : () -> !llvm.ptr
  %3 = llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
  llvm.call %fp() : !llvm.ptr, () -> ()
  llvm.call @void_callee(%a) ["deopt"(%a, %f : i32, f32), "cold"()] : (i32) -> ()
  %4 = llvm.call @callee(%a) {fastmathFlags = #llvm.fastmath<none>, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32) -> i32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %5 = llvm.call_intrinsic "llvm.abs.i32"(%a, %a) : (i32, i32) -> i32
  %6 = llvm.call_intrinsic "llvm.x"(%f) ["b"(%fp : !llvm.ptr)] {fastmathFlags = #llvm.fastmath<nnan>} : (f32 {llvm.noundef}) -> f32
  llvm.return %5 : i32
}
llvm.func @invokes(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.addressof @typeinfo : !llvm.ptr
  %1 = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb3 : (i32) -> i32
^bb1:
  llvm.invoke @void_callee(%1) to ^bb2(%1 : i32) unwind ^bb3 ["deopt"(%arg0 : i32)] : (i32) -> ()
^bb2(%x: i32):
  llvm.invoke cc_10 %0(%x) to ^bb4 unwind ^bb3 vararg(!llvm.func<void (...)>) : !llvm.ptr, (i32) -> ()
^bb3:
  %2 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
^bb4:
  %3 = llvm.landingpad (catch %0 : !llvm.ptr) (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %arg0 : i32
}
