// Package tensor is the Go side of the tensor dialect (see Register): its
// ops' verifiers; package dialects registers it with the other upstream
// dialects.
package tensor

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// tensor: casts, shapes.

// Register registers what Go knows of the tensor dialect in h: the ops'
// verifiers and result names.
func Register(h *registry.Hooks) {
	castVerifiers(h)
	opVerifiers(h)
	reshapeVerifiers(h)
	moreVerifiers(h)
	shared.FixedResultNames(h.NameResults, resultNames)
}

// resultNames are the names tensor's ops give their single result in
// custom form (their getAsmResultNames, as mlir-opt 22 prints them; see
// corpus/dialects/NOTES.md).
var resultNames = map[string]string{
	"tensor.cast":           "cast",
	"tensor.collapse_shape": "collapsed",
	"tensor.concat":         "concat",
	"tensor.dim":            "dim",
	"tensor.expand_shape":   "expanded",
	"tensor.extract":        "extracted",
	"tensor.extract_slice":  "extracted_slice",
	"tensor.from_elements":  "from_elements",
	"tensor.gather":         "gather",
	"tensor.generate":       "generated",
	"tensor.insert":         "inserted",
	"tensor.insert_slice":   "inserted_slice",
	"tensor.pad":            "padded",
	"tensor.rank":           "rank",
	"tensor.reshape":        "reshape",
	"tensor.scatter":        "scatter",
	"tensor.splat":          "splat",
}

func castVerifiers(h *registry.Hooks) {
	h.Verifier("tensor.cast").CastCompatible = func(a, b ir.Type) bool {
		sa, okA := a.(ir.ShapedType)
		sb, okB := b.(ir.ShapedType)
		if !okA || !okB || !verify.IsTensor(a) || !verify.IsTensor(b) {
			return false
		}
		return sa.ElementType() == sb.ElementType() && verify.CompatibleShape(a, b)
	}
}

// opVerifiers: empty tensors, element accesses, slices.
func opVerifiers(h *registry.Hooks) {
	h.Verifier("tensor.empty").Op = func(o dialect.Checker) *diag.Diagnostic {
		rt, ok := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		if !ok {
			if len(o.Op().Results) == 1 {
				rt, ok = o.Op().Results[0].Type().(*ir.RankedTensorType)
			}
			if !ok {
				return nil
			}
		}
		return verify.DynamicSizes(o, rt.Shape, o.Operand("dynamicSizes"))
	}
	h.Verifier("tensor.extract").Op = func(o dialect.Checker) *diag.Diagnostic {
		rt, ok := verify.FirstType(o.Operand("tensor")).(*ir.RankedTensorType)
		if ok && len(o.Operand("indices")) != len(rt.Shape) {
			return o.Errorf("incorrect number of indices for extract_element")
		}
		return nil
	}
	h.Verifier("tensor.insert").Op = func(o dialect.Checker) *diag.Diagnostic {
		rt, ok := verify.FirstType(o.Operand("dest")).(*ir.RankedTensorType)
		if ok && len(o.Operand("indices")) != len(rt.Shape) {
			return o.Errorf("incorrect number of indices")
		}
		return nil
	}
	h.Verifier("tensor.extract_slice").MaxRanks = shared.SliceRanks("source")
	h.Verifier("tensor.extract_slice").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		res, ok := o.Op().Results[0].Type().(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		if d := sliceType(o, src.Elem, res); d != nil {
			return d
		}
		return inBoundsSlice(o, src.Shape)
	}
	h.Verifier("tensor.insert_slice").MaxRanks = shared.SliceRanks("result")
	h.Verifier("tensor.insert_slice").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok := verify.FirstType(o.Operand("source")).(*ir.RankedTensorType)
		dest, ok2 := verify.FirstType(o.Operand("dest")).(*ir.RankedTensorType)
		if !ok || !ok2 {
			return nil
		}
		if d := sliceType(o, dest.Elem, src); d != nil {
			return d
		}
		return inBoundsSlice(o, dest.Shape)
	}
}

