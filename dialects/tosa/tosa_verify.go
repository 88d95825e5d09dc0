package tosa

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// tosa: reshape, const and transpose.

func tosaVerifiers(h *registry.Hooks) {
	tosaConvVerifiers(h)
	tosaOpVerifiers(h)
	tosaMoreVerifiers(h)
	tosaVariableVerifiers(h)
	tosaTraitVerifiers(h)
	tosaShapeVerifiers(h)
	h.Verifier("tosa.reshape").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, out := o.Operand("input1"), o.Result("output")
		if len(in) != 1 || len(out) != 1 {
			return nil
		}
		ie, oe := verify.ElementTypeOrSelf(in[0].Type()), verify.ElementTypeOrSelf(out[0].Type())
		if ie != oe {
			return o.Errorf("expect input and output to have same element type, got '%s' and '%s'", verify.TypeString(ie), verify.TypeString(oe))
		}
		shape, ok := constShape(o.Operand("shape"))
		if !ok {
			return nil
		}
		missing := 0
		for _, d := range shape {
			if d == -1 {
				missing++
			}
		}
		if missing > 1 {
			return o.Errorf("expected at most one target dimension to be -1")
		}
		rt, ok := out[0].Type().(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		if len(shape) != len(rt.Shape) {
			return o.Errorf("new shape does not match result rank")
		}
		for i, d := range shape {
			od := rt.Shape[i]
			if d != -1 && d != ir.DynamicSize && od != ir.DynamicSize && d != od {
				return o.Errorf("new shape is inconsistent with result shape")
			}
			if d != ir.DynamicSize && d < -1 {
				return o.Errorf("new shape has invalid tensor dimension size %d", d)
			}
		}
		if it, ok := in[0].Type().(*ir.RankedTensorType); ok && verify.StaticShape(it.Shape) {
			n := ir.NumElements(it.Shape)
			if verify.StaticShape(rt.Shape) {
				if m := ir.NumElements(rt.Shape); m != n {
					return o.Errorf("cannot reshape %d elements into %d", n, m)
				}
			}
			prod, static := int64(1), true
			for _, d := range shape {
				if d > 0 {
					prod *= d
				} else {
					static = false
				}
			}
			if static && prod != n || !static && prod > n {
				return o.Errorf("cannot reshape %d elements into %d", n, prod)
			}
		}
		return nil
	}
	h.Verifier("tosa.const").Op = func(o dialect.Checker) *diag.Diagnostic {
		v, ok := o.Attr("values").(ir.TypedAttr)
		out := verify.FirstType(o.Result("output"))
		if !ok || out == nil {
			return nil
		}
		if !verify.IsTensor(v.AttrType()) || !verify.IsTensor(out) {
			return o.Errorf("expected tensors for attr/result type")
		}
		ae, oe := verify.ElementTypeOrSelf(v.AttrType()), verify.ElementTypeOrSelf(out)
		if ot, ok := ir.SpellingOf(oe); ok && ot.Dialect == "quant" {
			return nil
		}
		if ae != oe {
			return o.Errorf("expected same attr/result element types")
		}
		return nil
	}
	h.Verifier("tosa.transpose").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, out := verify.FirstType(o.Operand("input1")), verify.FirstType(o.Result("output"))
		perms, ok := o.Attr("perms").(*ir.DenseArrayAttr)
		if in == nil || out == nil || !ok {
			return nil
		}
		if ie, oe := verify.ElementTypeOrSelf(in), verify.ElementTypeOrSelf(out); ie != oe {
			return o.Errorf("expect input and output to have same element type, got '%s' and '%s'", verify.TypeString(ie), verify.TypeString(oe))
		}
		is, inRanked := verify.ShapeOf(in)
		os, outRanked := verify.ShapeOf(out)
		n := len(perms.Values)
		if inRanked && n != len(is) {
			return o.Errorf("expected perms attribute to have size %d (input rank) but got size %d", len(is), n)
		}
		if inRanked && outRanked && len(is) != len(os) {
			return o.Errorf("expected input tensor rank to equal result tensor rank")
		}
		if outRanked && n != len(os) {
			return o.Errorf("expected perms attribute to have size %d (output rank) but got size %d", len(os), n)
		}
		seen := make([]bool, n)
		for i := range perms.Values {
			p := perms.Int(i)
			if p < 0 || int(p) >= n || seen[p] {
				return o.Errorf("expected valid permutation indices")
			}
			seen[p] = true
		}
		if inRanked && outRanked && verify.StaticShape(is) && verify.StaticShape(os) && ir.NumElements(is) != ir.NumElements(os) {
			return o.Errorf("expected input1 and output to have same numbers of elements, got %d and %d", ir.NumElements(is), ir.NumElements(os))
		}
		if inRanked && outRanked {
			for i := range os {
				p := perms.Int(i)
				if is[p] == ir.DynamicSize || os[i] == ir.DynamicSize {
					continue
				}
				if is[p] != os[i] {
					return o.Errorf("expected output tensor dim %d to match input dim %d with value of %d", i, p, is[p])
				}
			}
		}
		return nil
	}
}

// constShape reads the values of the tosa.const_shape defining vs[0].
func constShape(vs []ir.Value) ([]int64, bool) {
	if len(vs) != 1 {
		return nil, false
	}
	r, ok := vs[0].(*ir.OpResult)
	if !ok || r.Owner.Name != "tosa.const_shape" {
		return nil, false
	}
	d, ok := verify.InherentAttr(r.Owner, "values").(*ir.DenseElementsAttr)
	if !ok {
		return nil, false
	}
	return denseInt64s(d)
}

// denseInt64s reads the elements of an integer or index dense attribute.
func denseInt64s(d *ir.DenseElementsAttr) ([]int64, bool) {
	w := ir.IntOrFloatWidth(d.ElemType())
	if verify.Is[*ir.IndexType](d.ElemType()) {
		w = ir.IndexWidth
	}
	if !verify.Is[*ir.IntegerType](d.ElemType()) && !verify.Is[*ir.IndexType](d.ElemType()) || w%8 != 0 || w > 64 || d.IsString() {
		return nil, false
	}
	n := d.NumElements()
	if n < 0 {
		return nil, false
	}
	size := w / 8
	out := make([]int64, n)
	for i := range out {
		at := i
		if d.Splat {
			at = 0
		}
		if (at+1)*size > len(d.Raw) {
			return nil, false
		}
		var v uint64
		for b := size - 1; b >= 0; b-- {
			v = v<<8 | uint64(d.Raw[at*size+b])
		}
		out[i] = int64(v<<(64-w)) >> (64 - w)
	}
	return out, true
}
