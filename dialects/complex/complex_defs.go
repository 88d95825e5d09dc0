package complex

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// defVerifiers registers #complex.number's verify() (ComplexAttributes in
// ComplexDialect.cpp). Unreachable from text: its parser makes the type
// complex<elem> of the element it reads and the parts in that element's
// semantics (mlir-opt 22 crashes on a non-float element; gomlir's parser
// rejects it first).
func defVerifiers(h *registry.Hooks) {
	h.AttrVerifier("complex", "number", func(a ir.Attribute) *dialect.DataError {
		p := a.(*ir.DialectAttr).Params.Get("type")
		if p == nil || p.Kind != ir.ParamType {
			return nil // a type gomlir could not read
		}
		ct, ok := p.Type.(*ir.ComplexType)
		// Unreachable, as the next check (see above).
		if !ok {
			return dialect.DefError("complex attribute must be a complex type.")
		}
		// Unreachable: mlir-opt crashes on a non-float element first.
		if _, ok := ct.Elem.(*ir.FloatType); !ok {
			return dialect.DefError("element type of the complex attribute must be float like type.")
		}
		// The real and imaginary parts are kept in the element type's
		// semantics: "type doesn't match the type implied by its `real`
		// value" (and `imag`) cannot happen.
		return nil
	})
}
