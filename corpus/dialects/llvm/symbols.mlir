// Globals: linkage (always printed), visibility, thread_local,
// unnamed_addr, constant, value or initializer region, comdat, string
// globals without a type; addr_space is always printed in the dictionary.
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global private @escaped("a\22b\n") {dso_local}
llvm.mlir.global @plain(42 : i32) {alignment = 8 : i64} : i32
llvm.mlir.global private unnamed_addr constant @array(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global weak thread_local @with_init() {addr_space = 3 : i32, section = ".data"} : !llvm.ptr<3> {
  %0 = llvm.mlir.zero : !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}
llvm.mlir.global external hidden local_unnamed_addr @declared() : i64
llvm.mlir.global linkonce_odr @aligned() {alignment = 16 : i64, dso_local, externally_initialized} : !llvm.array<4 x f32>
llvm.mlir.global internal constant @in_comdat(1 : i64) comdat(@__llvm_comdat::@any) : i64
llvm.mlir.global common @zero(0 : i32) : i32
llvm.mlir.global appending @ctors() : !llvm.array<1 x ptr>

// Aliases: the type before the initializer region.
llvm.mlir.alias external @alias : !llvm.array<4 x f32> {
  %0 = llvm.mlir.addressof @aligned : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias internal protected thread_local unnamed_addr @alias2 {dso_local} : i64 {
  %0 = llvm.mlir.addressof @in_comdat : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// IFuncs: custom<LLVMLinkage> prints `external` too.
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @aligned : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc @ifunc : !llvm.func<void ()>, !llvm.ptr @resolver
llvm.mlir.ifunc linkonce_odr hidden unnamed_addr @ifunc2 : !llvm.func<i32 (i32)>, !llvm.ptr @resolver {dso_local}
