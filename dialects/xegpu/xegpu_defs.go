package xegpu

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of xegpu's attributes and types (XeGPUDialect.cpp, as
// LLVM 22 has it), each check in mlir-opt's order and words. Every value
// is reported at the `<` after its mnemonic (the ODS parsers' getChecked)
// but !xegpu.tensor_desc's, which its hand-written parser makes at its
// name.

func defVerifiers(h *registry.Hooks) {
	h.AttrVerifier("xegpu", "scatter_tdesc_attr", func(a ir.Attribute) *dialect.DataError {
		// ScatterTensorDescAttr::verify: chunk_size (default 1) positive.
		if n, ok := intParam(a.(*ir.DialectAttr).Params, "chunk_size", 1); ok && n <= 0 {
			return dialect.DefError("invalid chunk size")
		}
		return nil
	})
	h.AttrVerifier("xegpu", "layout", func(a ir.Attribute) *dialect.DataError {
		if msg := verifyLayout(readLayoutParams(a.(*ir.DialectAttr).Params)); msg != "" {
			return dialect.DefError(msg)
		}
		return nil
	})
	h.AttrVerifier("xegpu", "slice", verifySlice)
	h.AttrVerifier("xegpu", "range", func(a ir.Attribute) *dialect.DataError {
		ps := a.(*ir.DialectAttr).Params
		start, ok1 := ps.Attr("start").(*ir.IntegerAttr)
		end, ok2 := ps.Attr("end").(*ir.IntegerAttr)
		if !ok1 || !ok2 {
			return nil
		}
		if s, e := start.Int64(), end.Int64(); s >= e {
			return dialect.DefError(fmt.Sprintf("'end' : %d must be greater than 'start' : %d", e, s))
		}
		return nil
	})
	h.TypeVerifier("xegpu", "tensor_desc", verifyTensorDesc)
}

// intParam is the integer of parameter name (an IntegerAttr, or an
// integer), def when the parameter is left out; ok is false when it is
// neither.
func intParam(ps ir.Params, name string, def int64) (int64, bool) {
	p := ps.Get(name)
	if p == nil || p.Kind == ir.ParamAbsent {
		return def, true
	}
	switch p.Kind {
	case ir.ParamInt:
		return p.Int, true
	case ir.ParamAttr:
		if ia, ok := p.Attr.(*ir.IntegerAttr); ok {
			return ia.Int64(), true
		}
	}
	return 0, false
}

// xegpuAttr returns a when it is xegpu's attribute mnemonic, else nil.
func xegpuAttr(a ir.Attribute, mnemonic string) *ir.DialectAttr {
	if da, ok := a.(*ir.DialectAttr); ok && da.Dialect == "xegpu" && da.Mnemonic() == mnemonic {
		return da
	}
	return nil
}

// intList is an optional DenseI32ArrayAttr (or DenseI64ArrayAttr)
// parameter: set says whether the attribute is there (C++'s non-null
// attribute), v its values.
type intList struct {
	set bool
	v   []int64
}

func arrayParam(ps ir.Params, name string) intList {
	da, ok := ps.Attr(name).(*ir.DenseArrayAttr)
	if !ok {
		return intList{}
	}
	l := intList{set: true, v: make([]int64, len(da.Values))}
	for i := range da.Values {
		l.v[i] = da.Int(i)
	}
	return l
}

// layoutParams are a #xegpu.layout's parameters.
type layoutParams struct {
	sgLayout, sgData, instData, laneLayout, laneData, order intList
}

func readLayoutParams(ps ir.Params) layoutParams {
	return layoutParams{arrayParam(ps, "sg_layout"), arrayParam(ps, "sg_data"), arrayParam(ps, "inst_data"),
		arrayParam(ps, "lane_layout"), arrayParam(ps, "lane_data"), arrayParam(ps, "order")}
}

// rank is LayoutAttr::getRank.
func (l layoutParams) rank() int64 {
	switch {
	case l.sgLayout.set:
		return int64(len(l.sgLayout.v))
	case l.instData.set:
		return int64(len(l.instData.v))
	case l.laneLayout.set:
		return int64(len(l.laneLayout.v))
	}
	return 0
}

