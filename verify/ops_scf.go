package verify

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
)

// The verifiers of scf's ops, and the region-branch and loop checks of
// the interfaces they implement.

func init() {
	opVerifiers["scf.for"] = func(o *opCtx) *diagnostic {
		if len(o.operand("initArgs")) != len(o.op.Results) {
			return o.errorf("mismatch in number of loop-carried values and defined values")
		}
		return nil
	}
	loopLikeVerifiers["scf.for"] = func(o *opCtx) *diagnostic {
		body := entryBlock(o.op, 0)
		if body == nil {
			return nil
		}
		return loopLike(o, o.operand("initArgs"), body.Args[min(1, len(body.Args)):], yielded(body), resultValues(o.op))
	}
	regionVerifiers["scf.for"] = func(o *opCtx) *diagnostic {
		body := entryBlock(o.op, 0)
		if body == nil {
			return nil
		}
		if len(body.Args) == 0 || body.Args[0].Type() != o.op.Operands[0].Type() {
			return o.errorf("expected induction variable to be same type as bounds and step")
		}
		return nil
	}
	opVerifiers["scf.if"] = func(o *opCtx) *diagnostic {
		if len(o.op.Results) > 0 && (len(o.op.Regions) < 2 || len(o.op.Regions[1].Blocks) == 0) {
			return o.errorf("must have an else block if defining values")
		}
		return nil
	}
	regionBranchVerifiers["scf.if"] = regionBranchToParent
	regionBranchVerifiers["scf.execute_region"] = regionBranchToParent
	regionBranchVerifiers["scf.index_switch"] = regionBranchToParent
	opVerifiers["scf.while"] = func(o *opCtx) *diagnostic {
		if d := terminatedBy(o, 0, "scf.condition", "expects the 'before' region to terminate with 'scf.condition'"); d != nil {
			return d
		}
		return terminatedBy(o, 1, "scf.yield", "expects the 'after' region to terminate with 'scf.yield'")
	}
	opVerifiers["scf.parallel"] = func(o *opCtx) *diagnostic {
		steps := o.operand("step")
		if len(steps) == 0 {
			return o.errorf("needs at least one tuple element for lowerBound, upperBound and step")
		}
		for _, s := range steps {
			if c, ok := constantInt(s); ok && c <= 0 {
				return o.errorf("constant step operand must be positive")
			}
		}
		body := entryBlock(o.op, 0)
		if body == nil {
			return nil
		}
		if len(body.Args) != len(steps) {
			return o.errorf("expects the same number of induction variables: %d as bound and step values: %d", len(body.Args), len(steps))
		}
		for _, a := range body.Args {
			if !is[*ir.IndexType](a.Type()) {
				return o.errorf("expects arguments for the induction variable to be of index type")
			}
		}
		if d := terminatedBy(o, 0, "scf.reduce", "expects body to terminate with 'scf.reduce'"); d != nil {
			return d
		}
		reduce := body.Ops[len(body.Ops)-1]
		if len(o.op.Results) != len(reduce.Operands) {
			return o.errorf("expects number of results: %d to be the same as number of reductions: %d", len(o.op.Results), len(reduce.Operands))
		}
		if inits := o.operand("initVals"); len(o.op.Results) != len(inits) {
			return o.errorf("expects number of results: %d to be the same as number of initial values: %d", len(o.op.Results), len(inits))
		}
		return nil
	}
}

// entryBlock returns the first block of region i, or nil.
func entryBlock(op *ir.Operation, i int) *ir.Block {
	if i >= len(op.Regions) || len(op.Regions[i].Blocks) == 0 {
		return nil
	}
	return op.Regions[i].Blocks[0]
}

// terminator returns the last op of a block, or nil.
func terminator(b *ir.Block) *ir.Operation {
	if b == nil || len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1]
}

// yielded are the operands of a block's terminator.
func yielded(b *ir.Block) []ir.Value {
	if t := terminator(b); t != nil {
		return t.Operands
	}
	return nil
}

// terminatedBy is scf's verifyAndGetTerminator: region i must end with
// the op named name; the note points at the terminator there is.
func terminatedBy(o *opCtx, i int, name, msg string) *diagnostic {
	t := terminator(entryBlock(o.op, i))
	if t != nil && t.Name == name {
		return nil
	}
	d := o.errorf("%s", msg)
	if t != nil {
		note(d, t.Pos, "terminator here")
	}
	return d
}

// constantInt returns the value of an integer arith.constant.
func constantInt(v ir.Value) (int64, bool) {
	r, ok := v.(*ir.OpResult)
	if !ok || r.Owner.Name != "arith.constant" {
		return 0, false
	}
	ia, ok := inherentAttr(r.Owner, "value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Int64(), true
}

// loopLike is LoopLikeOpInterface's verifier.
func loopLike(o *opCtx, inits []ir.Value, iterArgs []*ir.BlockArgument, yields, results []ir.Value) *diagnostic {
	if len(inits) != len(iterArgs) {
		return o.errorf("different number of inits and region iter_args: %d != %d", len(inits), len(iterArgs))
	}
	if len(yields) > 0 && len(iterArgs) != len(yields) {
		return o.errorf("different number of region iter_args and yielded values: %d != %d", len(iterArgs), len(yields))
	}
	if len(results) != len(iterArgs) {
		return o.errorf("different number of loop results and region iter_args: %d != %d", len(results), len(iterArgs))
	}
	for i, init := range inits {
		if init.Type() != iterArgs[i].Type() {
			return o.errorf("%d-th init and %d-th region iter_arg have different type: '%s' != '%s'", i, i, typeString(init.Type()), typeString(iterArgs[i].Type()))
		}
		if len(yields) > 0 && iterArgs[i].Type() != yields[i].Type() {
			return o.errorf("%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'", i, i, typeString(iterArgs[i].Type()), typeString(yields[i].Type()))
		}
	}
	for i, r := range results {
		if iterArgs[i].Type() != r.Type() {
			return o.errorf("%d-th region iter_arg and %d-th loop result have different type: '%s' != '%s'", i, i, typeString(iterArgs[i].Type()), typeString(r.Type()))
		}
	}
	return nil
}

// regionBranchToParent checks RegionBranchOpInterface's edges from each
// region's terminator to the op's results (scf.if, scf.execute_region,
// scf.index_switch): counts, then types.
func regionBranchToParent(o *opCtx) *diagnostic {
	for _, r := range o.op.Regions {
		if len(r.Blocks) == 0 {
			continue
		}
		t := terminator(r.Blocks[len(r.Blocks)-1])
		if t == nil {
			continue
		}
		if d := branchEdge(o, t, "parent", t.Operands, valueTypes(resultValues(o.op))); d != nil {
			return d
		}
	}
	return nil
}

// branchEdge checks the values a terminator passes along an edge.
func branchEdge(o *opCtx, from *ir.Operation, to string, vals []ir.Value, want []ir.Type) *diagnostic {
	edge := fmt.Sprintf("along control flow edge from Operation %s to %s: ", from.Name, to)
	if len(vals) != len(want) {
		d := o.errorf("%sregion branch point has %d operands, but region successor needs %d inputs", edge, len(vals), len(want))
		return note(d, from.Pos, "region branch point")
	}
	for i, v := range vals {
		if v.Type() != want[i] {
			d := o.errorf("%ssuccessor operand type #%d '%s' should match successor input type #%d '%s'", edge, i, typeString(v.Type()), i, typeString(want[i]))
			return note(d, from.Pos, "region branch point")
		}
	}
	return nil
}
