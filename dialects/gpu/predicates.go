package gpu

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// predicates registers the C++ type predicates the gpu dialect's ODS
// constraints use (dialect.TypePredicate): isa<gpu::AsyncTokenType>, a
// type defined in C++ without an ODS definition.
func predicates(h *registry.Hooks) {
	h.TypePredicate("isa<gpu::AsyncTokenType>", func(t ir.Type) (holds, ok bool) {
		s, isDialect := ir.SpellingOf(t)
		return isDialect && s.Dialect+"."+s.Data == "gpu.async.token", true
	})
}
