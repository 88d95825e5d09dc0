package verify

import "github.com/gomlir/gomlir/ir"

// tensor: casts, shapes.

func init() {
	castCompatible["tensor.cast"] = func(a, b ir.Type) bool {
		sa, okA := a.(ir.ShapedType)
		sb, okB := b.(ir.ShapedType)
		if !okA || !okB || !isTensor(a) || !isTensor(b) {
			return false
		}
		return sa.ElementType() == sb.ElementType() && compatibleShape(a, b)
	}
}

func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

func init() {
	opVerifiers["tensor.empty"] = func(o *opCtx) *diagnostic {
		rt, ok := firstType(o.result("result")).(*ir.RankedTensorType)
		if !ok {
			if len(o.op.Results) == 1 {
				rt, ok = o.op.Results[0].Type().(*ir.RankedTensorType)
			}
			if !ok {
				return nil
			}
		}
		return dynamicSizes(o, rt.Shape, o.operand("dynamicSizes"))
	}
	opVerifiers["tensor.extract"] = func(o *opCtx) *diagnostic {
		rt, ok := firstType(o.operand("tensor")).(*ir.RankedTensorType)
		if ok && len(o.operand("indices")) != len(rt.Shape) {
			return o.errorf("incorrect number of indices for extract_element")
		}
		return nil
	}
	opVerifiers["tensor.insert"] = func(o *opCtx) *diagnostic {
		rt, ok := firstType(o.operand("dest")).(*ir.RankedTensorType)
		if ok && len(o.operand("indices")) != len(rt.Shape) {
			return o.errorf("incorrect number of indices")
		}
		return nil
	}
	opVerifiers["tensor.extract_slice"] = func(o *opCtx) *diagnostic {
		src, ok := firstType(o.operand("source")).(*ir.RankedTensorType)
		if !ok || len(o.op.Results) != 1 {
			return nil
		}
		res, ok := o.op.Results[0].Type().(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		return o.sliceType(src.Elem, res)
	}
	opVerifiers["tensor.insert_slice"] = func(o *opCtx) *diagnostic {
		src, ok := firstType(o.operand("source")).(*ir.RankedTensorType)
		dest, ok2 := firstType(o.operand("dest")).(*ir.RankedTensorType)
		if !ok || !ok2 {
			return nil
		}
		return o.sliceType(dest.Elem, src)
	}
}

// sliceType checks a slice's type against the static sizes, allowing
// rank reduction (produceSliceErrorMsg).
func (o *opCtx) sliceType(elem ir.Type, got *ir.RankedTensorType) *diagnostic {
	sizes, ok := o.attr("static_sizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	shape := make([]int64, len(sizes.Values))
	for i := range shape {
		shape[i] = sizes.Int(i)
	}
	expected := o.r.c.ctx.RankedTensor(shape, elem, nil)
	if expected == ir.Type(got) {
		return nil
	}
	switch rankReduced(shape, got.Shape) {
	case sliceRankTooLarge:
		return opErr(o.op, "expected rank to be smaller or equal to the other rank. ")
	case sliceSizeMismatch:
		return opErr(o.op, "expected type to be '%s' or a rank-reduced version. (size mismatch) ", typeString(expected))
	}
	if got.Elem != elem {
		return opErr(o.op, "expected element type to be '%s'", typeString(elem))
	}
	return nil
}

func init() {
	opVerifiers["tensor.expand_shape"] = func(o *opCtx) *diagnostic {
		src, ok1 := firstType(o.operand("src")).(*ir.RankedTensorType)
		res, ok2 := firstType(o.result("result")).(*ir.RankedTensorType)
		static, ok3 := o.attr("static_output_shape").(*ir.DenseArrayAttr)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if len(static.Values) != len(res.Shape) {
			return o.errorf("expected number of static shape dims to be equal to the output rank (%d) but found %d inputs instead", len(res.Shape), len(static.Values))
		}
		dynamic := 0
		for i := range static.Values {
			if static.Int(i) == ir.DynamicSize {
				dynamic++
			}
		}
		if n := len(o.operand("output_shape")); n != dynamic {
			return o.errorf("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", dynamic, n)
		}
		return o.tensorReshape(res, src, true)
	}
	opVerifiers["tensor.collapse_shape"] = func(o *opCtx) *diagnostic {
		src, ok1 := firstType(o.operand("src")).(*ir.RankedTensorType)
		res, ok2 := firstType(o.result("result")).(*ir.RankedTensorType)
		if !ok1 || !ok2 {
			return nil
		}
		return o.tensorReshape(src, res, false)
	}
}

// reassociation reads a reshape's reassociation indices.
func (o *opCtx) reassociation() ([][]int64, bool) {
	arr, ok := o.attr("reassociation").(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([][]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		group, ok := e.(*ir.ArrayAttr)
		if !ok {
			return nil, false
		}
		for _, x := range group.Elems {
			ia, ok := x.(*ir.IntegerAttr)
			if !ok {
				return nil, false
			}
			out[i] = append(out[i], ia.Int64())
		}
	}
	return out, true
}

// tensorReshape is verifyTensorReshapeOp: ranks, reassociation, shapes,
// then the collapsed type.
func (o *opCtx) tensorReshape(expanded, collapsed *ir.RankedTensorType, _ bool) *diagnostic {
	reassoc, ok := o.reassociation()
	if !ok {
		return nil
	}
	if len(expanded.Shape) < len(collapsed.Shape) {
		return o.errorf("expected the expanded type, '%s' to have a higher (or same) rank than the collapsed type, '%s'.", typeString(expanded), typeString(collapsed))
	}
	if len(collapsed.Shape) != len(reassoc) {
		return o.errorf("expected collapsed rank (%d) to equal the number of reassociation maps (%d).", len(collapsed.Shape), len(reassoc))
	}
	next := int64(0)
	for i, group := range reassoc {
		for _, d := range group {
			if d != next {
				return o.errorf("expected reassociation map #%d to be valid and contiguous.", i)
			}
			next++
		}
	}
	if next != int64(len(expanded.Shape)) {
		return nil // mlir-opt words this by the maps' sizes; left unreported
	}
	start := 0
	shape := make([]int64, len(reassoc))
	for i, group := range reassoc {
		dynamic, prod := false, int64(1)
		for _, d := range expanded.Shape[start : start+len(group)] {
			if d == ir.DynamicSize {
				dynamic = true
			} else {
				prod *= d
			}
		}
		if dynamic {
			if collapsed.Shape[i] != ir.DynamicSize {
				return o.errorf("expected dimension %d of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic", i)
			}
			shape[i] = ir.DynamicSize
		} else {
			if collapsed.Shape[i] != prod {
				return o.errorf("expected dimension %d of collapsed type to be static value of %d", i, prod)
			}
			shape[i] = prod
		}
		start += len(group)
	}
	if expanded.Elem != collapsed.Elem {
		want := o.r.c.ctx.RankedTensor(shape, expanded.Elem, nil)
		return o.errorf("expected collapsed type to be '%s', but got '%s'", typeString(want), typeString(collapsed))
	}
	return nil
}
