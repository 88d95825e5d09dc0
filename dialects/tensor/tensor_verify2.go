package tensor

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// moreVerifiers: concat, gather and scatter, generate and pad, reshape,
// splat, parallel_insert_slice.
func moreVerifiers(h *registry.Hooks) {
	h.Verifier("tensor.concat").Op = concatVerify
	h.Verifier("tensor.gather").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		idx, ok2 := verify.FirstType(o.Operand("indices")).(*ir.RankedTensorType)
		res, ok3 := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		dims := denseInts(o.Attr("gather_dims"))
		if d := gatherScatterDims(o, dims, idx.Shape, len(src.Shape), "gather", "source"); d != nil {
			return d
		}
		full := gatherType(o.Context(), src, idx, dims, false)
		reduced := gatherType(o.Context(), src, idx, dims, true)
		if ir.Type(res) != full && ir.Type(res) != reduced {
			return o.Errorf("result type mismatch: expected '%s' or its rank-reduced variant '%s' (got: '%s')",
				verify.TypeString(full), verify.TypeString(reduced), verify.TypeString(res))
		}
		return nil
	}
	h.Verifier("tensor.scatter").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		dest, ok2 := verify.FirstType(o.Operand("dest")).(*ir.RankedTensorType)
		idx, ok3 := verify.FirstType(o.Operand("indices")).(*ir.RankedTensorType)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		dims := denseInts(o.Attr("scatter_dims"))
		if d := gatherScatterDims(o, dims, idx.Shape, len(dest.Shape), "scatter", "dest"); d != nil {
			return d
		}
		if o.Attr("unique") == nil {
			return o.Errorf("requires 'unique' attribute to be set")
		}
		full := gatherType(o.Context(), dest, idx, dims, false)
		reduced := gatherType(o.Context(), dest, idx, dims, true)
		if ir.Type(src) != full && ir.Type(src) != reduced {
			return o.Errorf("source type mismatch: expected '%s' or its rank-reduced variant '%s' (got: '%s')",
				verify.TypeString(full), verify.TypeString(reduced), verify.TypeString(src))
		}
		return nil
	}

	// tensor.generate: verifyDynamicDimensionCount; the region's errors
	// are emitError but the last.
	h.Verifier("tensor.generate").Op = func(o dialect.Checker) *diag.Diagnostic {
		res, ok := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		return verify.DynamicSizes(o, res.Shape, o.Operand("dynamicExtents"))
	}
	h.Verifier("tensor.generate").Regions = func(o dialect.Checker) *diag.Diagnostic {
		res, ok := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		body := verify.EntryBlock(o.Op(), 0)
		if !ok || body == nil {
			return nil
		}
		for _, a := range body.Args {
			if !verify.Is[*ir.IndexType](a.Type()) {
				return o.EmitErrorf("all body arguments must be index")
			}
		}
		if len(body.Args) != len(res.Shape) {
			return o.EmitErrorf("must have one body argument per input dimension")
		}
		if y := verify.Yielded(body); len(y) == 1 && y[0].Type() != res.Elem {
			return o.Errorf("body must be terminated with a `yield` operation of the tensor element type")
		}
		return nil
	}

	// tensor.pad: the result against the type inferred from the source and
	// the static padding, then the body.
	h.Verifier("tensor.pad").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		res, ok2 := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		low, high := denseInts(o.Attr("static_low")), denseInts(o.Attr("static_high"))
		if !ok1 || !ok2 || len(low) != len(src.Shape) || len(high) != len(src.Shape) {
			return nil
		}
		shape := make([]int64, len(src.Shape))
		for i, d := range src.Shape {
			if d == ir.DynamicSize || low[i] == ir.DynamicSize || high[i] == ir.DynamicSize {
				shape[i] = ir.DynamicSize
			} else {
				shape[i] = d + low[i] + high[i]
			}
		}
		expected := o.Context().RankedTensor(shape, src.Elem, nil)
		for i := range src.Shape {
			if i >= len(res.Shape) {
				break
			}
			if res.Shape[i] == shape[i] || shape[i] == ir.DynamicSize {
				continue
			}
			return o.EmitErrorf("specified type '%s' does not match the inferred type '%s'", verify.TypeString(res), verify.TypeString(expected))
		}
		return nil
	}
	h.Verifier("tensor.pad").Regions = func(o dialect.Checker) *diag.Diagnostic {
		res, ok := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		body := verify.EntryBlock(o.Op(), 0)
		if !ok || body == nil {
			return nil
		}
		if len(body.Args) != len(res.Shape) {
			return o.EmitErrorf("expected the block to have %d arguments", len(res.Shape))
		}
		for i, a := range body.Args {
			if !verify.Is[*ir.IndexType](a.Type()) {
				return o.Errorf("expected block argument %d to be an index", i+1)
			}
		}
		if y := verify.Yielded(body); len(y) == 1 && y[0].Type() != res.Elem {
			return o.Errorf("expected yield type to match shape element type")
		}
		return nil
	}

	h.Verifier("tensor.reshape").Op = func(o dialect.Checker) *diag.Diagnostic {
		src := verify.FirstType(o.Operand("source"))
		res := verify.FirstType(o.Result("result"))
		shapeT, ok := verify.FirstType(o.Operand("shape")).(*ir.RankedTensorType)
		st, ok1 := src.(ir.ShapedType)
		rt, ok2 := res.(ir.ShapedType)
		if !ok || !ok1 || !ok2 || len(shapeT.Shape) != 1 {
			return nil
		}
		if st.ElementType() != rt.ElementType() {
			return o.Errorf("element types of source and destination tensor types should be the same")
		}
		rdims, rRanked := rt.Dims()
		if !rRanked {
			return nil
		}
		sdims, sRanked := st.Dims()
		if sRanked && verify.StaticShape(sdims) && verify.StaticShape(rdims) && elements(sdims) != elements(rdims) {
			return o.Errorf("source and destination tensor should have the same number of elements")
		}
		if shapeT.Shape[0] == ir.DynamicSize {
			return o.Errorf("cannot use shape operand with dynamic length to reshape to statically-ranked tensor type")
		}
		if shapeT.Shape[0] != int64(len(rdims)) {
			return o.Errorf("length of shape operand differs from the result's tensor rank")
		}
		return nil
	}

	h.Verifier("tensor.splat").Op = func(o dialect.Checker) *diag.Diagnostic {
		res, ok := verify.FirstType(o.Result("aggregate")).(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		return verify.DynamicSizes(o, res.Shape, o.Operand("dynamicSizes"))
	}

	h.Verifier("tensor.parallel_insert_slice").MaxRanks = shared.SliceRanks("dest")
	h.Verifier("tensor.parallel_insert_slice").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := inParallelParent(o); d != nil {
			return d
		}
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		dest, ok2 := verify.FirstType(o.Operand("dest")).(*ir.RankedTensorType)
		if !ok1 || !ok2 {
			return nil
		}
		if d := sliceType(o, dest.Elem, src); d != nil {
			return d
		}
		return inBoundsSlice(o, dest.Shape)
	}
}

