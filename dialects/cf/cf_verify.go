package cf

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
)

// cf: the operands each branch passes to its successors
// (BranchOpInterface's getSuccessorOperands), which the interface's
// verifier checks against the successors' arguments.

func verifiers(h *registry.Hooks) {
	for _, name := range []string{"cf.br", "cf.cond_br", "cf.switch"} {
		h.Verifier(name).SuccessorOperands = shared.SuccessorOperands
	}
}
