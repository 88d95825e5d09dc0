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