// concatVerify is tensor.concat's verify().
func concatVerify(o dialect.Checker) *diag.Diagnostic {
	inputs := o.Operand("inputs")
	if len(inputs) < 1 {
		return o.Errorf("requires at least one input")
	}
	res, ok := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	types := make([]*ir.RankedTensorType, len(inputs))
	for i, v := range inputs {
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		types[i] = t
	}
	rank := len(res.Shape)
	for _, t := range types {
		if len(t.Shape) != rank {
			return o.Errorf("rank of concatenated inputs must match result rank")
		}
	}
	for _, t := range types {
		if t.Elem != res.Elem {
			return o.Errorf("inputs and result element type must match")
		}
	}
	dimAttr, ok := o.Attr("dim").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	dim := dimAttr.Int64()
	if dim >= int64(rank) || dim < 0 {
		// The attribute is unsigned in C++: a negative dim is a huge one.
		return o.Errorf("concatenation dim must be less than the tensor rank")
	}
	sizes := make([]int64, rank)
	for i := range sizes {
		if int64(i) == dim {
			continue
		}
		size := ir.DynamicSize
		for _, t := range types {
			d := t.Shape[i]
			switch {
			case d == ir.DynamicSize:
			case size == ir.DynamicSize:
				size = d
			case size != d:
				return o.Errorf("static concatenation size mismatch along non-concatenated dimension %d", i)
			}
		}
		sizes[i] = size
	}
	sum := int64(0)
	for _, t := range types {
		if d := t.Shape[dim]; d == ir.DynamicSize || sum == ir.DynamicSize {
			sum = ir.DynamicSize
		} else {
			sum += d
		}
	}
	sizes[dim] = sum
	inferred := o.Context().RankedTensor(sizes, types[0].Elem, nil)
	for i, d := range sizes {
		if d != ir.DynamicSize && res.Shape[i] != ir.DynamicSize && d != res.Shape[i] {
			return o.Errorf("result type '%s'does not match inferred shape '%s' static sizes", verify.TypeString(res), verify.TypeString(inferred))
		}
	}
	return nil
}

// gatherScatterDims is verifyGatherOrScatterDims.
func gatherScatterDims(o dialect.Checker, dims, indices []int64, rank int, what, of string) *diag.Diagnostic {
	if len(dims) == 0 {
		return o.Errorf("%s_dims must be non-empty", what)
	}
	if len(dims) > rank {
		return o.Errorf("%s_dims overflow %s rank", what, of)
	}
	if len(indices) == 0 || indices[len(indices)-1] != int64(len(dims)) {
		return o.Errorf("%s_dims length must match the size of last dimension of indices", what)
	}
	for _, d := range dims {
		if d < 0 {
			return o.Errorf("%s_dims value must be non-negative", what)
		}
		if d >= int64(rank) {
			return o.Errorf("%s_dims value must be smaller than %s rank", what, of)
		}
	}
	for i := 1; i < len(dims); i++ {
		if dims[i-1] >= dims[i] {
			return o.Errorf("%s_dims values must be strictly increasing", what)
		}
	}
	return nil
}

// gatherType is GatherOp::inferResultType: the indices' leading dims,
// then the source's with the gathered ones 1 (or dropped).
func gatherType(ctx *ir.Context, src, idx *ir.RankedTensorType, dims []int64, reduced bool) ir.Type {
	var shape []int64
	if len(idx.Shape) > 0 {
		shape = append(shape, idx.Shape[:len(idx.Shape)-1]...)
	}
	gathered := map[int64]bool{}
	for _, d := range dims {
		gathered[d] = true
	}
	for i, d := range src.Shape {
		if gathered[int64(i)] {
			if !reduced {
				shape = append(shape, 1)
			}
			continue
		}
		shape = append(shape, d)
	}
	return ctx.RankedTensor(shape, src.Elem, src.Encoding)
}

func denseInts(a ir.Attribute) []int64 {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int64, len(d.Values))
	for i := range d.Values {
		out[i] = d.Int(i)
	}
	return out
}

func elements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}
