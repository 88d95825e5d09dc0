package quant

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// predicates registers the C++ predicates the quant dialect's ODS
// constraints use on types: isa<quant::QuantizedType>, which every type
// of the dialect is (any, uniform in each form, calibrated) and no other
// type, and its storage type's width.
func predicates(h *registry.Hooks) {
	h.TypePredicate("isa<quant::QuantizedType>", func(t ir.Type) (holds, known bool) {
		if t == nil {
			return false, false
		}
		s, ok := ir.SpellingOf(t)
		if !ok {
			return false, true // a builtin type
		}
		return s.Dialect == "quant", true
	})
	h.TypeInt("quant::QuantizedType::getStorageTypeIntegralWidth", func(t ir.Type) (int64, bool) {
		s, ok := ir.SpellingOf(t)
		if !ok || s.Dialect != "quant" {
			return 0, false
		}
		if _, rec, ok := ir.ScanQuantType(s.Data); ok && rec.Width > 0 {
			return int64(rec.Width), true
		}
		return 0, false
	})
}
