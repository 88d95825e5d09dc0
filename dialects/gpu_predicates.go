package dialects

import "github.com/gomlir/gomlir/ir"

// gpuPredicates registers the C++ type predicates the gpu dialect's ODS
// constraints use (dialect.TypePredicate): isa<gpu::AsyncTokenType>, a
// type defined in C++ without an ODS definition.
func gpuPredicates(h *hooks) {
	h.TypePredicate("isa<gpu::AsyncTokenType>", func(t ir.Type) (holds, ok bool) {
		s, isDialect := ir.SpellingOf(t)
		return isDialect && s.Dialect+"."+s.Data == "gpu.async.token", true
	})
}
