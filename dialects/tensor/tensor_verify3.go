package tensor

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// inBoundsSlice is verifyInBoundsSlice (ViewLikeInterface.cpp): each
// static offset of a static dimension lies inside it, and so does the
// last element the slice reaches when its offset, size and stride are
// static. The error is mlir-opt's emitError, without the op's name.
func inBoundsSlice(o dialect.Checker, shape []int64) *diag.Diagnostic {
	offsets, ok1 := staticInts(o.Attr("static_offsets"))
	sizes, ok2 := staticInts(o.Attr("static_sizes"))
	strides, ok3 := staticInts(o.Attr("static_strides"))
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	for i, dim := range shape {
		if i >= len(offsets) || i >= len(sizes) || i >= len(strides) {
			break
		}
		if dim == ir.DynamicSize {
			continue
		}
		offset, size, stride := offsets[i], sizes[i], strides[i]
		if offset != ir.DynamicSize && offset >= dim {
			return o.EmitErrorf("offset %d is out-of-bounds: %d >= %d", i, offset, dim)
		}
		if offset == ir.DynamicSize || size == ir.DynamicSize || stride == ir.DynamicSize {
			continue
		}
		if last := offset + (size-1)*stride; last >= dim {
			return o.EmitErrorf("slice along dimension %d runs out-of-bounds: %d >= %d", i, last, dim)
		}
	}
	return nil
}

// staticInts are the values of a dense i64 array attribute.
func staticInts(a ir.Attribute) ([]int64, bool) {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(d.Values))
	for i := range out {
		out[i] = d.Int(i)
	}
	return out, true
}

// inParallelParent is tensor.parallel_insert_slice's first check: its
// parent implements InParallelOpInterface (scf.forall.in_parallel). The
// message prints the parent op as a diagnostic prints an op.
func inParallelParent(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if op.Parent == nil || op.Parent.Parent == nil || op.Parent.Parent.Parent == nil {
		return nil
	}
	parent := op.Parent.Parent.Parent
	if o.HasTrait(parent.Name, "InParallelOpInterface") {
		return nil
	}
	return o.EmitErrorf("expected InParallelOpInterface parent, got:\n%s", verify.OpString(parent))
}
