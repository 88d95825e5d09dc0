package memref

import (
	"fmt"
	"github.com/gomlir/gomlir/dialects/registry"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// memref: casts, allocations, accesses.

func memrefVerifiers(h *registry.Hooks) {
	h.Verifier("memref.cast").CastCompatible = memrefCastCompatible
	h.Verifier("memref.global").Op = func(o dialect.Checker) *diag.Diagnostic {
		ta, ok := o.Attr("type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		mt, ok := ta.Type.(*ir.MemRefType)
		if !ok || !verify.StaticShape(mt.Shape) {
			return o.Errorf("type should be static shaped memref, but got '%s'", verify.TypeString(ta.Type))
		}
		init := o.Attr("initial_value")
		switch v := init.(type) {
		case nil, *ir.UnitAttr:
		case *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
			st, ok := v.(ir.TypedAttr).AttrType().(ir.ShapedType)
			if !ok {
				return nil
			}
			if st.ElementType() != mt.Elem {
				return o.Errorf("initial value element expected to be of type '%s', but was of type '%s'", verify.TypeString(mt.Elem), verify.TypeString(st.ElementType()))
			}
			if dims, _ := st.Dims(); !verify.EqualDims(dims, mt.Shape) {
				return o.Errorf("initial value shape expected to be %s but was %s", joinDims(mt.Shape), joinDims(dims))
			}
		default:
			return o.Errorf("initial value should be a unit or elements attribute, but got %s", verify.AttrString(init))
		}
		return nil
	}
	h.Verifier("memref.assume_alignment").Op = func(o dialect.Checker) *diag.Diagnostic {
		if src := verify.FirstType(o.Operand("memref")); src != nil {
			return verify.Inferred(o, []ir.Type{src})
		}
		return nil
	}
	h.Verifier("memref.extract_strided_metadata").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok := verify.FirstType(o.Operand("source")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		ctx := o.Context()
		inferred := []ir.Type{ctx.MemRef(nil, src.Elem, nil, src.MemorySpace), ctx.Index()}
		for range 2 * len(src.Shape) {
			inferred = append(inferred, ctx.Index())
		}
		return verify.Inferred(o, inferred)
	}
}

// joinDims is a shape as mlir-opt prints an ArrayRef<int64_t>: 4, 8.
func joinDims(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = fmt.Sprint(d)
	}
	return strings.Join(parts, ", ")
}

func memrefCastCompatible(a, b ir.Type) bool {
	aT, aRanked := a.(*ir.MemRefType)
	bT, bRanked := b.(*ir.MemRefType)
	if aRanked && bRanked {
		if aT.Elem != bT.Elem {
			return false
		}
		if aT.Layout != bT.Layout {
			as, aOff, okA := verify.StridesAndOffset(aT)
			bs, bOff, okB := verify.StridesAndOffset(bT)
			if okA && okB {
				if len(as) != len(bs) || !verify.CompatibleDim(aOff, bOff) {
					return false
				}
				for i := range as {
					if !verify.CompatibleDim(as[i], bs[i]) {
						return false
					}
				}
			}
		}
		if aT.MemorySpace != bT.MemorySpace {
			return false
		}
		return verify.CompatibleDims(aT.Shape, bT.Shape)
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

// memrefAllocAccessVerifiers: allocations, loads and stores, views.
func memrefAllocAccessVerifiers(h *registry.Hooks) {
	allocLike := func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Results) != 1 {
			return nil
		}
		mt, ok := o.Op().Results[0].Type().(*ir.MemRefType)
		if !ok { // unreachable: the result's ODS constraint is a memref
			return o.Errorf("result must be a memref")
		}
		if d := verify.DynamicSizes(o, mt.Shape, o.Operand("dynamicSizes")); d != nil {
			return d
		}
		symbols := 0
		if am, ok := mt.Layout.(*ir.AffineMapAttr); ok {
			symbols = am.Map.NumSyms
		}
		if n := len(o.Operand("symbolOperands")); n != symbols {
			return o.Errorf("symbol operand count does not equal memref symbol count: expected %d, got %d", symbols, n)
		}
		return nil
	}
	h.Verifier("memref.alloc").Op = allocLike
	h.Verifier("memref.alloca").Op = allocLike
	h.Verifier("memref.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if n := len(o.Operand("indices")); n != len(mt.Shape) {
			return o.Errorf("incorrect number of indices for load, expected %d but got %d", len(mt.Shape), n)
		}
		return nil
	}
	h.Verifier("memref.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if len(o.Operand("indices")) != len(mt.Shape) {
			return o.Errorf("store index operand count not equal to memref rank")
		}
		return nil
	}
	// One offset, a size and a stride per dimension of the result.
	h.Verifier("memref.reinterpret_cast").MaxRanks = func(o dialect.Checker) ([3]int, bool) {
		shape, ok := verify.ShapeOf(verify.FirstType(verify.ResultValues(o.Op())))
		return [3]int{1, len(shape), len(shape)}, ok
	}
	h.Verifier("memref.reinterpret_cast").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok := verify.FirstType(o.Operand("source")).(ir.ShapedType)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		res, ok := o.Op().Results[0].Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		srcSpace, _ := memorySpace(src)
		if srcSpace != res.MemorySpace {
			return o.EmitErrorf("different memory spaces specified for source type '%s' and result memref type '%s'", verify.TypeString(src), verify.TypeString(res))
		}
		if src.ElementType() != res.Elem {
			return o.EmitErrorf("different element types specified for source type '%s' and result memref type '%s'", verify.TypeString(src), verify.TypeString(res))
		}
		sizes, _ := o.Attr("static_sizes").(*ir.DenseArrayAttr)
		offsets, _ := o.Attr("static_offsets").(*ir.DenseArrayAttr)
		strides, _ := o.Attr("static_strides").(*ir.DenseArrayAttr)
		if sizes == nil || offsets == nil || strides == nil {
			return nil
		}
		for i := 0; i < len(res.Shape) && i < len(sizes.Values); i++ {
			if want := sizes.Int(i); res.Shape[i] != ir.DynamicSize && res.Shape[i] != want {
				return o.EmitErrorf("expected result type with size = %s instead of %d in dim = %d", staticOrDynamic(want), res.Shape[i], i)
			}
		}
		rs, roff, ok := verify.StridesAndOffset(res)
		if !ok {
			return nil
		}
		if len(offsets.Values) > 0 {
			if want := offsets.Int(0); roff != ir.DynamicSize && roff != want {
				return o.EmitErrorf("expected result type with offset = %s instead of %d", staticOrDynamic(want), roff)
			}
		}
		for i := 0; i < len(rs) && i < len(strides.Values); i++ {
			if want := strides.Int(i); rs[i] != ir.DynamicSize && rs[i] != want {
				return o.EmitErrorf("expected result type with stride = %s instead of %d in dim = %d", staticOrDynamic(want), rs[i], i)
			}
		}
		return nil
	}
	h.Verifier("memref.subview").MaxRanks = shared.SliceRanks("source")
	h.Verifier("memref.subview").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok := verify.FirstType(o.Operand("source")).(*ir.MemRefType)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		res, ok := o.Op().Results[0].Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		sizes, _ := o.Attr("static_sizes").(*ir.DenseArrayAttr)
		offsets, _ := o.Attr("static_offsets").(*ir.DenseArrayAttr)
		strides, _ := o.Attr("static_strides").(*ir.DenseArrayAttr)
		srcStrides, srcOff, ok := verify.StridesAndOffset(src)
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
		ctx := o.Context()
		expected := ctx.MemRef(shape, src.Elem, ctx.StridedLayout(off, outStrides), src.MemorySpace)
		got := "', but got '" + verify.TypeString(res) + "'"
		switch verify.RankReduced(shape, res.Shape) {
		case verify.SliceRankTooLarge:
			return o.EmitErrorf("expected result rank to be smaller or equal to the source rank, but got '%s'", verify.TypeString(res))
		case verify.SliceSizeMismatch:
			return o.EmitErrorf("expected result type to be '%s' or a rank-reduced version. (mismatch of result sizes%s", verify.TypeString(expected), ")"+got[1:])
		}
		if res.Elem != src.Elem {
			return o.EmitErrorf("expected result element type to be '%s', but got '%s'", verify.TypeString(src.Elem), verify.TypeString(res))
		}
		if res.MemorySpace != src.MemorySpace { // unreachable: checked above in other words
			return o.EmitErrorf("expected result and source memory spaces to match, but got '%s'", verify.TypeString(res))
		}
		if len(res.Shape) != len(shape) {
			return nil // rank-reduced: the strides of the dropped dims are not checked here
		}
		rs, roff, ok := verify.StridesAndOffset(res)
		layout := false
		if ok {
			layout = !verify.CompatibleDim(roff, off)
			for i := range rs {
				layout = layout || !verify.CompatibleDim(rs[i], outStrides[i])
			}
		}
		if layout {
			return o.EmitErrorf("expected result type to be '%s' or a rank-reduced version. (mismatch of result layout%s", verify.TypeString(expected), ")"+got[1:])
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

// memref.get_global's symbol use.
func memrefSymbolVerifiers(h *registry.Hooks) {
	h.Verifier("memref.get_global").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("name").(*ir.SymbolRefAttr)
		if !ok {
			return nil
		}
		g := s.LookupNearest(o.Op(), ref)
		if g == nil || g.Name != "memref.global" {
			return o.Errorf("'%s' does not reference a valid global memref", ref.Root)
		}
		ta, ok := verify.InherentAttr(g, "type").(*ir.TypeAttr)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		if rt := o.Op().Results[0].Type(); rt != ta.Type {
			return o.Errorf("result type '%s' does not match type '%s' of the global memref @%s",
				verify.TypeString(rt), verify.TypeString(ta.Type), ref.Root)
		}
		return nil
	}
}
