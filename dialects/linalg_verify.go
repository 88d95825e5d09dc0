package dialects

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/verify"
)

// linalg: the structured ops' interface checks and linalg.yield.

func linalgVerifiers(h *hooks) {
	h.verifier("linalg.yield").Op = func(o dialect.Checker) *diag.Diagnostic {
		parent := verify.ParentOp(o.Op())
		if parent == nil {
			return nil
		}
		if len(parent.Regions) != 1 || len(parent.Regions[0].Blocks) == 0 {
			return o.Errorf("expected single non-empty parent region")
		}
		if !o.HasTrait(parent.Name, "LinalgStructuredInterface") {
			return o.Errorf("expected parent op with LinalgOp interface")
		}
		po, ok := o.For(parent)
		if !ok {
			return nil
		}
		inits, _, ok := verify.DPSInits(po)
		if !ok {
			return nil
		}
		if len(o.Op().Operands) != len(inits) {
			return o.Errorf("expected number of yield values (%d) to match the number of inits / outs operands of the enclosing LinalgOp (%d)", len(o.Op().Operands), len(inits))
		}
		for i, v := range o.Op().Operands {
			elem := verify.LinalgElementType(inits[i].Type())
			if v.Type() != elem {
				return o.Errorf("type of yield operand %d ('%s') doesn't match the element type of the enclosing linalg.generic op ('%s')", i+1, verify.TypeString(v.Type()), verify.TypeString(elem))
			}
		}
		return nil
	}
}
