package scf

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of scf's ops, and the region-branch and loop checks of
// the interfaces they implement.

func verifiers(h *registry.Hooks) {
	moreVerifiers(h)
	h.Verifier("scf.for").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("initArgs")) != len(o.Op().Results) {
			return o.Errorf("mismatch in number of loop-carried values and defined values")
		}
		return nil
	}
	h.Verifier("scf.for").LoopLike = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		return verify.LoopLike(o, o.Operand("initArgs"), body.Args[min(1, len(body.Args)):], verify.Yielded(body), verify.ResultValues(o.Op()))
	}
	h.Verifier("scf.for").Regions = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		if len(body.Args) == 0 || body.Args[0].Type() != o.Op().Operands[0].Type() {
			return o.Errorf("expected induction variable to be same type as bounds and step")
		}
		return nil
	}
	h.Verifier("scf.if").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Results) > 0 && (len(o.Op().Regions) < 2 || len(o.Op().Regions[1].Blocks) == 0) {
			return o.Errorf("must have an else block if defining values")
		}
		return nil
	}
	h.Verifier("scf.if").RegionBranch = verify.RegionBranchToParent
	h.Verifier("scf.execute_region").RegionBranch = verify.RegionBranchToParent
	h.Verifier("scf.index_switch").RegionBranch = verify.RegionBranchToParent
	h.Verifier("scf.while").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := verify.TerminatedBy(o, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'"); d != nil {
			return d
		}
		return verify.TerminatedBy(o, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'")
	}
	h.Verifier("scf.parallel").Op = func(o dialect.Checker) *diag.Diagnostic {
		steps := o.Operand("step")
		if len(steps) == 0 {
			return o.Errorf("needs at least one tuple element for lowerBound, upperBound and step")
		}
		for _, s := range steps {
			if c, ok := verify.ConstantInt(o, s); ok && c <= 0 {
				return o.Errorf("constant step operand must be positive")
			}
		}
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		if len(body.Args) != len(steps) {
			return o.Errorf("expects the same number of induction variables: %d as bound and step values: %d", len(body.Args), len(steps))
		}
		for _, a := range body.Args {
			if !verify.Is[*ir.IndexType](a.Type()) {
				return o.Errorf("expects arguments for the induction variable to be of index type")
			}
		}
		if d := verify.TerminatedBy(o, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'"); d != nil {
			return d
		}
		reduce := body.Ops[len(body.Ops)-1]
		if len(o.Op().Results) != len(reduce.Operands) {
			return o.Errorf("expects number of results: %d to be the same as number of reductions: %d", len(o.Op().Results), len(reduce.Operands))
		}
		if inits := o.Operand("initVals"); len(o.Op().Results) != len(inits) {
			return o.Errorf("expects number of results: %d to be the same as number of initial values: %d", len(o.Op().Results), len(inits))
		}
		return nil
	}
}