// verifyLayout is LayoutAttr::verify: its message, "" when sound.
func verifyLayout(l layoutParams) string {
	sg, sgData, inst, lane, laneData, order := l.sgLayout, l.sgData, l.instData, l.laneLayout, l.laneData, l.order
	switch {
	case !sg.set && !inst.set && !lane.set:
		return "expected at least one of sg_layout, inst_data or lane_layout"
	case sg.set && inst.set && len(sg.v) != len(inst.v):
		return "expected sg_layout and inst_data to have the same rank"
	case sg.set && lane.set && len(sg.v) != len(lane.v):
		return "expected sg_layout and lane_layout to have the same rank"
	case inst.set && lane.set && len(inst.v) != len(lane.v):
		return fmt.Sprintf("expected inst_data and lane_layout to have the same rank, got inst_data %d, lane_layout %d", len(inst.v), len(lane.v))
	}
	if sgData.set {
		if !sg.set {
			return "expected sg_layout being used with sg_data"
		}
		if len(sgData.v) != len(sg.v) {
			return "expected sg_data and sg_layout to have the same rank"
		}
	}
	if laneData.set {
		if !lane.set {
			return "expected lane_layout being used with lane_data"
		}
		if len(laneData.v) != len(lane.v) {
			return "expected lane_data and lane_layout to have the same rank"
		}
	}
	if order.set {
		if !sg.set && !lane.set {
			return "expected sg_layout/lane_layout being used with order"
		}
		if sg.set && len(order.v) != len(sg.v) {
			return "expected order and sg_layout to have the same rank"
		}
		if lane.set && len(order.v) != len(lane.v) {
			return "expected order and lane_layout to have the same rank"
		}
	}
	return ""
}

// distLayout is a DistributeLayoutAttr (#xegpu.layout or #xegpu.slice)
// as the verifiers read it: its effective lists (a slice's are its
// flattened parent layout's without the sliced dims), its rank and
// whether it is a workgroup layout (its layout has sg_layout).
type distLayout struct {
	sgLayout, sgData, instData, laneLayout, laneData []int64
	rank                                             int64
	workgroup                                        bool
}

// readDistLayout reads a as a DistributeLayoutAttr; ok is false when it
// is none, or a slice gomlir cannot flatten (a malformed one, which its
// own verifier rejects first).
func readDistLayout(a ir.Attribute) (distLayout, bool) {
	if da := xegpuAttr(a, "layout"); da != nil {
		l := readLayoutParams(da.Params)
		return distLayout{l.sgLayout.v, l.sgData.v, l.instData.v, l.laneLayout.v, l.laneData.v, l.rank(), l.sgLayout.set}, true
	}
	parent, dims, ok := flattenSlice(a)
	if !ok {
		return distLayout{}, false
	}
	cut := func(l intList) []int64 {
		if len(l.v) == 0 {
			return nil
		}
		return sliceDims(l.v, dims)
	}
	return distLayout{cut(parent.sgLayout), cut(parent.sgData), cut(parent.instData), cut(parent.laneLayout), cut(parent.laneData),
		parent.rank() - int64(len(dims)), parent.sgLayout.set}, true
}

// flattenSlice is SliceAttr::flatten: the #xegpu.layout under a's chain
// of slices and the dims of that layout the chain slices away.
func flattenSlice(a ir.Attribute) (layoutParams, []int64, bool) {
	var sliced [][]int64
	for {
		da := xegpuAttr(a, "slice")
		if da == nil {
			break
		}
		dims := arrayParam(da.Params, "dims")
		if !dims.set {
			return layoutParams{}, nil, false
		}
		sliced = append(sliced, dims.v)
		a = da.Params.Attr("parent")
	}
	da := xegpuAttr(a, "layout")
	if da == nil || len(sliced) == 0 {
		return layoutParams{}, nil, false
	}
	parent := readLayoutParams(da.Params)
	indices := make([]int64, parent.rank())
	for i := range indices {
		indices[i] = int64(i)
	}
	remaining := indices
	for i := len(sliced) - 1; i >= 0; i-- {
		remaining = sliceDims(remaining, sliced[i])
	}
	return parent, sliceDims(indices, remaining), true
}

// sliceDims is XeGPUDialect::slice: the elements of shape whose position
// is not in dims.
func sliceDims(shape, dims []int64) []int64 {
	var out []int64
	for i, v := range shape {
		drop := false
		for _, d := range dims {
			if d == int64(i) {
				drop = true
				break
			}
		}
		if !drop {
			out = append(out, v)
		}
	}
	return out
}

