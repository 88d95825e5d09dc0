package verify

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
)

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

func init() {
	allocLike := func(o *opCtx) *diagnostic {
		if len(o.op.Results) != 1 {
			return nil
		}
		mt, ok := o.op.Results[0].Type().(*ir.MemRefType)
		if !ok {
			return o.errorf("result must be a memref")
		}
		if d := dynamicSizes(o, mt.Shape, o.operand("dynamicSizes")); d != nil {
			return d
		}
		symbols := 0
		if am, ok := mt.Layout.(*ir.AffineMapAttr); ok {
			symbols = am.Map.NumSyms
		}
		if n := len(o.operand("symbolOperands")); n != symbols {
			return o.errorf("symbol operand count does not equal memref symbol count: expected %d, got %d", symbols, n)
		}
		return nil
	}
	opVerifiers["memref.alloc"] = allocLike
	opVerifiers["memref.alloca"] = allocLike
	opVerifiers["memref.load"] = func(o *opCtx) *diagnostic {
		mt, ok := firstType(o.operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if n := len(o.operand("indices")); n != len(mt.Shape) {
			return o.errorf("incorrect number of indices for load, expected %d but got %d", len(mt.Shape), n)
		}
		return nil
	}
	opVerifiers["memref.store"] = func(o *opCtx) *diagnostic {
		mt, ok := firstType(o.operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if len(o.operand("indices")) != len(mt.Shape) {
			return o.errorf("store index operand count not equal to memref rank")
		}
		return nil
	}
	opVerifiers["memref.reinterpret_cast"] = func(o *opCtx) *diagnostic {
		src, ok := firstType(o.operand("source")).(ir.ShapedType)
		if !ok || len(o.op.Results) != 1 {
			return nil
		}
		res, ok := o.op.Results[0].Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		srcSpace, _ := memorySpace(src)
		if srcSpace != res.MemorySpace {
			return opErr(o.op, "different memory spaces specified for source type '%s' and result memref type '%s'", typeString(src), typeString(res))
		}
		if src.ElementType() != res.Elem {
			return opErr(o.op, "different element types specified for source type '%s' and result memref type '%s'", typeString(src), typeString(res))
		}
		sizes, _ := o.attr("static_sizes").(*ir.DenseArrayAttr)
		offsets, _ := o.attr("static_offsets").(*ir.DenseArrayAttr)
		strides, _ := o.attr("static_strides").(*ir.DenseArrayAttr)
		if sizes == nil || offsets == nil || strides == nil {
			return nil
		}
		for i := 0; i < len(res.Shape) && i < len(sizes.Values); i++ {
			if want := sizes.Int(i); res.Shape[i] != ir.DynamicSize && res.Shape[i] != want {
				return opErr(o.op, "expected result type with size = %s instead of %d in dim = %d", staticOrDynamic(want), res.Shape[i], i)
			}
		}
		rs, roff, ok := stridesAndOffset(res)
		if !ok {
			return nil
		}
		if len(offsets.Values) > 0 {
			if want := offsets.Int(0); roff != ir.DynamicSize && roff != want {
				return opErr(o.op, "expected result type with offset = %s instead of %d", staticOrDynamic(want), roff)
			}
		}
		for i := 0; i < len(rs) && i < len(strides.Values); i++ {
			if want := strides.Int(i); rs[i] != ir.DynamicSize && rs[i] != want {
				return opErr(o.op, "expected result type with stride = %s instead of %d in dim = %d", staticOrDynamic(want), rs[i], i)
			}
		}
		return nil
	}
	opVerifiers["memref.subview"] = func(o *opCtx) *diagnostic {
		src, ok := firstType(o.operand("source")).(*ir.MemRefType)
		if !ok || len(o.op.Results) != 1 {
			return nil
		}
		res, ok := o.op.Results[0].Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		sizes, _ := o.attr("static_sizes").(*ir.DenseArrayAttr)
		offsets, _ := o.attr("static_offsets").(*ir.DenseArrayAttr)
		strides, _ := o.attr("static_strides").(*ir.DenseArrayAttr)
		srcStrides, srcOff, ok := stridesAndOffset(src)
		if sizes == nil || offsets == nil || strides == nil || !ok || len(srcStrides) != len(sizes.Values) ||
			len(offsets.Values) != len(sizes.Values) || len(strides.Values) != len(sizes.Values) {
			return nil
		}
		// The type of the subview without rank reduction.
		shape := make([]int64, len(sizes.Values))
		outStrides := make([]int64, len(sizes.Values))
		off := srcOff
		for i := range shape {
			shape[i] = sizes.Int(i)
			outStrides[i] = mulDyn(srcStrides[i], strides.Int(i))
			off = addDyn(off, mulDyn(offsets.Int(i), srcStrides[i]))
		}
		ctx := o.r.c.ctx
		expected := ctx.MemRef(shape, src.Elem, ctx.StridedLayout(off, outStrides), src.MemorySpace)
		got := "', but got '" + typeString(res) + "'"
		switch rankReduced(shape, res.Shape) {
		case sliceRankTooLarge:
			return opErr(o.op, "expected result rank to be smaller or equal to the source rank, but got '%s'", typeString(res))
		case sliceSizeMismatch:
			return opErr(o.op, "expected result type to be '%s' or a rank-reduced version. (mismatch of result sizes%s", typeString(expected), ")"+got[1:])
		}
		if res.Elem != src.Elem {
			return opErr(o.op, "expected result element type to be '%s', but got '%s'", typeString(src.Elem), typeString(res))
		}
		if res.MemorySpace != src.MemorySpace {
			return opErr(o.op, "expected result and source memory spaces to match, but got '%s'", typeString(res))
		}
		if len(res.Shape) != len(shape) {
			return nil // rank-reduced: the strides of the dropped dims are not checked here
		}
		rs, roff, ok := stridesAndOffset(res)
		layout := false
		if ok {
			layout = !compatibleDim(roff, off)
			for i := range rs {
				layout = layout || !compatibleDim(rs[i], outStrides[i])
			}
		}
		if layout {
			return opErr(o.op, "expected result type to be '%s' or a rank-reduced version. (mismatch of result layout%s", typeString(expected), ")"+got[1:])
		}
		return nil
	}
}

func staticOrDynamic(n int64) string {
	if n == ir.DynamicSize {
		return "dynamic"
	}
	return fmt.Sprint(n)
}

func mulDyn(a, b int64) int64 {
	if a == ir.DynamicSize || b == ir.DynamicSize {
		return ir.DynamicSize
	}
	return a * b
}

func addDyn(a, b int64) int64 {
	if a == ir.DynamicSize || b == ir.DynamicSize {
		return ir.DynamicSize
	}
	return a + b
}

func memorySpace(t ir.Type) (ir.Attribute, bool) {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.MemorySpace, true
	case *ir.UnrankedMemRefType:
		return t.MemorySpace, true
	}
	return nil, false
}

// firstType is the type of the first value, or nil.
func firstType(vs []ir.Value) ir.Type {
	if len(vs) == 0 {
		return nil
	}
	return vs[0].Type()
}

// dynamicSizes is verifyDynamicDimensionCount: one operand per `?`.
func dynamicSizes(o *opCtx, shape []int64, sizes []ir.Value) *diagnostic {
	n := 0
	for _, d := range shape {
		if d == ir.DynamicSize {
			n++
		}
	}
	if len(sizes) != n {
		return o.errorf("incorrect number of dynamic sizes, has %d, expected %d", len(sizes), n)
	}
	return nil
}

type sliceResult int

const (
	sliceOK sliceResult = iota
	sliceRankTooLarge
	sliceSizeMismatch
)

// rankReduced is isRankReducedType's shape part: candidate is original
// with some 1s dropped.
func rankReduced(original, candidate []int64) sliceResult {
	if len(candidate) > len(original) {
		return sliceRankTooLarge
	}
	j := 0
	for _, d := range original {
		if j < len(candidate) && d == candidate[j] {
			j++
			continue
		}
		if d != 1 {
			return sliceSizeMismatch
		}
	}
	if j != len(candidate) {
		return sliceSizeMismatch
	}
	return sliceOK
}
