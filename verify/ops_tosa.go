package verify

import "github.com/gomlir/gomlir/ir"

// tosa: reshape, const and transpose.

func init() {
	opVerifiers["tosa.reshape"] = func(o *opCtx) *diagnostic {
		in, out := o.operand("input1"), o.result("output")
		if len(in) != 1 || len(out) != 1 {
			return nil
		}
		ie, oe := elementTypeOrSelf(in[0].Type()), elementTypeOrSelf(out[0].Type())
		if ie != oe {
			return o.errorf("expect input and output to have same element type, got '%s' and '%s'", typeString(ie), typeString(oe))
		}
		shape, ok := constShape(o.operand("shape"))
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
			return o.errorf("expected at most one target dimension to be -1")
		}
		rt, ok := out[0].Type().(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		if len(shape) != len(rt.Shape) {
			return o.errorf("new shape does not match result rank")
		}
		for i, d := range shape {
			od := rt.Shape[i]
			if d != -1 && d != ir.DynamicSize && od != ir.DynamicSize && d != od {
				return o.errorf("new shape is inconsistent with result shape")
			}
			if d != ir.DynamicSize && d < -1 {
				return o.errorf("new shape has invalid tensor dimension size %d", d)
			}
		}
		if it, ok := in[0].Type().(*ir.RankedTensorType); ok && staticShape(it.Shape) {
			n := ir.NumElements(it.Shape)
			if staticShape(rt.Shape) {
				if m := ir.NumElements(rt.Shape); m != n {
					return o.errorf("cannot reshape %d elements into %d", n, m)
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
				return o.errorf("cannot reshape %d elements into %d", n, prod)
			}
		}
		return nil
	}
	opVerifiers["tosa.const"] = func(o *opCtx) *diagnostic {
		v, ok := o.attr("values").(ir.TypedAttr)
		out := firstType(o.result("output"))
		if !ok || out == nil {
			return nil
		}
		if !isTensor(v.AttrType()) || !isTensor(out) {
			return o.errorf("expected tensors for attr/result type")
		}
		ae, oe := elementTypeOrSelf(v.AttrType()), elementTypeOrSelf(out)
		if ot, ok := ir.SpellingOf(oe); ok && ot.Dialect == "quant" {
			return nil
		}
		if ae != oe {
			return o.errorf("expected same attr/result element types")
		}
		return nil
	}
	opVerifiers["tosa.transpose"] = func(o *opCtx) *diagnostic {
		in, out := firstType(o.operand("input1")), firstType(o.result("output"))
		perms, ok := o.attr("perms").(*ir.DenseArrayAttr)
		if in == nil || out == nil || !ok {
			return nil
		}
		if ie, oe := elementTypeOrSelf(in), elementTypeOrSelf(out); ie != oe {
			return o.errorf("expect input and output to have same element type, got '%s' and '%s'", typeString(ie), typeString(oe))
		}
		is, inRanked := shapeOf(in)
		os, outRanked := shapeOf(out)
		n := len(perms.Values)
		if inRanked && n != len(is) {
			return o.errorf("expected perms attribute to have size %d (input rank) but got size %d", len(is), n)
		}
		if inRanked && outRanked && len(is) != len(os) {
			return o.errorf("expected input tensor rank to equal result tensor rank")
		}
		if outRanked && n != len(os) {
			return o.errorf("expected perms attribute to have size %d (output rank) but got size %d", len(os), n)
		}
		seen := make([]bool, n)
		for i := range perms.Values {
			p := perms.Int(i)
			if p < 0 || int(p) >= n || seen[p] {
				return o.errorf("expected valid permutation indices")
			}
			seen[p] = true
		}
		if inRanked && outRanked && staticShape(is) && staticShape(os) && ir.NumElements(is) != ir.NumElements(os) {
			return o.errorf("expected input1 and output to have same numbers of elements, got %d and %d", ir.NumElements(is), ir.NumElements(os))
		}
		if inRanked && outRanked {
			for i := range os {
				p := perms.Int(i)
				if is[p] == ir.DynamicSize || os[i] == ir.DynamicSize {
					continue
				}
				if is[p] != os[i] {
					return o.errorf("expected output tensor dim %d to match input dim %d with value of %d", i, p, is[p])
				}
			}
		}
		return nil
	}
}

func staticShape(s []int64) bool {
	for _, d := range s {
		if d == ir.DynamicSize {
			return false
		}
	}
	return true
}

func shapeOf(t ir.Type) ([]int64, bool) {
	if st, ok := t.(ir.ShapedType); ok {
		return st.Dims()
	}
	return nil, false
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
	d, ok := inherentAttr(r.Owner, "values").(*ir.DenseElementsAttr)
	if !ok {
		return nil, false
	}
	return denseInts(d)
}

// denseInts reads the elements of an integer or index dense attribute.
func denseInts(d *ir.DenseElementsAttr) ([]int64, bool) {
	w := ir.IntOrFloatWidth(d.ElemType())
	if is[*ir.IndexType](d.ElemType()) {
		w = ir.IndexWidth
	}
	if !is[*ir.IntegerType](d.ElemType()) && !is[*ir.IndexType](d.ElemType()) || w%8 != 0 || w > 64 || d.IsString() {
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
