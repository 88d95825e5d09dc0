package amdgpu

import (
	"slices"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() of upstream's AMDGPUDialect.cpp, as LLVM 22 has them,
// in their order and words.

func verifiers(h *registry.Hooks) {
	existing := func(o dialect.Checker) *diag.Diagnostic {
		ex := verify.FirstType(o.Operand("existing"))
		if ex != nil && ex != verify.FirstType(verify.ResultValues(o.Op())) {
			return o.Errorf("existing values must have same type as result")
		}
		return nil
	}
	for _, name := range []string{"packed_trunc_2xfp8", "packed_stoch_round_fp8", "packed_scaled_trunc"} {
		h.Verifier("amdgpu." + name).Op = existing
	}
	h.Verifier("amdgpu.fat_raw_buffer_cast").Op = fatRawBufferCast
	for _, name := range []string{"raw_buffer_load", "raw_buffer_store", "raw_buffer_atomic_fadd", "raw_buffer_atomic_fmax",
		"raw_buffer_atomic_smax", "raw_buffer_atomic_umin", "raw_buffer_atomic_cmpswap"} {
		h.Verifier("amdgpu." + name).Op = rawBuffer
	}
	h.Verifier("amdgpu.scaled_ext_packed_matrix").Op = scaledExtPackedMatrix
	h.Verifier("amdgpu.wmma").Op = wmma
	h.Verifier("amdgpu.scaled_wmma").Op = scaledWmma
	h.Verifier("amdgpu.mfma").Op = mfma
	h.Verifier("amdgpu.sparse_mfma").Op = sparseMfma
	h.Verifier("amdgpu.dpp").Op = dpp
	h.Verifier("amdgpu.permlane_swap").Op = func(o dialect.Checker) *diag.Diagnostic {
		if n, ok := intAttr(o, "row_length"); ok && uint32(n) != 16 && uint32(n) != 32 {
			return o.Errorf("row_length attribute must either be 16 or 32.")
		}
		return nil
	}
	h.Verifier("amdgpu.gather_to_lds").Op = gatherToLDS
	h.Verifier("amdgpu.transpose_load").Op = transposeLoad
	h.Verifier("amdgpu.make_dma_base").Op = dmaBase
	h.Verifier("amdgpu.make_gather_dma_base").Op = dmaBase
	h.Verifier("amdgpu.make_dma_descriptor").Op = descriptor
	h.Verifier("amdgpu.make_gather_dma_descriptor").Op = gatherDescriptor
}

// intAttr is an integer attribute's value.
func intAttr(o dialect.Checker, name string) (int64, bool) {
	if a, ok := o.Attr(name).(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}

// unitAttr reports whether the unit attribute name is set.
func unitAttr(o dialect.Checker, name string) bool {
	_, ok := o.Attr(name).(*ir.UnitAttr)
	return ok
}

// enumCase is the keyword of an enum attribute `#amdgpu<mnemonic word>`
// or `#gpu.mnemonic<word>`.
func enumCase(a ir.Attribute) string {
	_, data, _, ok := ir.DialectSpelling(a)
	if !ok {
		return ""
	}
	if _, w, ok := strings.Cut(data, " "); ok {
		return strings.TrimSuffix(w, ">")
	}
	if _, w, ok := strings.Cut(data, "<"); ok {
		return strings.TrimSuffix(w, ">")
	}
	return ""
}

// memorySpaceIs classifies a memref memory space as the helpers of
// AMDGPUDialect.cpp do: an integer, or a gpu (amdgpu for fat raw
// buffers) address space.
func memorySpaceIs(space ir.Attribute, ints []int64, dialect, keyword string, none bool) bool {
	switch s := space.(type) {
	case nil:
		return none
	case *ir.IntegerAttr:
		return slices.Contains(ints, s.Int64())
	}
	d, _, _, ok := ir.DialectSpelling(space)
	return ok && d == dialect && enumCase(space) == keyword
}

func isGlobal(space ir.Attribute) bool {
	return memorySpaceIs(space, []int64{0, 1}, "gpu", "global", true)
}

func isWorkgroup(space ir.Attribute) bool {
	return memorySpaceIs(space, []int64{3}, "gpu", "workgroup", false)
}

func isFatRawBuffer(space ir.Attribute) bool {
	return memorySpaceIs(space, []int64{7}, "amdgpu", "fat_raw_buffer", false)
}

// fatRawBufferTypeLike is getFatRawBufferTypeLike: source in the fat
// raw buffer address space, its offset reset when resetOffset; ok is
// false when the layout cannot have its offset reset.
func fatRawBufferTypeLike(ctx *ir.Context, source *ir.MemRefType, resetOffset bool) (*ir.MemRefType, bool) {
	space := ctx.ReadDialectAttr("amdgpu", "address_space<fat_raw_buffer>", nil)
	layout := source.Layout
	if resetOffset && !layoutIsIdentity(layout, len(source.Shape)) {
		strided, ok := layout.(*ir.StridedLayoutAttr)
		if !ok {
			return nil, false
		}
		var newLayout ir.Attribute = ctx.StridedLayout(0, strided.Strides)
		var identity []int64
		switch {
		case verify.StaticShape(source.Shape):
			identity = make([]int64, len(source.Shape))
			p := int64(1)
			for i := len(source.Shape) - 1; i >= 0; i-- {
				identity[i] = p
				p *= source.Shape[i]
			}
		case len(source.Shape) <= 1:
			identity = make([]int64, len(source.Shape))
			for i := range identity {
				identity[i] = 1
			}
		}
		if slices.Equal(identity, strided.Strides) && (identity != nil || len(strided.Strides) == 0) {
			newLayout = nil
		}
		layout = newLayout
	}
	return ctx.MemRef(source.Shape, source.Elem, layout, space), true
}

// layoutIsIdentity is MemRefLayoutAttrInterface::isIdentity: the layout's
// affine map is the identity (a strided layout only at rank 1 or 0,
// offset 0, unit stride).
func layoutIsIdentity(layout ir.Attribute, rank int) bool {
	switch l := layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	case *ir.StridedLayoutAttr:
		return l.Offset == 0 && (len(l.Strides) == 0 || len(l.Strides) == 1 && l.Strides[0] == 1) && len(l.Strides) == rank
	}
	return false
}

func fatRawBufferCast(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("source")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(o.Result("result")).(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	want, ok := fatRawBufferTypeLike(o.Context(), src, unitAttr(o, "resetOffset"))
	if !ok {
		return o.Errorf("source type '%s' can't have its offset reset", verify.TypeString(src))
	}
	if verify.TypeString(res) != verify.TypeString(want) {
		return o.Errorf("expected result type to be '%s' but got '%s'", verify.TypeString(want), verify.TypeString(res))
	}
	return nil
}

func rawBuffer(o dialect.Checker) *diag.Diagnostic {
	mem := verify.FirstType(o.Operand("memref"))
	var space ir.Attribute
	switch t := mem.(type) {
	case *ir.MemRefType:
		space = t.MemorySpace
	case *ir.UnrankedMemRefType:
		space = t.MemorySpace
	default:
		return nil
	}
	if !isGlobal(space) {
		return o.Errorf("Buffer ops must operate on a memref in global memory")
	}
	// Unreachable: the memref operand's ODS constraint wants a ranked memref.
	mt, ranked := mem.(*ir.MemRefType)
	if !ranked {
		return o.Errorf("Cannot meaningfully buffer_store to an unranked memref")
	}
	if len(o.Operand("indices")) != len(mt.Shape) {
		return o.Errorf("Expected %d indices to memref", len(mt.Shape))
	}
	return nil
}

// floatWidth is the width of a float type, 0 for another type
// (Type::isFloat(width)).
func floatWidth(t ir.Type) int {
	if ft, ok := t.(*ir.FloatType); ok {
		return ft.Width()
	}
	return 0
}

// isInteger is Type::isInteger(width): any signedness.
func isInteger(t ir.Type, width int) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == width
}

// named reports whether t is one of the builtin types spelled names.
func named(t ir.Type, names ...string) bool {
	return t != nil && slices.Contains(names, verify.TypeString(t))
}

// numElements is a vector's number of elements.
func numElements(v *ir.VectorType) int64 {
	n := int64(1)
	for _, d := range v.Shape {
		n *= d
	}
	return n
}

func scaledExtPackedMatrix(o dialect.Checker) *diag.Diagnostic {
	block, ok1 := intAttr(o, "blockSize")
	byteIdx, ok2 := intAttr(o, "firstScaleByte")
	lane, ok3 := intAttr(o, "firstScaleLane")
	src, ok4 := verify.FirstType(o.Operand("source")).(*ir.VectorType)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	width := floatWidth(src.Elem)
	fp8, block16 := width == 8, block == 16
	switch {
	case !fp8 && block16:
		if byteIdx != 0 && byteIdx != 1 {
			return o.Errorf("blockSize of 16 can only have firstScaleByte be 0 or 1 for f4 and f6.")
		}
	case !fp8:
		if byteIdx != 0 && byteIdx != 2 {
			return o.Errorf("blockSize of 32 can only have firstScaleByte be 0 or 2 for f4 and f6.")
		}
	case block16:
		if !(lane == 0 && byteIdx == 0) && !(lane == 16 && byteIdx == 2) {
			return o.Errorf("blockSize of 16 can only have (firstScaleLane, firstScaleByte) be (0, 0) or (16, 2) for f8.")
		}
	}
	return nil
}

func wmma(o dialect.Checker) *diag.Diagnostic {
	a, ok1 := verify.FirstType(o.Operand("sourceA")).(*ir.VectorType)
	b, ok2 := verify.FirstType(o.Operand("sourceB")).(*ir.VectorType)
	d, ok3 := verify.FirstType(o.Operand("destC")).(*ir.VectorType)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if numElements(a) != numElements(b) {
		return o.Errorf("source vectors have different lengths: '%s' vs. '%s'", verify.TypeString(a), verify.TypeString(b))
	}
	destFloat, srcFloat := floatWidth(d.Elem) != 0, floatWidth(a.Elem) != 0
	if destFloat && !srcFloat {
		return o.Errorf("expected float sources with float destination")
	}
	if !destFloat && srcFloat {
		return o.Errorf("expected int sources with int destination")
	}
	if floatWidth(a.Elem) != 8 && a.Elem != b.Elem {
		return o.Errorf("source element types must match (except for fp8/bf8) but have '%s' and '%s'", verify.TypeString(a), verify.TypeString(b))
	}
	if srcFloat {
		if unitAttr(o, "clamp") {
			return o.Errorf("clamp flag is not supported for float types")
		}
		if unitAttr(o, "unsignedA") || unitAttr(o, "unsignedB") {
			return o.Errorf("unsigned flags are not supported for float types")
		}
	}
	return nil
}

func scaledWmma(o dialect.Checker) *diag.Diagnostic {
	isF8 := func(t ir.Type) bool { return named(t, "f8E4M3FN", "f8E5M2") }
	isF6 := func(t ir.Type) bool { return named(t, "f6E2M3FN", "f6E3M2FN") }
	isF4 := func(t ir.Type) bool { return named(t, "f4E2M1FN") }
	isScaleF8 := func(t ir.Type) bool { return named(t, "f8E8M0FNU", "f8E4M3FN") }
	isE8M0 := func(t ir.Type) bool { return named(t, "f8E8M0FNU") }
	isE4M3 := func(t ir.Type) bool { return named(t, "f8E4M3FN") }
	a, ok1 := verify.FirstType(o.Operand("sourceA")).(*ir.VectorType)
	b, ok2 := verify.FirstType(o.Operand("sourceB")).(*ir.VectorType)
	d, ok3 := verify.FirstType(o.Operand("destC")).(*ir.VectorType)
	m, ok4 := intAttr(o, "m")
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	aLen, bLen := numElements(a), numElements(b)
	outLen := int64(16)
	if m == 16 {
		outLen = 8
	}
	if n := numElements(d); n != outLen {
		return o.Errorf("expected output vector of length %d but got %d", outLen, n)
	}
	if m == 16 {
		if aLen != 64 {
			return o.Errorf("for 16x16x128, sourceA must have 64 elements but got %d", aLen)
		}
		if bLen != 64 {
			return o.Errorf("for 16x16x128, sourceB must have 64 elements but got %d", bLen)
		}
	} else {
		if !isF4(a.Elem) && !isF4(b.Elem) {
			return o.Errorf("32x16x128 only supports fp4 element types")
		}
		if aLen != 128 {
			return o.Errorf("for 32x16x128, sourceA must have 128 elements but got %d", aLen)
		}
		if bLen != 64 {
			return o.Errorf("for 32x16x128, sourceB must have 64 elements but got %d", bLen)
		}
		if lane, _ := intAttr(o, "a_first_scale_lane"); lane != 0 {
			return o.Errorf("for 32x16x128, a_first_scale_lane must be 0")
		}
	}
	sa, ok1 := verify.FirstType(o.Operand("scaleA")).(*ir.VectorType)
	sb, ok2 := verify.FirstType(o.Operand("scaleB")).(*ir.VectorType)
	if !ok1 || !ok2 {
		return nil
	}
	// Unreachable: the scales' ODS constraint wants these element types.
	if !isScaleF8(sa.Elem) || !isScaleF8(sb.Elem) {
		return o.Errorf("scale operands must have f8 element types (E8M0FNU or E4M3FN)")
	}
	switch {
	case isE8M0(sa.Elem) && isE8M0(sb.Elem):
	case (isF8(a.Elem) || isF6(a.Elem)) && isE8M0(sa.Elem) && isF4(b.Elem) && isE4M3(sb.Elem):
	case isF4(a.Elem) && isE4M3(sa.Elem) && (isF8(b.Elem) || isF6(b.Elem)) && isE8M0(sb.Elem):
	case isF4(a.Elem) && isF4(b.Elem) && isE4M3(sa.Elem) && isE4M3(sb.Elem):
	default:
		return o.Errorf("invalid combination of matrix and scale types: sourceA='%s', scaleA='%s', sourceB='%s', scaleB='%s'",
			verify.TypeString(a.Elem), verify.TypeString(sa.Elem), verify.TypeString(b.Elem), verify.TypeString(sb.Elem))
	}
	return nil
}

// lenAndElem is a type's number of elements and element type (1 and
// itself for a scalar).
func lenAndElem(t ir.Type) (int64, ir.Type) {
	if v, ok := t.(*ir.VectorType); ok {
		return numElements(v), v.Elem
	}
	return 1, t
}

func mfma(o dialect.Checker) *diag.Diagnostic {
	const waveSize = 64
	srcT := verify.FirstType(o.Operand("sourceA"))
	srcBT := verify.FirstType(o.Operand("sourceB"))
	destT := verify.FirstType(o.Operand("destC"))
	m, ok1 := intAttr(o, "m")
	n, ok2 := intAttr(o, "n")
	k, ok3 := intAttr(o, "k")
	if srcT == nil || srcBT == nil || destT == nil || !ok1 || !ok2 || !ok3 {
		return nil
	}
	blocks := int64(1)
	if b, ok := intAttr(o, "blocks"); ok {
		blocks = b
	}
	srcLen, srcElem := lenAndElem(srcT)
	destLen, destElem := lenAndElem(destT)
	small := func(t ir.Type) bool { w := floatWidth(t); return w == 8 || w == 6 || w == 4 }
	if small(srcElem) {
		bLen, bElem := lenAndElem(srcBT)
		if !small(bElem) {
			return o.Errorf("expected both source operands to have small-float elements if one does")
		}
		if srcLen != bLen {
			return o.Errorf("expected both small-float source vectors to have the same length")
		}
	} else if srcT != srcBT {
		return o.Errorf("expected both non-small-float source operand types to match exactly")
	}
	if isInteger(srcElem, 32) {
		srcLen *= 4
	}
	if isInteger(srcElem, 64) {
		srcLen *= 8
	}
	srcLen, destLen = int64(uint32(srcLen)), int64(uint32(destLen))
	if want := m * k * blocks / waveSize; srcLen != want {
		return o.Errorf("expected %d source values for this operation but got %d", want, srcLen)
	}
	if want := m * n * blocks / waveSize; destLen != want {
		return o.Errorf("expected %d result values for this operation but got %d", want, destLen)
	}
	f64 := named(destElem, "f64")
	blgp := "none"
	if a := o.Attr("blgp"); a != nil {
		blgp = enumCase(a)
	}
	cbsz, _ := intAttr(o, "cbsz")
	abid, _ := intAttr(o, "abid")
	if f64 && blgp != "none" {
		return o.Errorf("double-precision ops do not support permuting lanes of B")
	}
	if f64 && cbsz != 0 {
		return o.Errorf("double-precision ops do not support permuting lanes of A")
	}
	if uint32(cbsz) < 32 && uint32(abid) >= uint32(1)<<uint32(cbsz) {
		return o.Errorf("block ID for permuting A (abid) must be below 2 ** cbsz")
	}
	if (unitAttr(o, "negateA") || unitAttr(o, "negateB") || unitAttr(o, "negateC")) && !f64 {
		return o.Errorf("negation flags only available for double-precision operations")
	}
	return nil
}

func sparseMfma(o dialect.Checker) *diag.Diagnostic {
	const waveSize = 64
	sparse, ok1 := verify.FirstType(o.Operand("sourceA")).(*ir.VectorType)
	dense, ok2 := verify.FirstType(o.Operand("sourceB")).(*ir.VectorType)
	dest, ok3 := verify.FirstType(o.Operand("destC")).(*ir.VectorType)
	idx, ok4 := verify.FirstType(o.Operand("sparseIdx")).(*ir.VectorType)
	m, ok5 := intAttr(o, "m")
	n, ok6 := intAttr(o, "n")
	k, ok7 := intAttr(o, "k")
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || !ok6 || !ok7 {
		return nil
	}
	sparseLen, denseLen, destLen := numElements(sparse), numElements(dense), numElements(dest)
	if denseLen != 2*sparseLen {
		return o.Errorf("expected dense source operand to have exactly double the number of elements of the sparse source operand")
	}
	bothF8 := floatWidth(sparse.Elem) == 8 && floatWidth(dense.Elem) == 8
	if !bothF8 && sparse.Elem != dense.Elem {
		return o.Errorf("expected source operands to have the same element type")
	}
	cbsz, _ := intAttr(o, "cbsz")
	abid, _ := intAttr(o, "abid")
	eightBit := floatWidth(sparse.Elem) == 8 || isInteger(sparse.Elem, 8)
	if cbsz == 0 && eightBit && uint32(abid) > 1 {
		return o.Errorf("ABID must be 0 or 1 for 8-bit source data")
	}
	if cbsz == 0 && !eightBit && uint32(abid) > 3 {
		return o.Errorf("ABID must be between 0 and 3 for 16-bit source data")
	}
	if eightBit {
		if numElements(idx) != 2 || !isInteger(idx.Elem, 16) {
			return o.Errorf("expected vector<2xi16> sparse indices for 8-bit source data, but got '%s'", verify.TypeString(idx))
		}
	} else if numElements(idx) != 4 || !isInteger(idx.Elem, 8) {
		return o.Errorf("expected vector<4xi8> sparse indices for 16-bit source data, but got '%s'", verify.TypeString(idx))
	}
	if want := m * k / waveSize; denseLen != want {
		return o.Errorf("expected %d source values for this operation but got %d", want, denseLen)
	}
	if want := m * n / waveSize; destLen != want {
		return o.Errorf("expected %d result values for this operation but got %d", want, destLen)
	}
	return nil
}

func dpp(o dialect.Checker) *diag.Diagnostic {
	src := verify.FirstType(o.Operand("src"))
	// getIntOrFloatBitWidth asserts on other types; upstream reads it
	// first, so those are left alone here.
	if w := ir.IntOrFloatWidth(src); w > 64 {
		return o.Errorf("integer and floating point types larger than 64 bits are not supported")
	} else if w == 0 {
		return nil
	}
	kind := enumCase(o.Attr("kind"))
	perm := o.Attr("permArgument")
	switch kind {
	case "quad_perm":
		arr, ok := perm.(*ir.ArrayAttr)
		if !ok || len(arr.Elems) != 4 {
			return o.Errorf("quad_perm attribute must have exactly 4 elements")
		}
		for _, e := range arr.Elems {
			n, ok := e.(*ir.IntegerAttr)
			if !ok {
				return nil
			}
			if v := int32(n.Int64()); v < 0 || v > 3 {
				return o.Errorf("Each element of quad_perm must be in the range [0, 3]")
			}
		}
	case "row_shl", "row_shr", "row_ror":
		if perm == nil {
			return o.Errorf("Attribute '%s' value not specified", kind)
		}
		if n, ok := perm.(*ir.IntegerAttr); ok {
			if v := uint32(n.Int64()); v < 1 || v > 15 {
				return o.Errorf("Attribute value must be between 1 and 15")
			}
		}
	case "wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_mirror", "row_half_mirror", "row_bcast_15", "row_bcast_31":
		if _, unit := perm.(*ir.UnitAttr); perm != nil && !unit {
			return o.Errorf("Expected unit attribute for permArgument, but found non-trivial argument")
		}
	}
	return nil
}

// trailingDimContiguous is MemRefType::areTrailingDimsContiguous(1): the
// innermost stride is 1 (a rank-0 memref is contiguous).
func trailingDimContiguous(mt *ir.MemRefType) bool {
	if len(mt.Shape) == 0 {
		return true
	}
	strides, _, ok := verify.StridesAndOffset(mt)
	return ok && strides[len(strides)-1] == 1
}

func gatherToLDS(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("src")).(*ir.MemRefType)
	dst, ok2 := verify.FirstType(o.Operand("dst")).(*ir.MemRefType)
	ta, ok3 := o.Attr("transferType").(*ir.TypeAttr)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if len(dst.Shape) > 0 && !trailingDimContiguous(dst) {
		return o.Errorf("destination type inner most dim must be contiguous")
	}
	if src.Elem != dst.Elem {
		return o.Errorf("source and destination element types must match")
	}
	var size int64
	if v, ok := ta.Type.(*ir.VectorType); ok {
		size = numElements(v) * int64(ir.IntOrFloatWidth(v.Elem))
	} else {
		size = int64(ir.IntOrFloatWidth(ta.Type))
	}
	if !slices.Contains([]int64{8, 16, 32, 96, 128}, int64(int32(size))) {
		return o.Errorf("Transfering type size must be 8, 16, 32, 96 or 128 bits")
	}
	if !isGlobal(src.MemorySpace) && !isFatRawBuffer(src.MemorySpace) {
		return o.Errorf("source memory address space must be global or fat raw buffer")
	}
	if !isWorkgroup(dst.MemorySpace) {
		return o.Errorf("destination memory address space must be Workgroup")
	}
	return nil
}

