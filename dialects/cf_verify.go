package dialects

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// cf: the operands each branch passes to its successors
// (BranchOpInterface's getSuccessorOperands), which the interface's
// verifier checks against the successors' arguments.

func cfVerifiers(h *hooks) {
	for _, name := range []string{"cf.br", "cf.cond_br", "cf.switch"} {
		h.Verifier(name).SuccessorOperands = successorOperands
	}
}

// successorOperands are the operands each successor receives, for the
// branch ops gomlir knows.
func successorOperands(o dialect.Checker) ([][]ir.Value, bool) {
	switch o.Op().Name {
	case "cf.br", "llvm.br":
		return [][]ir.Value{o.Op().Operands}, true
	case "cf.cond_br", "llvm.cond_br":
		return [][]ir.Value{o.Operand("trueDestOperands"), o.Operand("falseDestOperands")}, true
	case "cf.switch":
		cases := o.Operand("caseOperands")
		out := [][]ir.Value{o.Operand("defaultOperands")}
		seg, ok := o.Attr("case_operand_segments").(*ir.DenseArrayAttr)
		if !ok {
			return out, len(o.Op().Successors) == 1
		}
		start := 0
		for i := range seg.Values {
			n := int(seg.Int(i))
			if start+n > len(cases) {
				return nil, false
			}
			out = append(out, cases[start:start+n])
			start += n
		}
		return out, true
	}
	return nil, false
}
