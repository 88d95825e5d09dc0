package vector

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// vector.mask's verify() and what it asks of the op it masks
// (MaskableOpInterface: getExpectedMaskType, supportsPassthru).

func vectorMaskVerifier(h *registry.Hooks) {
	h.Verifier("vector.mask").Op = verifyMask
}

// maskable are the ops implementing MaskableOpInterface, with whether
// they take a passthru value.
var maskable = map[string]bool{
	"vector.contract":        false,
	"vector.reduction":       false,
	"vector.multi_reduction": false,
	"vector.outerproduct":    false,
	"vector.transfer_read":   true,
	"vector.transfer_write":  false,
	"vector.gather":          false,
}

func verifyMask(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	b := verify.EntryBlock(op, 0)
	if b == nil || len(b.Ops) == 0 {
		return o.Errorf("expects a terminator within the mask region")
	}
	if len(b.Ops) > 2 {
		return o.Errorf("expects only one operation to mask")
	}
	term := b.Ops[len(b.Ops)-1]
	if term.Name != "vector.yield" {
		return o.Errorf("expects a terminator within the mask region")
	}
	if len(term.Operands) != len(op.Results) {
		return o.Errorf("expects number of results to match mask region yielded values")
	}
	if len(b.Ops) == 1 {
		// An empty vector.mask: nothing else to check.
		return nil
	}
	masked := b.Ops[0]
	passthruOK, isMaskable := maskable[masked.Name]
	if !isMaskable {
		return o.Errorf("expects a MaskableOpInterface within the mask region")
	}
	if len(masked.Results) != len(op.Results) {
		return o.Errorf("expects number of results to match maskable operation number of results")
	}
	for i := range masked.Results {
		if term.Operands[i] != ir.Value(masked.Result(i)) {
			return o.Errorf("expects all the results from the MaskableOpInterface to match all the values returned by the terminator")
		}
	}
	for i := range masked.Results {
		if masked.Result(i).Type() != op.Results[i].Type() {
			return o.Errorf("expects result type to match maskable operation result type")
		}
	}
	vectors := 0
	for i := range masked.Results {
		if _, ok := masked.Result(i).Type().(*ir.VectorType); ok {
			vectors++
		}
	}
	if vectors > 1 {
		// unreachable: no op implementing MaskableOpInterface has more than one result.
		return o.Errorf("multiple vector results not supported")
	}
	mc, ok := o.For(masked)
	if !ok {
		return nil
	}
	expected := expectedMaskType(mc)
	if expected == nil {
		return nil
	}
	if verify.FirstType(o.Operand("mask")) != ir.Type(expected) {
		return o.Errorf("expects a '%s' mask for the maskable operation", verify.TypeString(expected))
	}
	if passthru := verify.FirstType(o.Operand("passthru")); passthru != nil {
		if !passthruOK {
			return o.Errorf("doesn't expect a passthru argument for this maskable operation")
		}
		if len(masked.Results) != 1 {
			// unreachable: only vector.transfer_read takes a passthru, and it has one result.
			return o.Errorf("expects result when passthru argument is provided")
		}
		if passthru != masked.Result(0).Type() {
			return o.Errorf("expects passthru type to match result type")
		}
	}
	return nil
}

// i1Mask is a vector of i1 of a vector's shape and scalable dims.
func i1Mask(c *ir.Context, shape []int64, scalable []bool) *ir.VectorType {
	return c.Vector(shape, scalable, c.Integer(1, ir.Signless))
}