// verifySlice is SliceAttr::verify.
func verifySlice(a ir.Attribute) *dialect.DataError {
	ps := a.(*ir.DialectAttr).Params
	dims := arrayParam(ps, "dims")
	parent := ps.Attr("parent")
	// Unreachable from text: the syntax requires both.
	if parent == nil || !dims.set {
		return dialect.DefError("expected parent layout and dims attribute")
	}
	pl, ok := readDistLayout(parent)
	if !ok {
		return nil
	}
	seen := map[int64]bool{}
	for _, d := range dims.v {
		if d < 0 || d >= pl.rank {
			return dialect.DefError(fmt.Sprintf("invalid dim (%d) in slice attribute.", d))
		}
		if seen[d] {
			return dialect.DefError(fmt.Sprintf("repeated dim (%d) in slice attribute.", d))
		}
		seen[d] = true
	}
	return nil
}

// shapeRatio is computeShapeRatio: shape divided by subShape from the
// trailing dims, the leading dims of shape kept; ok is false when a dim
// does not divide (or cannot: a zero, where mlir-opt asserts).
func shapeRatio(shape, sub []int64) ([]int64, bool) {
	if len(shape) < len(sub) {
		return nil, false
	}
	out := append([]int64(nil), shape...)
	for i := 1; i <= len(sub); i++ {
		s, d := shape[len(shape)-i], sub[len(sub)-i]
		if d == 0 || s%d != 0 {
			return nil, false
		}
		out[len(out)-i] = s / d
	}
	return out, true
}

// evenlyDistributable is XeGPUDialect::isEvenlyDistributable: shape
// splits evenly over the layout's subgroups, instructions and lanes, the
// subgroups round-robin (a shape smaller than the layout, or than
// sg_data, as long as one divides the other). known is false where
// mlir-opt divides by zero.
func evenlyDistributable(shape []int64, l distLayout) (ok, known bool) {
	try := func(shape, layout, data []int64, rr bool) ([]int64, bool, bool) {
		newShape := append([]int64(nil), shape...)
		if len(layout) > 0 {
			if len(layout) != len(shape) {
				return nil, false, true
			}
			if hasZero(layout) {
				return nil, false, false
			}
			// Round-robin: a shape the layout does not divide is still
			// distributed when it divides the layout, each unit then
			// taking the whole shape.
			if r, ok := shapeRatio(shape, layout); ok {
				newShape = r
			} else if !rr {
				return nil, false, true
			} else if hasZero(shape) {
				return nil, false, false
			} else if _, ok := shapeRatio(layout, shape); !ok {
				return nil, false, true
			}
		}
		if len(data) > 0 {
			if len(data) != len(shape) {
				return nil, false, true
			}
			if hasZero(data) || rr && hasZero(newShape) {
				return nil, false, false
			}
			_, ok := shapeRatio(newShape, data)
			if !ok && rr {
				_, ok = shapeRatio(data, newShape)
			}
			if !ok {
				return nil, false, true
			}
			newShape = data
		}
		return newShape, true, true
	}
	sg, ok, known := try(shape, l.sgLayout, l.sgData, true)
	if !ok {
		return false, known
	}
	inst, ok, known := try(sg, nil, l.instData, false)
	if !ok {
		return false, known
	}
	_, ok, known = try(inst, l.laneLayout, l.laneData, false)
	return ok, known
}

func hasZero(v []int64) bool {
	for _, x := range v {
		if x == 0 {
			return true
		}
	}
	return false
}

// tensorDesc is a !xegpu.tensor_desc as the verifiers read it.
type tensorDesc struct {
	t        *ir.DialectType
	shape    []int64
	elem     ir.Type
	encoding *ir.DialectAttr // nil: the default block encoding
	layout   ir.Attribute
}

func readTensorDesc(t ir.Type) (tensorDesc, bool) {
	dt, ok := t.(*ir.DialectType)
	if !ok || dt.Dialect != "xegpu" || dt.Mnemonic() != "tensor_desc" {
		return tensorDesc{}, false
	}
	td := tensorDesc{t: dt, elem: dt.Params.Type("elementType"), layout: dt.Params.Attr("layout")}
	for _, p := range dt.Params.List("shape") {
		td.shape = append(td.shape, p.Int)
	}
	td.encoding, _ = dt.Params.Attr("encoding").(*ir.DialectAttr)
	return td, true
}

