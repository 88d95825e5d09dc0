package cf

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// cf: the operands each branch passes to its successors
// (BranchOpInterface's getSuccessorOperands), which the interface's
// verifier checks against the successors' arguments.

func verifiers(h *registry.Hooks) {
	for _, name := range []string{"cf.br", "cf.cond_br", "cf.switch"} {
		h.Verifier(name).SuccessorOperands = shared.SuccessorOperands
	}
}

// opVerifiers are the ops' verify().
func opVerifiers(h *registry.Hooks) {
	// cf.switch: the case values' element type is the flag's, one value per
	// case destination. (Case destinations without case_values crash
	// mlir-opt 22 here, which reads the missing attribute's type: gomlir
	// says nothing of them.)
	// cf.cond_br's branch weights (cf.switch does not check its own in
	// mlir-opt 22).
	h.Verifier("cf.cond_br").Op = shared.BranchWeights
	h.Verifier("cf.switch").Op = func(o dialect.Checker) *diag.Diagnostic {
		values, _ := o.Attr("case_values").(*ir.DenseElementsAttr)
		if values == nil {
			return nil
		}
		flag := o.Operand("flag")
		vt := values.Type
		if len(flag) != 1 || vt == nil {
			return nil
		}
		if ft, et := flag[0].Type(), vt.ElementType(); ft != et {
			return o.Errorf("'flag' type ('%s') should match case value type ('%s')", verify.TypeString(ft), verify.TypeString(et))
		}
		n := 1
		if dims, ok := vt.Dims(); ok {
			for _, d := range dims {
				n *= int(d)
			}
		}
		if dests := len(o.Op().Successors) - 1; n != dests {
			return o.Errorf("number of case values (%d) should match number of case destinations (%d)", n, dests)
		}
		return nil
	}
}