func transposeLoad(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("src")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(o.Result("result")).(*ir.VectorType)
	if !ok1 || !ok2 {
		return nil
	}
	if !isWorkgroup(src.MemorySpace) {
		return o.Errorf("source memory address space must be Workgroup")
	}
	width := ir.IntOrFloatWidth(res.Elem)
	valid := map[int]int64{4: 16, 6: 16, 8: 8, 16: 4}
	want, ok := valid[width]
	if !ok {
		return o.Errorf("Unsupported element type size for transpose load: %d bits", width)
	}
	if numElements(res) != want {
		return o.Errorf("Transferring type size mismatch: expected num of elements: %d", want)
	}
	return nil
}

// dmaWidthOK: the element widths the DMA ops take.
func dmaWidthOK(w int) bool { return w == 8 || w == 16 || w == 32 || w == 64 }

func dmaBase(o dialect.Checker) *diag.Diagnostic {
	lds, ok1 := verify.FirstType(o.Operand("lds")).(*ir.MemRefType)
	global, ok2 := verify.FirstType(o.Operand("global")).(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	if !isWorkgroup(lds.MemorySpace) {
		return o.Errorf("lds memref must have workgroup address space attribute.")
	}
	if !isGlobal(global.MemorySpace) {
		return o.Errorf("global memref must have global address space attribute.")
	}
	if w := ir.IntOrFloatWidth(lds.Elem); !dmaWidthOK(w) {
		return o.Errorf("element type must be 1, 2, 4, or 8 bytes long but type was %d bits long.", w)
	}
	return nil
}

// denseI64 is a DenseI64ArrayAttr's values.
func denseI64(o dialect.Checker, name string) ([]int64, bool) {
	a, ok := o.Attr(name).(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	vs := make([]int64, len(a.Values))
	for i := range vs {
		vs[i] = a.Int(i)
	}
	return vs, true
}

// baseElementType is the element type of a !amdgpu.tdm_base or
// !amdgpu.tdm_gather_base.
func baseParam(t ir.Type, name string) ir.Type {
	dt, ok := t.(*ir.DialectType)
	if !ok || dt.Dialect != "amdgpu" {
		return nil
	}
	return dt.Params.Type(name)
}

func descriptor(o dialect.Checker) *diag.Diagnostic {
	strides, ok1 := denseI64(o, "global_static_strides")
	sizes, ok2 := denseI64(o, "global_static_sizes")
	shared, ok3 := denseI64(o, "shared_static_sizes")
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if len(strides) == 0 {
		return o.Errorf("strides must not be empty.")
	}
	if strides[len(strides)-1] != 1 {
		return o.Errorf("strides for the innermost dimension must be 1.")
	}
	if len(sizes) > 5 {
		return o.Errorf("tensor and tile must be at most of rank 5.")
	}
	if len(sizes) != len(strides) {
		return o.Errorf("strides and sizes must have same rank.")
	}
	if len(sizes) != len(shared) {
		return o.Errorf("tensor must have same rank as tile.")
	}
	elem := baseParam(verify.FirstType(o.Operand("base")), "elementType")
	if elem == nil {
		return nil
	}
	if w := ir.IntOrFloatWidth(elem); !dmaWidthOK(w) {
		return o.Errorf("element type width must be 1, 2, 4 or 8 bytes, but was %d bits long", w)
	}
	if bar, ok := verify.FirstType(o.Operand("atomic_barrier_address")).(*ir.MemRefType); ok && !isWorkgroup(bar.MemorySpace) {
		return o.Errorf("atomic barrier address must be in LDS.")
	}
	if len(o.Operand("early_timeout")) > 0 && len(o.Operand("workgroup_mask")) == 0 {
		return o.Errorf("early timeout does not apply when workgroup_mask is not set.")
	}
	return nil
}

func gatherDescriptor(o dialect.Checker) *diag.Diagnostic {
	sizes, ok := denseI64(o, "global_static_sizes")
	if !ok {
		return nil
	}
	if len(sizes) > 2 {
		return o.Errorf("tensor and tile must be at most of rank two in gather mode.")
	}
	idx, ok := verify.FirstType(o.Operand("indices")).(*ir.VectorType)
	index := baseParam(verify.FirstType(o.Operand("base")), "indexType")
	if ok && index != nil && idx.Elem != index {
		return o.Errorf("indices' element type must match base's element type.")
	}
	return descriptor(o)
}
