// Functions: linkage, visibility, unnamed_addr and calling convention
// keywords, variadic signatures, argument and result attributes,
// vscale_range, comdat, `attributes {...}`, declarations and definitions.
llvm.comdat @fns {
  llvm.comdat_selector @f any
}
llvm.func @variadic_only(...)
llvm.func @decl(i32, ...) -> i32
llvm.func @ranged(i32) -> i32 vscale_range(1, 16)
llvm.func @struct_result() -> !llvm.struct<(i32)> attributes {personality = @decl}
llvm.func weak hidden unnamed_addr @keywords(%a: i32, ...) attributes {sym_visibility = "private", dso_local} {
  llvm.return
}
llvm.func internal fastcc @attrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = i32}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind", ["frame-pointer", "all"]], no_inline} {
  llvm.return %arg0 : i32
}
llvm.func linkonce_odr protected local_unnamed_addr spir_kernelcc @kernel(%p: !llvm.ptr<1>) comdat(@fns::@f) attributes {reqd_work_group_size = array<i32: 8, 1, 1>} {
  llvm.return
}
llvm.func private @blocks(%c: i1, %x: i64) -> i64 {
  llvm.cond_br %c, ^bb1(%x : i64), ^bb2
^bb1(%y: i64):
  llvm.br ^bb2
^bb2:
  llvm.return %x : i64
}
