package scf

import (
	"fmt"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of scf.execute_region, scf.forall and its in_parallel
// terminator, scf.index_switch, scf.reduce and scf.reduce.return
// (SCF.cpp).

func moreVerifiers(h *registry.Hooks) {
	h.Verifier("scf.execute_region").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
			return o.Errorf("region needs to have at least one block")
		}
		if len(op.Regions[0].Blocks[0].Args) > 0 {
			return o.Errorf("region cannot have any arguments")
		}
		return nil
	}
	h.Verifier("scf.forall").Op = forallVerify
	h.Verifier("scf.forall.in_parallel").Op = func(o dialect.Checker) *diag.Diagnostic {
		parent := verify.ParentOp(o.Op())
		if parent == nil || parent.Name != "scf.forall" { // unreachable: HasParent checks first
			return o.Errorf("expected forall op parent")
		}
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		var outArgs []*ir.BlockArgument
		if fb := verify.EntryBlock(parent, 0); fb != nil {
			if pc, ok := o.For(parent); ok {
				rank := len(staticList(pc, "staticLowerBound"))
				if rank <= len(fb.Args) {
					outArgs = fb.Args[rank:]
				}
			}
		}
		for _, op := range body.Ops {
			if !o.HasTrait(op.Name, "ParallelCombiningOpInterface") {
				return o.Errorf("expected only ParallelCombiningOpInterface ops")
			}
			oc, ok := o.For(op)
			if !ok {
				continue
			}
			// getUpdatedDestinations: tensor.parallel_insert_slice's dest.
			for _, dest := range oc.Operand("dest") {
				found := false
				for _, a := range outArgs {
					if ir.Value(a) == dest {
						found = true
						break
					}
				}
				if !found {
					return verify.OpError(op, "may only insert into an output block argument")
				}
			}
		}
		return nil
	}
	h.Verifier("scf.index_switch").Op = indexSwitchVerify
	h.Verifier("scf.reduce").Regions = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if len(op.Regions) != len(op.Operands) {
			// Unreachable: scf.parallel counts its reductions by these
			// regions and verifies first.
			return o.Errorf("expects number of reduction regions: %d to be the same as number of reduction operands: %d", len(op.Regions), len(op.Operands))
		}
		for i, r := range op.Regions {
			t := op.Operands[i].Type()
			if len(r.Blocks) == 0 {
				continue
			}
			b := r.Blocks[0]
			if len(b.Ops) == 0 { // unreachable: an empty block is rejected first
				return o.Errorf("%d-th reduction has an empty body", i)
			}
			bad := len(b.Args) != 2
			for _, a := range b.Args {
				if a.Type() != t {
					bad = true
				}
			}
			if bad {
				return o.Errorf("expected two block arguments with type '%s' in the %d-th reduction region", verify.TypeString(t), i)
			}
			if b.Ops[len(b.Ops)-1].Name != "scf.reduce.return" {
				return o.Errorf("reduction bodies must be terminated with an 'scf.reduce.return' op")
			}
		}
		return nil
	}
	h.Verifier("scf.reduce.return").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := o.Op().Parent
		if b == nil || len(b.Args) == 0 || len(o.Op().Operands) == 0 {
			return nil
		}
		want := b.Args[0].Type()
		if want != o.Op().Operands[0].Type() {
			return o.Errorf("must have type '%s' (the type of the reduction inputs)", verify.TypeString(want))
		}
		return nil
	}
}

// staticList returns the values of o's dense i64 array attribute name.
func staticList(o dialect.Checker, name string) []int64 {
	a, ok := o.Attr(name).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int64, len(a.Values))
	for i := range a.Values {
		out[i] = a.Int(i)
	}
	return out
}

// operandsOrIntegers is verifyListOfOperandsOrIntegers (ViewLikeInterface):
// n static values, as many dynamic values as kDynamic markers.
func operandsOrIntegers(o dialect.Checker, name string, n int, static []int64, values []ir.Value) *diag.Diagnostic {
	if len(static) != n { // for forall's lower bounds, unreachable: their count is the rank
		return o.EmitErrorf("expected %d %s values, got %d", n, name, len(static))
	}
	dyn := 0
	for _, v := range static {
		if v == ir.DynamicSize {
			dyn++
		}
	}
	if len(values) != dyn {
		return o.EmitErrorf("expected %d dynamic %s values", dyn, name)
	}
	return nil
}

func forallVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	lbs := staticList(o, "staticLowerBound")
	rank := len(lbs)
	outs := o.Operand("outputs")
	if len(op.Results) != len(outs) {
		return o.Errorf("produces %d results, but has only %d outputs", len(op.Results), len(outs))
	}
	body := verify.EntryBlock(op, 0)
	if body == nil {
		return nil
	}
	if len(body.Args) != rank+len(outs) {
		return o.Errorf("region expects %d arguments", rank)
	}
	for i := 0; i < rank; i++ {
		if !verify.Is[*ir.IndexType](body.Args[i].Type()) {
			return o.Errorf("expects %d-th block argument to be an index", i)
		}
	}
	for i, v := range outs {
		if body.Args[rank+i].Type() != v.Type() {
			return o.Errorf("type mismatch between %d-th output and corresponding block argument", i)
		}
	}
	if m, ok := o.Attr("mapping").(*ir.ArrayAttr); ok && len(m.Elems) > 0 {
		mapping, masking := 0, 0
		for _, a := range m.Elems {
			if isDeviceMask(a) {
				masking++
			} else {
				mapping++
			}
		}
		if mapping != rank {
			return o.Errorf("mapping attribute size must match op rank")
		}
		if masking > 1 {
			return o.Errorf("\"mapping\" supports at most one device masking attribute")
		}
	}
	if d := operandsOrIntegers(o, "lower bound", rank, lbs, o.Operand("dynamicLowerBound")); d != nil {
		return d
	}
	if d := operandsOrIntegers(o, "upper bound", rank, staticList(o, "staticUpperBound"), o.Operand("dynamicUpperBound")); d != nil {
		return d
	}
	return operandsOrIntegers(o, "step", rank, staticList(o, "staticStep"), o.Operand("dynamicStep"))
}

// isDeviceMask reports whether a is a DeviceMaskingAttrInterface
// attribute (#gpu.mask); the other elements of a forall's mapping are
// DeviceMappingAttrInterface ones (ODS checks that they are one or the
// other).
func isDeviceMask(a ir.Attribute) bool {
	s := verify.AttrString(a)
	return len(s) >= 10 && s[:10] == "#gpu.mask<"
}

func indexSwitchVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	cases := staticList(o, "cases")
	// Regions: the default one first, then one per case.
	if len(op.Regions) == 0 {
		return nil
	}
	caseRegions := op.Regions[1:]
	if len(cases) != len(caseRegions) {
		return o.Errorf("has %d case regions but %d case values", len(caseRegions), len(cases))
	}
	seen := map[int64]bool{}
	for _, v := range cases {
		if seen[v] {
			return o.Errorf("has duplicate case value: %d", v)
		}
		seen[v] = true
	}
	check := func(r *ir.Region, name string) *diag.Diagnostic {
		if len(r.Blocks) == 0 || len(r.Blocks[0].Ops) == 0 {
			return nil
		}
		last := r.Blocks[0].Ops[len(r.Blocks[0].Ops)-1]
		if last.Name != "scf.yield" {
			return o.Errorf("expected region to end with scf.yield, but got %s", last.Name)
		}
		if len(last.Operands) != len(op.Results) {
			d := o.Errorf("expected each region to return %d values, but %s returns %d", len(op.Results), name, len(last.Operands))
			return o.Note(d, last.Pos, "see yield operation here")
		}
		for i, v := range last.Operands {
			want := op.Results[i].Type()
			if v.Type() == want {
				continue
			}
			d := o.Errorf("expected result #%d of each region to be '%s'", i, verify.TypeString(want))
			return o.Note(d, last.Pos, "%s returns '%s' here", name, verify.TypeString(v.Type()))
		}
		return nil
	}
	if d := check(op.Regions[0], "default region"); d != nil {
		return d
	}
	for i, r := range caseRegions {
		if d := check(r, fmt.Sprintf("case region #%d", i)); d != nil {
			return d
		}
	}
	return nil
}
