package memref

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The reassociative reshapes (memref.expand_shape, memref.collapse_shape)
// and memref.transpose (MemRefOps.cpp's verify()).

func reshapeVerifiers(h *registry.Hooks) {
	h.Verifier("memref.expand_shape").Op = verifyExpandShape
	h.Verifier("memref.collapse_shape").Op = verifyCollapseShape
	h.Verifier("memref.transpose").Op = verifyTranspose
}

// collapsedShape is verifyCollapsedShape: one group per collapsed dim,
// contiguous indices inside the expanded rank, dynamic sizes where the
// group is dynamic, static sizes the group's product.
func collapsedShape(o dialect.Checker, collapsed, expanded []int64, groups [][]int64, multipleDynamic bool) *diag.Diagnostic {
	if len(collapsed) != len(groups) {
		return o.Errorf("invalid number of reassociation groups: found %d, expected %d", len(groups), len(collapsed))
	}
	next := int64(0)
	for ci, group := range groups {
		foundDynamic := false
		for _, d := range group {
			if d != next {
				return o.Errorf("reassociation indices must be contiguous")
			}
			next++
			if d >= int64(len(expanded)) {
				return o.Errorf("reassociation index %d is out of bounds", d)
			}
			if expanded[d] == ir.DynamicSize {
				// Unreachable from memref: both its callers allow several.
				if foundDynamic && !multipleDynamic {
					return o.Errorf("at most one dimension in a reassociation group may be dynamic")
				}
				foundDynamic = true
			}
		}
		if (collapsed[ci] == ir.DynamicSize) != foundDynamic {
			return o.Errorf("collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", ci)
		}
		if !foundDynamic {
			size := int64(1)
			for _, d := range group {
				size *= expanded[d]
			}
			if size != collapsed[ci] {
				return o.Errorf("collapsed dim size (%d) must equal reassociation group size (%d)", collapsed[ci], size)
			}
		}
	}
	if len(collapsed) == 0 {
		for _, d := range expanded {
			if d != 1 {
				return o.Errorf("rank 0 memrefs can only be extended/collapsed with/from ones")
			}
		}
	} else if next != int64(len(expanded)) {
		return o.Errorf("expanded rank (%d) inconsistent with number of reassociation indices (%d)", len(expanded), next)
	}
	return nil
}

// satMul multiplies two sizes or strides, dynamic when either is.
func satMul(a, b int64) int64 {
	if a == ir.DynamicSize || b == ir.DynamicSize {
		return ir.DynamicSize
	}
	return a * b
}

// expandedType is computeExpandedType: an identity source gives an
// identity result; otherwise each source stride spreads over its group
// (computeExpandedLayoutMap). ok is false when the source has no
// strides.
func expandedType(c *ir.Context, src *ir.MemRefType, shape []int64, groups [][]int64) (*ir.MemRefType, bool) {
	if id, _ := verify.LayoutIsIdentity(src); id {
		return c.MemRef(shape, src.Elem, nil, src.MemorySpace), true
	}
	strides, offset, ok := verify.StridedForm(src)
	if !ok || len(strides) != len(groups) {
		return nil, false
	}
	var reversed []int64
	idx := len(shape) - 1
	for g := len(groups) - 1; g >= 0; g-- {
		cur := strides[g]
		for range groups[g] {
			reversed = append(reversed, cur)
			if idx >= 0 {
				cur = satMul(cur, shape[idx])
			}
			idx--
		}
	}
	out := make([]int64, len(shape))
	for i := range out {
		out[i] = 1
	}
	for i := range reversed {
		if j := len(reversed) - 1 - i; j < len(out) {
			out[j] = reversed[i]
		}
	}
	return c.MemRef(shape, src.Elem, c.StridedLayout(offset, out), src.MemorySpace), true
}

