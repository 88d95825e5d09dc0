package transform

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// The verify() of transform's types (TransformTypes.cpp).
func defVerifiers(h *registry.Hooks) {
	// ParamType::verify: an integer of at most 64 bits.
	h.TypeVerifier("transform", "param", func(t ir.Type) *dialect.DataError {
		p := t.(*ir.DialectType).Params.Get("type")
		if p == nil || p.Kind != ir.ParamType {
			return nil
		}
		if it, ok := p.Type.(*ir.IntegerType); !ok || it.Width > 64 {
			return dialect.DefError("only supports integer types with width <=64")
		}
		return nil
	})
}
