package linalg

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// linalg: the structured ops' interface checks and linalg.yield.

func linalgVerifiers(h *registry.Hooks) {
	structured := h.Verifier("LinalgStructuredInterface")
	structured.Trait, structured.TraitWithRegions = linalgStructured, true
	fillVerifiers(h)
	h.Verifier("linalg.yield").Op = func(o dialect.Checker) *diag.Diagnostic {
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

// linalgStructured is LinalgStructuredInterface's verifier: pure tensor
// or buffer semantics, the indexing maps (when the op spells them), the
// region's arguments.
func linalgStructured(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if op.Name == "linalg.fill" {
		if d := fillInterface(o); d != nil {
			return d
		}
	}
	tensors, memrefs := false, false
	for _, v := range op.Operands {
		switch v.Type().(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			tensors = true
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			memrefs = true
		}
	}
	if tensors && memrefs {
		return o.Errorf("expected to have pure tensor or buffer semantics")
	}
	if d := indexingMapsVerify(o); d != nil {
		return d
	}
	if !o.HasOperand("outputs") {
		return nil // linalg.map, reduce, transpose, broadcast: their own region rules
	}
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return o.Errorf("expects to have 1 region with 1 block")
	}
	block := op.Regions[0].Blocks[0]
	if len(block.Args) != len(op.Operands) {
		return o.Errorf("expected as many non-induction variable region arguments as the number of input/output operands")
	}
	for i, v := range op.Operands {
		elem := verify.LinalgElementType(v.Type())
		if at := block.Args[i].Type(); at != elem {
			return o.Errorf("expected type of bb argument #%d ('%s') to match element or self type of the corresponding operand ('%s')", i, verify.TypeString(at), verify.TypeString(elem))
		}
	}
	return nil
}
