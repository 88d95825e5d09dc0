package pdl

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of pdl's types (PDLTypes.cpp).
func defVerifiers(h *registry.Hooks) {
	// RangeType::verify: the element is a PDL type but a range. Unreachable
	// from text: the range's parser reads only the four PDL types
	// (`!pdl.range<i32>` is "invalid 'pdl' type", a nested range "expected
	// valid keyword").
	h.TypeVerifier("pdl", "range", func(t ir.Type) *dialect.DataError {
		e := t.(*ir.DialectType).Params.Type("elementType")
		if e == nil {
			return nil
		}
		if dt, ok := e.(*ir.DialectType); !ok || dt.Dialect != "pdl" || dt.Mnemonic() == "range" {
			return dialect.DefError("expected element of pdl.range to be one of [!pdl.attribute, !pdl.operation, !pdl.type, !pdl.value], but got " + verify.TypeString(e))
		}
		return nil
	})
}
