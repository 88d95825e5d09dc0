package verify

import "github.com/gomlir/gomlir/ir"

// memref: casts, allocations, accesses.

func init() {
	castCompatible["memref.cast"] = memrefCastCompatible
}

func memrefCastCompatible(a, b ir.Type) bool {
	aT, aRanked := a.(*ir.MemRefType)
	bT, bRanked := b.(*ir.MemRefType)
	if aRanked && bRanked {
		if aT.Elem != bT.Elem {
			return false
		}
		if aT.Layout != bT.Layout {
			as, aOff, okA := stridesAndOffset(aT)
			bs, bOff, okB := stridesAndOffset(bT)
			if okA && okB {
				if len(as) != len(bs) || !compatibleDim(aOff, bOff) {
					return false
				}
				for i := range as {
					if !compatibleDim(as[i], bs[i]) {
						return false
					}
				}
			}
		}
		if aT.MemorySpace != bT.MemorySpace {
			return false
		}
		return compatibleDims(aT.Shape, bT.Shape)
	}
	ua, aUnranked := a.(*ir.UnrankedMemRefType)
	ub, bUnranked := b.(*ir.UnrankedMemRefType)
	if !aRanked && !aUnranked || !bRanked && !bUnranked || aUnranked && bUnranked {
		return false
	}
	elem := func(rt *ir.MemRefType, ut *ir.UnrankedMemRefType) (ir.Type, ir.Attribute) {
		if rt != nil {
			return rt.Elem, rt.MemorySpace
		}
		return ut.Elem, ut.MemorySpace
	}
	ae, as := elem(aT, ua)
	be, bs := elem(bT, ub)
	return ae == be && as == bs
}

func compatibleDim(a, b int64) bool { return a == b || a == ir.DynamicSize || b == ir.DynamicSize }

// stridesAndOffset gives a memref's strides and offset when its layout is
// the identity or a strided layout; ok is false for other layouts.
func stridesAndOffset(t *ir.MemRefType) ([]int64, int64, bool) {
	switch l := t.Layout.(type) {
	case nil:
		strides := make([]int64, len(t.Shape))
		running := int64(1)
		for i := len(t.Shape) - 1; i >= 0; i-- {
			strides[i] = running
			if running == ir.DynamicSize || t.Shape[i] == ir.DynamicSize {
				running = ir.DynamicSize
			} else {
				running *= t.Shape[i]
			}
		}
		return strides, 0, true
	case *ir.StridedLayoutAttr:
		return l.Strides, l.Offset, true
	}
	return nil, 0, false
}
