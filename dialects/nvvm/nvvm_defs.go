package nvvm

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// defVerifiers registers #nvvm.target's verify() (NVVMDialect.cpp), each
// check in mlir-opt's order and words (its sentences, capitals and full
// stops included). A parameter left out has its default, which passes.
func defVerifiers(h *registry.Hooks) {
	h.AttrVerifier("nvvm", "target", func(a ir.Attribute) *dialect.DataError {
		ps := a.(*ir.DialectAttr).Params
		if o, ok := ps.Int("O"); ok && (o < 0 || o > 3) {
			return dialect.DefError("The optimization level must be a number between 0 and 3.")
		}
		if s, ok := ps.Str("triple"); ok && s == "" {
			return dialect.DefError("The target triple cannot be empty.")
		}
		if s, ok := ps.Str("chip"); ok && s == "" {
			return dialect.DefError("The target chip cannot be empty.")
		}
		if link, ok := ps.Attr("link").(*ir.ArrayAttr); ok {
			for _, e := range link.Elems {
				if _, ok := e.(*ir.StringAttr); !ok {
					return dialect.DefError("All the elements in the `link` array must be strings.")
				}
			}
		}
		return nil
	})
}
