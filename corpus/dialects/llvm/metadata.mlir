// LLVM metadata attributes: mlir-opt names tbaa, debug info, loop
// annotations, access groups and alias scopes after their mnemonic
// (#tbaa_tag, #di_file1, ...), defines them before their users, sorted by
// depth then name, and numbers distinct ids as printed. Aliases here have
// names of their own and attributes are nested inline, as written by hand.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#int_tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#file = #llvm.di_file<"sum.c" in "/src">
#int_ty = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cu = #llvm.di_compile_unit<id = distinct[7]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "clang 18", isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #file, name = "sum", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #llvm.di_subroutine_type<types = #int_ty, #int_ty>>
#var_n = #llvm.di_local_variable<scope = #sp, name = "n", file = #file, line = 3, arg = 1, type = #int_ty>
#group = #llvm.access_group<id = distinct[1]<>>
#scope = #llvm.alias_scope<id = distinct[4]<>, domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "sum">, description = "sum: %p">
#loop = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = false>, unroll = #llvm.loop_unroll<count = 4 : i32>, parallelAccesses = #group>
#self = #llvm.di_composite_type<recId = distinct[9]<>, isRecSelf = true>
#node = #llvm.di_composite_type<recId = distinct[9]<>, tag = DW_TAG_structure_type, name = "node", file = #file, line = 1, sizeInBits = 64, elements = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>>
#var_l = #llvm.di_local_variable<scope = #sp, name = "l", file = #file, line = 4, type = #node>
module {
  llvm.func @sum(%n: i32, %p: !llvm.ptr, %l: !llvm.ptr) -> i32 {
    llvm.intr.dbg.value #var_n = %n : i32
    llvm.intr.dbg.declare #var_l = %l : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%c0 : i32)
  ^bb1(%i: i32):
    %v = llvm.load %p {access_groups = [#group], alias_scopes = [#scope], tbaa = [#int_tag]} : !llvm.ptr -> i32
    llvm.store %v, %p {noalias_scopes = [#scope], tbaa = [#int_tag]} : i32, !llvm.ptr
    %c = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %c, ^bb1(%v : i32), ^bb2 {loop_annotation = #loop}
  ^bb2:
    llvm.return %i : i32
  }
}
