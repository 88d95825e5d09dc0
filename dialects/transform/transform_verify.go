package transform

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of transform's ops.

func transformVerifiers(h *registry.Hooks) {
	// SequenceOp::verify: the body's transform.yield passes the
	// sequence's results.
	h.Verifier("transform.sequence").Op = func(o dialect.Checker) *diag.Diagnostic {
		t := verify.Terminator(verify.EntryBlock(o.Op(), 0))
		if t == nil || t.Name != "transform.yield" {
			return nil
		}
		same := len(t.Operands) == len(o.Op().Results)
		for i := 0; same && i < len(t.Operands); i++ {
			same = t.Operands[i].Type() == o.Op().Results[i].Type()
		}
		if same {
			return nil
		}
		d := o.Errorf("expects the types of the terminator operands to match the types of the result")
		return o.Note(d, t.Pos, "terminator")
	}
}
