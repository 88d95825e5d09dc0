package shared

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// BranchWeights is WeightedBranchOpInterface's verifier (the
// branch_weights of cf.cond_br, llvm.cond_br, llvm.switch): none, or one
// weight per successor, not all zero. mlir-opt runs it before the op's own
// verify().
func BranchWeights(o dialect.Checker) *diag.Diagnostic {
	w, _ := o.Attr("branch_weights").(*ir.DenseArrayAttr)
	if w == nil || len(w.Values) == 0 {
		return nil
	}
	if n := len(o.Op().Successors); len(w.Values) != n {
		return o.EmitErrorf("expects number of branch weights to match number of successors: %d vs %d", len(w.Values), n)
	}
	for i := range w.Values {
		if w.Int(i) != 0 {
			return nil
		}
	}
	return o.EmitErrorf("branch weights cannot all be zero")
}
