package verify

import (
	"github.com/gomlir/gomlir/ir"
)

// Layout helpers of the vector, memref and builtin verifiers (vcore):
// what MLIR's MemRefLayoutAttrInterface::isIdentity and
// canonicalizeStridedLayout tell of a memref's layout.

// ContiguousStrides reports whether strides are the row-major strides
// of shape (a dynamic size makes the strides before it unknowable).
func ContiguousStrides(shape, strides []int64) bool {
	if len(strides) != len(shape) {
		return false
	}
	running := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		if running == ir.DynamicSize || strides[i] != running {
			return false
		}
		if shape[i] == ir.DynamicSize {
			running = ir.DynamicSize
		} else {
			running *= shape[i]
		}
	}
	return true
}

// LayoutIsIdentity is MemRefLayoutAttrInterface::isIdentity of a
// memref's layout: no layout, or a layout whose affine map is the
// identity. A strided layout's map is offset + sum(d_i * stride_i): the
// identity only for rank 1, offset 0, stride 1. known is false for a
// layout gomlir cannot read.
func LayoutIsIdentity(m *ir.MemRefType) (id, known bool) {
	switch l := m.Layout.(type) {
	case nil:
		return true, true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity(), true
	case *ir.StridedLayoutAttr:
		return l.Offset == 0 && len(l.Strides) == 1 && l.Strides[0] == 1, true
	}
	return false, false
}

// LinearLayout reads a one-result layout map without symbols as
// sum(strides[i] * d_i) + offset; ok is false for another map.
func LinearLayout(m *ir.AffineMap) (strides []int64, offset int64, ok bool) {
	if len(m.Results) != 1 || m.NumSyms != 0 {
		return nil, 0, false
	}
	strides = make([]int64, m.NumDims)
	var walk func(e ir.AffineExpr, scale int64) bool
	walk = func(e ir.AffineExpr, scale int64) bool {
		switch e := e.(type) {
		case *ir.AffineDimExpr:
			if e.Pos >= m.NumDims {
				return false
			}
			strides[e.Pos] += scale
			return true
		case *ir.AffineConstantExpr:
			offset += scale * e.Value
			return true
		case *ir.AffineBinaryExpr:
			switch e.Kind {
			case ir.AffineAddKind:
				return walk(e.LHS, scale) && walk(e.RHS, scale)
			case ir.AffineMulKind:
				if c, isC := e.RHS.(*ir.AffineConstantExpr); isC {
					return walk(e.LHS, scale*c.Value)
				}
				if c, isC := e.LHS.(*ir.AffineConstantExpr); isC {
					return walk(e.RHS, scale*c.Value)
				}
			}
		}
		return false
	}
	if !walk(m.Results[0], 1) {
		return nil, 0, false
	}
	return strides, offset, true
}

// StridedForm gives a memref's layout as strides and offset: its
// strided layout, the contiguous strides of no layout, or the strides a
// linear map without symbols reads as; ok is false otherwise.
func StridedForm(m *ir.MemRefType) (strides []int64, offset int64, ok bool) {
	if l, isMap := m.Layout.(*ir.AffineMapAttr); isMap {
		if l.Map.IsIdentity() {
			return StridesAndOffset(&ir.MemRefType{Shape: m.Shape})
		}
		return LinearLayout(l.Map)
	}
	return StridesAndOffset(m)
}

// CanonicalIsIdentity tells whether canonicalizeStridedLayout drops a
// memref's layout: it is (or simplifies to) the canonical contiguous
// layout of its shape. known is false when gomlir cannot tell.
func CanonicalIsIdentity(m *ir.MemRefType) (id, known bool) {
	if m.Layout == nil {
		return true, true
	}
	if l, isMap := m.Layout.(*ir.AffineMapAttr); isMap && l.Map.IsIdentity() {
		return true, true
	}
	strides, offset, ok := StridedForm(m)
	if !ok {
		return false, false
	}
	if !StaticShape(m.Shape) {
		return false, false
	}
	return offset == 0 && ContiguousStrides(m.Shape, strides), true
}

// StridedLayoutMap is makeStridedLinearLayoutMap: offset + sum(d_i *
// stride_i), a symbol for each dynamic value (the offset's first), built
// with the affine simplifications of construction.
func StridedLayoutMap(c *ir.Context, strides []int64, offset int64) *ir.AffineMap {
	nSyms := 0
	var expr ir.AffineExpr
	if offset == ir.DynamicSize {
		expr = c.AffineSym(nSyms)
		nSyms++
	} else {
		expr = c.AffineConst(offset)
	}
	for i, s := range strides {
		var mult ir.AffineExpr
		if s == ir.DynamicSize {
			mult = c.AffineSym(nSyms)
			nSyms++
		} else {
			mult = c.AffineConst(s)
		}
		expr = c.AffineAdd(expr, c.AffineMul(c.AffineDim(i), mult))
	}
	return c.AffineMapGet(len(strides), nSyms, []ir.AffineExpr{expr})
}