func (td tensorDesc) scattered() bool {
	return td.encoding != nil && td.encoding.Mnemonic() == "scatter_tdesc_attr"
}

// chunkSize is getChunkSizeAsInt (a scattered descriptor's).
func (td tensorDesc) chunkSize() int64 {
	n, _ := intParam(td.encoding.Params, "chunk_size", 1)
	return n
}

// arrayLength is getArrayLength (a block descriptor's; 1 by default).
func (td tensorDesc) arrayLength() int64 {
	if td.encoding == nil || td.encoding.Mnemonic() != "block_tdesc_attr" {
		return 1
	}
	n, _ := intParam(td.encoding.Params, "array_length", 1)
	return n
}

// memorySpace is getMemorySpace: 0 (global) or 3 (slm).
func (td tensorDesc) memorySpace() int64 {
	if td.encoding == nil {
		return 0
	}
	return memorySpaceValue(td.encoding.Params.Attr("memory_space"))
}

// memorySpaceValue is a #xegpu.memory_space's value (0 when absent).
func memorySpaceValue(a ir.Attribute) int64 {
	da := xegpuAttr(a, "memory_space")
	if da == nil {
		return 0
	}
	if v, _, ok := da.Params.Enum("value"); ok {
		return int64(v)
	}
	return 0
}

// layoutAttr is getLayoutAttr: the layout when it is a #xegpu.layout.
func (td tensorDesc) layoutAttr() *ir.DialectAttr { return xegpuAttr(td.layout, "layout") }

func (td tensorDesc) numElements() int64 {
	n := int64(1)
	for _, d := range td.shape {
		n *= d
	}
	return n
}

// intOrFloatWidth is getIntOrFloatBitWidth; ok is false for another type
// (where mlir-opt 22 crashes).
func intOrFloatWidth(t ir.Type) (int64, bool) {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return int64(ir.IntOrFloatWidth(t)), true
	}
	return 0, false
}

// verifyTensorDesc is TensorDescType::verify.
func verifyTensorDesc(t ir.Type) *dialect.DataError {
	td, ok := readTensorDesc(t)
	if !ok {
		return nil
	}
	const name = "tensor_desc"
	fail := func(msg string) *dialect.DataError { return dialect.DefErrorAtName(name, msg) }
	rank := int64(len(td.shape))
	if rank == 0 {
		return fail("expected non-zero rank tensor")
	}
	if td.encoding != nil && td.encoding.Mnemonic() == "block_tdesc_attr" && rank > 1 && td.memorySpace() == 3 {
		return fail("SLM is only supported for 1D block tensor")
	}
	// Gather and scatter pack low-precision elements in 32-bit units.
	// An element type that is neither integer nor float has no width:
	// mlir-opt 22 crashes on it; gomlir says nothing more.
	width, ok := intOrFloatWidth(td.elem)
	if !ok || width == 0 {
		return nil
	}
	factor := int64(1)
	if width < 32 {
		factor = 32 / width
	}
	scattered := td.scattered()
	if scattered {
		chunk := td.chunkSize()
		if rank == 1 && chunk != 1 {
			return fail("expected non-contiguous elements for 1D tensor")
		}
		if chunk > 1 {
			last := td.shape[rank-1]
			if last != chunk {
				return fail("expected last dim of tensor to match chunk size")
			}
			if last%factor != 0 {
				return fail(fmt.Sprintf("expected last dim of tensor to be a multiple of %d", factor))
			}
		}
	}
	la := td.layoutAttr()
	if la == nil {
		return nil
	}
	lp := readLayoutParams(la.Params)
	if rank != lp.rank() {
		return fail("expected layout rank to match tensor rank")
	}
	if scattered && lp.laneData.set {
		if chunk := td.chunkSize(); chunk > 1 && int64(len(lp.laneData.v)) >= rank && lp.laneData.v[rank-1]%factor != 0 {
			return fail(fmt.Sprintf("expected last dim of lane_data to be a multiple of: %d", factor))
		}
	}
	l, _ := readDistLayout(la)
	if ok, known := evenlyDistributable(td.shape, l); known && !ok {
		dims := make([]string, len(td.shape))
		for i, d := range td.shape {
			dims[i] = fmt.Sprint(d)
		}
		return fail(fmt.Sprintf("cannot distribute [%s] using %s", strings.Join(dims, ", "), verify.AttrString(la)))
	}
	return nil
}
