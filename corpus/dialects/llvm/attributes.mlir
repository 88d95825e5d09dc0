// LLVM attributes read by their definitions (the metadata ones get aliases
// named after their mnemonic): defaults left out, integers canonical,
// nested attributes stripped.
#file = #llvm.di_file<"a.c"   in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sub = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #sub>
#comp = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #file, line = 3, sizeInBits = 64, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #int, sizeInBits = 32>, #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #int, sizeInBits = 32, offsetInBits = 32>>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 5, type = #int, isDefined = true>
module attributes {
  t.misc = [#llvm.address_space<3>, #llvm.blockaddress<function = @f, tag = <id = 1>>, #llvm.di_annotation<name = "a", value = "b">],
  t.deref = [#llvm.dereferenceable<bytes = 8>, #llvm.dereferenceable<bytes = 0x8, mayBeNull = true>, #llvm.dereferenceable<bytes = 8, mayBeNull = false>],
  t.mmra = #llvm.mmra_tag<"a":"b">,
  t.libs = #llvm.dependent_libraries<"a", "b">,
  t.effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = readwrite>,
  t.target = [#llvm.target<triple = "x86", chip = "skylake">, #llvm.target_features<["+a", "-b"]>, #llvm.target_features<[]>, #llvm.target<triple = "x", chip = "y", features = <["+a"]>>],
  t.hints = [#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>, #llvm.vec_type_hint<hint = i32>, #llvm.vec_type_hint<hint = f32, is_signed = true>],
  t.flags = [#llvm.mlir.module_flag<error, "x", 1 : i32>, #llvm.cgprofile_entry<from = @a, to = @b, count = 3>, #llvm.mlir.workgroup_attribution<4 : i64, f32>],
  t.loops = [#llvm.loop_annotation<disableNonforced = true, mustProgress = false>, #llvm.loop_unroll<disable = true, count = 4 : i32>, #llvm.loop_vectorize<width = 8 : i32>, #llvm.loop_annotation<unroll = <count = 2 : i32>>],
  t.exprs = [#llvm.di_expression<>, #llvm.di_expression<[DW_OP_deref, DW_OP_constu(3), DW_OP_LLVM_fragment(0, 32)]>, #llvm.di_subrange<count = 4 : i64>],
  t.ranges = [#llvm.constant_range<i8, -1, 255>, #llvm.constant_range<i8, 0x10, 3>, #llvm.constant_range< i1 , 0 , 1 >, #llvm.constant_range<i8, 300, 3>],
  t.di = [#comp, #llvm.di_global_variable_expression<var = #gv, expr = <>>, #llvm.di_label<scope = #sp, name = "l", file = #file, line = 6>, #llvm.di_null_type, #llvm.di_namespace<name = "n", exportSymbols = false>]
} {
  llvm.func @f() {
    llvm.return
  } loc(fused<#sp>["a.c":1:1])
}