// expectedMaskType is the masked op's getExpectedMaskType, or nil when
// its operands cannot tell it.
func expectedMaskType(o dialect.Checker) *ir.VectorType {
	c := o.Context()
	op := o.Op()
	switch op.Name {
	case "vector.reduction":
		if v, ok := vectorOf(o.Operand("vector")); ok {
			return i1Mask(c, v.Shape, v.Scalable)
		}
	case "vector.multi_reduction":
		if v, ok := vectorOf(o.Operand("source")); ok {
			return i1Mask(c, v.Shape, v.Scalable)
		}
	case "vector.outerproduct":
		if v, ok := vectorOf(verify.ResultValues(op)); ok {
			return i1Mask(c, v.Shape, v.Scalable)
		}
	case "vector.gather":
		if v, ok := vectorOf(o.Operand("indices")); ok {
			return i1Mask(c, v.Shape, v.Scalable)
		}
	case "vector.transfer_read", "vector.transfer_write":
		v, ok1 := vectorOf(verify.ResultValues(op))
		if op.Name == "vector.transfer_write" {
			v, ok1 = vectorOf(o.Operand("valueToStore"))
		}
		pm, ok2 := o.Attr("permutation_map").(*ir.AffineMapAttr)
		if ok1 && ok2 {
			return transferMask(c, v, pm.Map)
		}
	case "vector.contract":
		return contractMaskType(o)
	}
	return nil
}

// transferMask is inferTransferOpMaskType: the vector's shape read
// back through the permutation map's inverse (its unused dims
// compressed, its constant results dropped); a 0-d mask is vector<1xi1>.
func transferMask(c *ir.Context, v *ir.VectorType, pm *ir.AffineMap) *ir.VectorType {
	used := make([]bool, pm.NumDims)
	for _, r := range pm.Results {
		if d, ok := r.(*ir.AffineDimExpr); ok && d.Pos < pm.NumDims {
			used[d.Pos] = true
		}
	}
	renum := make([]int, pm.NumDims)
	n := 0
	for i, u := range used {
		if u {
			renum[i] = n
			n++
		}
	}
	shape := make([]int64, n)
	scalable := make([]bool, n)
	set := make([]bool, n)
	for i, r := range pm.Results {
		d, ok := r.(*ir.AffineDimExpr)
		if !ok || d.Pos >= pm.NumDims || i >= len(v.Shape) {
			continue
		}
		j := renum[d.Pos]
		if !set[j] {
			shape[j], scalable[j], set[j] = v.Shape[i], scalableDim(v, i), true
		}
	}
	for _, s := range set {
		if !s {
			return nil
		}
	}
	if len(shape) == 0 {
		return i1Mask(c, []int64{1}, nil)
	}
	return i1Mask(c, shape, scalable)
}

// contractMaskType is ContractionOp::getExpectedMaskType: the iteration
// space's sizes, read from lhs and rhs through their indexing maps.
func contractMaskType(o dialect.Checker) *ir.VectorType {
	lhs, ok1 := vectorOf(o.Operand("lhs"))
	rhs, ok2 := vectorOf(o.Operand("rhs"))
	maps, ok3 := o.Attr("indexing_maps").(*ir.ArrayAttr)
	if !ok1 || !ok2 || !ok3 || len(maps.Elems) < 2 {
		return nil
	}
	lm, ok4 := maps.Elems[0].(*ir.AffineMapAttr)
	rm, ok5 := maps.Elems[1].(*ir.AffineMapAttr)
	if !ok4 || !ok5 {
		return nil
	}
	n := lm.Map.NumDims
	shape := make([]int64, n)
	scalable := make([]bool, n)
	set := make([]bool, n)
	for _, pair := range []struct {
		v *ir.VectorType
		m *ir.AffineMap
	}{{lhs, lm.Map}, {rhs, rm.Map}} {
		for i := range pair.v.Shape {
			if i >= len(pair.m.Results) {
				return nil
			}
			d, ok := pair.m.Results[i].(*ir.AffineDimExpr)
			if !ok || d.Pos >= n {
				return nil
			}
			shape[d.Pos], scalable[d.Pos], set[d.Pos] = pair.v.Shape[i], scalableDim(pair.v, i), true
		}
	}
	for _, s := range set {
		if !s {
			return nil
		}
	}
	return i1Mask(o.Context(), shape, scalable)
}
