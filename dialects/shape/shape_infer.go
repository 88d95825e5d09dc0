package shape

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// inference registers InferTypeOpInterface's check of shape.shape_of,
// shape.const_shape and shape.meet (their inferReturnTypes and
// isCompatibleReturnTypes): it runs before the op's verify(), which the
// op's hook keeps running after it.
func inference(h *registry.Hooks) {
	chain := func(infer func(o dialect.Checker) *diag.Diagnostic, after func(o dialect.Checker) *diag.Diagnostic) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			if d := infer(o); d != nil {
				return d
			}
			if after != nil {
				return after(o)
			}
			return nil
		}
	}
	for name, infer := range map[string]func(o dialect.Checker) *diag.Diagnostic{
		"shape.shape_of":    inferShapeOf,
		"shape.const_shape": inferConstShape,
		"shape.meet":        inferMeet,
	} {
		v := h.Verifier(name)
		v.Op = chain(infer, v.Op)
	}
}

// incompatible reports the inferred type as verifyInferredResultTypes
// does: "inferred type(s) ... are incompatible ...", then "failed to
// infer returned types".
func incompatible(o dialect.Checker, inferred ir.Type) *diag.Diagnostic {
	res := o.Op().Results[0].Type()
	o.Emit(o.Errorf("inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", verify.TypeString(inferred), verify.TypeString(res)))
	return o.Errorf("failed to infer returned types")
}

// inferFailed is an inferReturnTypes error (emitOptionalError at the op)
// and then verifyInferredResultTypes' own.
func inferFailed(o dialect.Checker, msg string) *diag.Diagnostic {
	o.Emit(o.EmitErrorf("%s", msg))
	return o.Errorf("failed to infer returned types")
}

// extentTensor is a 1-d ranked tensor of index (isExtentTensorType).
func extentTensor(t ir.Type) (*ir.RankedTensorType, bool) {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok || len(rt.Shape) != 1 {
		return nil, false
	}
	_, isIndex := rt.Elem.(*ir.IndexType)
	return rt, isIndex
}

// compatibleShapes is verifyCompatibleShapes of two shaped types.
func compatibleShapes(a, b ir.Type) bool {
	sa, ok1 := a.(ir.ShapedType)
	sb, ok2 := b.(ir.ShapedType)
	if !ok1 || !ok2 {
		return false
	}
	da, ra := sa.Dims()
	db, rb := sb.Dims()
	if !ra || !rb {
		return true
	}
	if len(da) != len(db) {
		return false
	}
	for i := range da {
		if !verify.CompatibleDim(da[i], db[i]) {
			return false
		}
	}
	return true
}

func oneResult(o dialect.Checker) (ir.Type, bool) {
	op := o.Op()
	if len(op.Results) != 1 {
		return nil, false
	}
	return op.Results[0].Type(), true
}

// inferShapeOf: a value_shape gives !shape.shape, a shaped type the
// extent tensor of its rank; a !shape.shape result or a compatible
// shape is accepted.
func inferShapeOf(o dialect.Checker) *diag.Diagnostic {
	res, ok := oneResult(o)
	arg := verify.FirstType(o.Operand("arg"))
	if !ok || arg == nil {
		return nil
	}
	ctx := o.Context()
	var inferred ir.Type
	switch {
	case kind(arg) == "value_shape":
		// !shape.shape is inferred, compatible with every shape or
		// shaped type (another result is not reported here).
		return nil
	default:
		st, isShaped := arg.(ir.ShapedType)
		if !isShaped {
			return nil
		}
		rank := int64(ir.DynamicSize)
		if dims, ranked := st.Dims(); ranked {
			rank = int64(len(dims))
		}
		inferred = ctx.RankedTensor([]int64{rank}, ctx.Index(), nil)
	}
	if res == inferred || kind(res) == "shape" {
		return nil
	}
	if _, isShaped := res.(ir.ShapedType); isShaped && compatibleShapes(inferred, res) {
		return nil
	}
	return incompatible(o, inferred)
}

// inferConstShape: the extent tensor of as many extents as the shape
// has; only that type or !shape.shape is accepted.
func inferConstShape(o dialect.Checker) *diag.Diagnostic {
	res, ok := oneResult(o)
	if !ok {
		return nil
	}
	shape, isDense := o.Attr("shape").(*ir.DenseElementsAttr)
	if !isDense {
		return nil
	}
	st, isShaped := shape.AttrType().(ir.ShapedType)
	if !isShaped {
		return nil
	}
	dims, ranked := st.Dims()
	if !ranked {
		return nil
	}
	ctx := o.Context()
	inferred := ctx.RankedTensor([]int64{ir.NumElements(dims)}, ctx.Index(), nil)
	if res == inferred || kind(res) == "shape" {
		return nil
	}
	return incompatible(o, inferred)
}

// inferMeet folds the operands' types: sizes (with index), shapes (with
// extent tensors), or extent tensors of compatible ranks.
func inferMeet(o dialect.Checker) *diag.Diagnostic {
	res, ok := oneResult(o)
	ops := o.Op().Operands
	if !ok || len(ops) == 0 {
		return nil
	}
	acc := ops[0].Type()
	for _, v := range ops[1:] {
		l, r := acc, v.Type()
		if k := kind(l); k != "shape" && k != "size" {
			l, r = r, l
		}
		_, lIndex := l.(*ir.IndexType)
		_, rIndex := r.(*ir.IndexType)
		_, rExtent := extentTensor(r)
		switch {
		case kind(l) == "size":
			if kind(r) != "size" && !rIndex {
				return inferFailed(o, "requires all sizes or shapes")
			}
			acc = l
		case lIndex:
			if !rIndex {
				return inferFailed(o, "requires all sizes or shapes")
			}
			acc = r
		case kind(l) == "shape":
			if kind(r) != "shape" && !rExtent {
				return inferFailed(o, "requires all sizes or shapes")
			}
			acc = l
		default:
			lt, lExtent := extentTensor(l)
			if !lExtent {
				continue
			}
			rt, isRanked := r.(*ir.RankedTensorType)
			if !isRanked || len(rt.Shape) == 0 {
				return nil // upstream's cast would not hold: left alone
			}
			r1, r2 := lt.Shape[0], rt.Shape[0]
			switch {
			case r1 == ir.DynamicSize:
				acc = l
			case r2 == ir.DynamicSize:
				acc = r
			case r1 != r2:
				return inferFailed(o, "unequal shape cardinality")
			default:
				acc = l
			}
		}
	}
	// isCompatibleReturnTypes.
	if acc == res {
		return nil
	}
	lhs, rhs := acc, res
	if k := kind(lhs); k != "shape" && k != "size" {
		lhs, rhs = rhs, lhs
	}
	_, rhsIndex := rhs.(*ir.IndexType)
	switch kind(lhs) {
	case "size":
		if kind(rhs) == "size" || rhsIndex {
			return nil
		}
		return incompatible(o, acc)
	case "shape":
		if kind(rhs) == "shape" {
			return nil
		}
		switch rhs.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			return nil
		}
		return incompatible(o, acc)
	}
	if compatibleShapes(lhs, rhs) {
		return nil
	}
	return incompatible(o, acc)
}
