package dialects

import "strings"

// This file keeps llvm's attribute aliases until llvm has its package
// (another branch moves llvm): each other dialect registers its aliases in
// its own Register.

// attrAliasMnemonics are, per dialect, the attributes mlir-opt prints
// through an alias named after their mnemonic (their getAlias, through
// OpAsmAttrInterface): `#tbaa_tag = #llvm.tbaa_tag<...>`.
var attrAliasMnemonics = map[string]map[string]bool{
	"llvm": setOf(`access_group alias_scope alias_scope_domain
		di_basic_type di_common_block di_compile_unit di_composite_type di_derived_type
		di_file di_global_variable di_global_variable_expression di_imported_entity
		di_label di_lexical_block di_lexical_block_file di_local_variable di_module
		di_namespace di_null_type di_string_type di_subprogram di_subroutine_type
		loop_annotation loop_distribute loop_interleave loop_licm loop_peeled
		loop_pipeline loop_unroll loop_unroll_and_jam loop_unswitch loop_vectorize
		mmra_tag tbaa_root tbaa_tag tbaa_type_desc`),
}

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// attrAliasHooks registers the aliases above (registry.Hooks.AttrAlias);
// the moved dialects register theirs (sparse_tensor's #sparse,
// ml_program's #extern) in their Register.
func attrAliasHooks(h *hooks) {
	for dialect, mnemonics := range attrAliasMnemonics {
		for m := range mnemonics {
			h.AttrAlias(dialect, m, m)
		}
	}
}
