package linalg

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// fillVerifiers adds linalg.fill's verify(): the fill value's type is the
// output's element type.
func fillVerifiers(h *registry.Hooks) {
	h.Verifier("linalg.fill").Op = func(o dialect.Checker) *diag.Diagnostic {
		// FillOpInterface's check comes first (the structured interface's
		// verifier makes it too, where it runs).
		if d := fillInterface(o); d != nil {
			return d
		}
		in, out := o.Operand("inputs"), o.Operand("outputs")
		if len(in) == 0 || len(out) == 0 {
			return nil
		}
		fill, elem := in[0].Type(), verify.LinalgElementType(out[0].Type())
		if fill != elem {
			return o.Errorf("expected fill value type ('%s') to match output element type ('%s')", verify.TypeString(fill), verify.TypeString(elem))
		}
		return nil
	}
}

// fillInterface is FillOpInterface's verifier (linalg.fill's): the value
// is no tensor or memref. mlir-opt runs it before the structured op
// interface's checks.
func fillInterface(o dialect.Checker) *diag.Diagnostic {
	in := o.Operand("inputs")
	if len(in) == 0 {
		return nil
	}
	switch in[0].Type().(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return o.EmitErrorf("expected op with scalar input")
	}
	return nil
}