// sliceType checks a slice's type against the static sizes, allowing
// rank reduction (produceSliceErrorMsg).
func sliceType(o dialect.Checker, elem ir.Type, got *ir.RankedTensorType) *diag.Diagnostic {
	sizes, ok := o.Attr("static_sizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	shape := make([]int64, len(sizes.Values))
	for i := range shape {
		shape[i] = sizes.Int(i)
	}
	expected := o.Context().RankedTensor(shape, elem, nil)
	if expected == ir.Type(got) {
		return nil
	}
	switch verify.RankReduced(shape, got.Shape) {
	case verify.SliceRankTooLarge:
		return o.EmitErrorf("expected rank to be smaller or equal to the other rank. ")
	case verify.SliceSizeMismatch:
		return o.EmitErrorf("expected type to be '%s' or a rank-reduced version. (size mismatch) ", verify.TypeString(expected))
	}
	if got.Elem != elem {
		return o.EmitErrorf("expected element type to be '%s'", verify.TypeString(elem))
	}
	return nil
}

// reshapeVerifiers: expand_shape and collapse_shape.
func reshapeVerifiers(h *registry.Hooks) {
	h.Verifier("tensor.expand_shape").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("src")).(*ir.RankedTensorType)
		res, ok2 := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		static, ok3 := o.Attr("static_output_shape").(*ir.DenseArrayAttr)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if len(static.Values) != len(res.Shape) {
			return o.Errorf("expected number of static shape dims to be equal to the output rank (%d) but found %d inputs instead", len(res.Shape), len(static.Values))
		}
		dynamic := 0
		for i := range static.Values {
			if static.Int(i) == ir.DynamicSize {
				dynamic++
			}
		}
		if n := len(o.Operand("output_shape")); n != dynamic {
			return o.Errorf("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", dynamic, n)
		}
		return tensorReshape(o, res, src, true)
	}
	h.Verifier("tensor.collapse_shape").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("src")).(*ir.RankedTensorType)
		res, ok2 := verify.FirstType(o.Result("result")).(*ir.RankedTensorType)
		if !ok1 || !ok2 {
			return nil
		}
		return tensorReshape(o, src, res, false)
	}
}

// tensorReshape is verifyTensorReshapeOp: ranks, reassociation, shapes,
// then the collapsed type.
func tensorReshape(o dialect.Checker, expanded, collapsed *ir.RankedTensorType, _ bool) *diag.Diagnostic {
	reassoc, ok := shared.Reassociation(o)
	if !ok {
		return nil
	}
	if len(expanded.Shape) < len(collapsed.Shape) {
		return o.Errorf("expected the expanded type, '%s' to have a higher (or same) rank than the collapsed type, '%s'.", verify.TypeString(expanded), verify.TypeString(collapsed))
	}
	if len(collapsed.Shape) != len(reassoc) {
		return o.Errorf("expected collapsed rank (%d) to equal the number of reassociation maps (%d).", len(collapsed.Shape), len(reassoc))
	}
	next := int64(0)
	for i, group := range reassoc {
		for _, d := range group {
			if d != next {
				return o.Errorf("expected reassociation map #%d to be valid and contiguous.", i)
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
				return o.Errorf("expected dimension %d of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic", i)
			}
			shape[i] = ir.DynamicSize
		} else {
			if collapsed.Shape[i] != prod {
				return o.Errorf("expected dimension %d of collapsed type to be static value of %d", i, prod)
			}
			shape[i] = prod
		}
		start += len(group)
	}
	if expanded.Elem != collapsed.Elem {
		want := o.Context().RankedTensor(shape, expanded.Elem, nil)
		return o.Errorf("expected collapsed type to be '%s', but got '%s'", verify.TypeString(want), verify.TypeString(collapsed))
	}
	return nil
}