func verifyExpandShape(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("src")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(o.Result("result")).(*ir.MemRefType)
	groups, ok3 := shared.Reassociation(o)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if r0, r1 := len(src.Shape), len(res.Shape); r0 > r1 {
		return o.Errorf("has source rank %d and result rank %d. This is not an expansion (%d > %d).", r0, r1, r0, r1)
	}
	if d := collapsedShape(o, src.Shape, res.Shape, groups, true); d != nil {
		return d
	}
	expected, ok := expandedType(o.Context(), src, res.Shape, groups)
	if !ok {
		if _, _, strided := verify.StridedForm(src); !strided {
			// Not a layout gomlir reads as strides: the operand's ODS
			// constraint (strided memref) rejects it first, unless it is
			// a map with symbols gomlir cannot read. Left to mlir-opt.
			return nil
		}
		// Unreachable: the operand's ODS constraint (strided memref)
		// rejects a source without strides first.
		return o.Errorf("invalid source layout map")
	}
	if expected != res {
		return o.Errorf("expected expanded type to be '%s' but found '%s'", verify.TypeString(expected), verify.TypeString(res))
	}
	static, ok := o.Attr("static_output_shape").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	if len(static.Values) != len(res.Shape) {
		return o.Errorf("expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead", len(res.Shape), len(static.Values))
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
	for pos, d := range res.Shape {
		if d != ir.DynamicSize && d != static.Int(pos) {
			return o.Errorf("invalid output shape provided at pos %d", pos)
		}
	}
	return nil
}

// collapsedLayout is computeCollapsedLayoutMap (not strict): a group's
// stride is that of its last dim not of size 1 (dynamic when that size
// is dynamic), and a group's dims must be contiguous wherever the
// strides tell. ok is false when they are not, or the source has no
// strides.
func collapsedLayout(c *ir.Context, src *ir.MemRefType, groups [][]int64) (*ir.StridedLayoutAttr, bool) {
	strides, offset, ok := verify.StridedForm(src)
	if !ok {
		return nil, false
	}
	shape := src.Shape
	result := make([]int64, 0, len(groups))
	for _, g := range groups {
		ref := g
		for len(ref) > 1 && shape[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		last := ref[len(ref)-1]
		if shape[last] != ir.DynamicSize || len(ref) == 1 {
			result = append(result, strides[last])
		} else {
			result = append(result, ir.DynamicSize)
		}
	}
	for gi := len(groups) - 1; gi >= 0; gi-- {
		g := groups[gi]
		stride := result[gi]
		for k := len(g) - 1; k >= 1; k-- {
			idx := g[k]
			stride = satMul(stride, shape[idx])
			// A dim of size 1 has a meaningless stride.
			if shape[idx-1] == 1 {
				continue
			}
			src := strides[idx-1]
			if stride != ir.DynamicSize && src != ir.DynamicSize && stride != src {
				return nil, false
			}
		}
	}
	return c.StridedLayout(offset, result), true
}

func verifyCollapseShape(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("src")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(o.Result("result")).(*ir.MemRefType)
	groups, ok3 := shared.Reassociation(o)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if r0, r1 := len(src.Shape), len(res.Shape); r0 < r1 {
		return o.Errorf("has source rank %d and result rank %d. This is not a collapse (%d < %d).", r0, r1, r0, r1)
	}
	if d := collapsedShape(o, res.Shape, src.Shape, groups, true); d != nil {
		return d
	}
	for _, g := range groups {
		if len(g) == 0 {
			// An empty group reaches no dimension; upstream reads past
			// it (ReassociationIndices.back()). Left to mlir-opt.
			return nil
		}
	}
	var expected *ir.MemRefType
	if id, _ := verify.LayoutIsIdentity(src); id {
		expected = o.Context().MemRef(res.Shape, src.Elem, nil, src.MemorySpace)
	} else {
		layout, ok := collapsedLayout(o.Context(), src, groups)
		if _, _, strided := verify.StridedForm(src); !strided {
			// As in verifyExpandShape: the ODS constraint or mlir-opt.
			return nil
		}
		if !ok {
			return o.Errorf("invalid source layout map or collapsing non-contiguous dims")
		}
		expected = o.Context().MemRef(res.Shape, src.Elem, layout, src.MemorySpace)
	}
	if expected != res {
		return o.Errorf("expected collapsed type to be '%s' but found '%s'", verify.TypeString(expected), verify.TypeString(res))
	}
	return nil
}

// isPermutation is AffineMap::isPermutation.
func isPermutation(m *ir.AffineMap) bool {
	if m.NumDims != len(m.Results) || m.NumSyms > 0 {
		return false
	}
	seen := make([]bool, m.NumDims)
	for _, r := range m.Results {
		d, ok := r.(*ir.AffineDimExpr)
		if !ok || d.Pos >= m.NumDims || seen[d.Pos] {
			return false
		}
		seen[d.Pos] = true
	}
	return true
}

func verifyTranspose(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("in")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(verify.ResultValues(o.Op())).(*ir.MemRefType)
	perm, ok3 := o.Attr("permutation").(*ir.AffineMapAttr)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	pm := perm.Map
	if !isPermutation(pm) {
		return o.Errorf("expected a permutation map")
	}
	if pm.NumDims != len(src.Shape) {
		return o.Errorf("expected a permutation map of same rank as the input")
	}
	strides, offset, ok := verify.StridedForm(src)
	if !ok {
		return nil
	}
	// inferTransposeResultType: the sizes and strides permuted.
	shape := make([]int64, len(pm.Results))
	permuted := make([]int64, len(pm.Results))
	for i, r := range pm.Results {
		p := r.(*ir.AffineDimExpr).Pos
		shape[i], permuted[i] = src.Shape[p], strides[p]
	}
	same, known := sameStridedLayout(res, shape, permuted, offset)
	if !known || same && ir.Type(res.Elem) == src.Elem && res.MemorySpace == src.MemorySpace && verify.EqualDims(res.Shape, shape) {
		return nil
	}
	canonical := canonicalStrided(o.Context(), shape, src.Elem, permuted, offset, src.MemorySpace)
	return o.Errorf("result type '%s' is not equivalent to the canonical transposed input type '%s'", verify.TypeString(res), verify.TypeString(canonical))
}

// sameStridedLayout tells whether a memref's layout, canonicalized, is
// that of the strides and offset given; known is false when gomlir
// cannot read the memref's layout.
func sameStridedLayout(m *ir.MemRefType, shape, strides []int64, offset int64) (same, known bool) {
	got, gotOffset, ok := verify.StridedForm(m)
	if !ok {
		return false, false
	}
	wantID := offset == 0 && verify.ContiguousStrides(shape, strides)
	gotID := gotOffset == 0 && verify.ContiguousStrides(m.Shape, got)
	if wantID || gotID {
		return wantID && gotID, true
	}
	return gotOffset == offset && verify.EqualDims(got, strides), true
}

// canonicalStrided is a memref with a strided layout as
// canonicalizeStridedLayout gives it: no layout when contiguous,
// otherwise the layout's affine map.
func canonicalStrided(c *ir.Context, shape []int64, elem ir.Type, strides []int64, offset int64, space ir.Attribute) *ir.MemRefType {
	if offset == 0 && verify.ContiguousStrides(shape, strides) {
		return c.MemRef(shape, elem, nil, space)
	}
	return c.MemRef(shape, elem, c.AffineMapAttr(verify.StridedLayoutMap(c, strides, offset)), space)
}
