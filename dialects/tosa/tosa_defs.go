package tosa

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// The verify() of tosa's types (TosaOps.cpp).
func defVerifiers(h *registry.Hooks) {
	// shapeType::verify: the rank is not negative.
	h.TypeVerifier("tosa", "shape", func(t ir.Type) *dialect.DataError {
		if r, ok := t.(*ir.DialectType).Params.Int("rank"); ok && int32(r) < 0 {
			return dialect.DefError(fmt.Sprintf("invalid rank (must be >= 0): %d", int32(r)))
		}
		return nil
	})
}
