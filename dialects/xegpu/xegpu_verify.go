package xegpu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() of upstream's XeGPUOps.cpp, as LLVM 22 has them, in
// their order and words. A check whose arithmetic crashes mlir-opt 22 (a
// division by zero, an index past a list's end) makes gomlir say nothing
// more about the op.

func verifiers(h *registry.Hooks) {
	h.Verifier("xegpu.create_nd_tdesc").Op = createNdDesc
	h.Verifier("xegpu.prefetch_nd").Op = prefetchNd
	h.Verifier("xegpu.load_nd").Op = loadNd
	h.Verifier("xegpu.store_nd").Op = storeNd
	h.Verifier("xegpu.update_nd_offset").Op = updateNdOffset
	h.Verifier("xegpu.create_tdesc").Op = createDesc
	h.Verifier("xegpu.prefetch").Op = prefetch
	h.Verifier("xegpu.load").Op = func(c dialect.Checker) *diag.Diagnostic { return gatherScatter(c, true) }
	h.Verifier("xegpu.store").Op = func(c dialect.Checker) *diag.Diagnostic { return gatherScatter(c, false) }
	h.Verifier("xegpu.update_offset").Op = updateOffset
	h.Verifier("xegpu.dpas").Op = dpas
	h.Verifier("xegpu.convert_layout").Op = convertLayout
	h.Verifier("xegpu.load_matrix").Op = func(c dialect.Checker) *diag.Diagnostic { return matrixOp(c, "res") }
	h.Verifier("xegpu.store_matrix").Op = func(c dialect.Checker) *diag.Diagnostic { return matrixOp(c, "data") }
}

// first is the type of the first value of group name (of an operand group,
// else a result group), or nil.
func first(c dialect.Checker, name string) ir.Type {
	if vs := c.Operand(name); len(vs) > 0 {
		return vs[0].Type()
	}
	if vs := c.Result(name); len(vs) > 0 {
		return vs[0].Type()
	}
	return nil
}

// makeString is upstream's makeString: "[a, b, c]".
func makeString(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// shapeOf is getShapeOf: a shaped type's shape, else [1].
func shapeOf(t ir.Type) []int64 {
	if td, ok := readTensorDesc(t); ok {
		return append([]int64(nil), td.shape...)
	}
	if s, ok := verify.ShapeOf(t); ok {
		return append([]int64(nil), s...)
	}
	if dt, ok := t.(*ir.DialectType); ok && dt.Dialect == "xegpu" && dt.Mnemonic() == "mem_desc" {
		return memDescShape(dt)
	}
	return []int64{1}
}

func product(v []int64) int64 {
	n := int64(1)
	for _, x := range v {
		n *= x
	}
	return n
}

// quoted is a type as a diagnostic prints it: '!xegpu.tensor_desc<...>'.
func quoted(t ir.Type) string { return "'" + verify.TypeString(t) + "'" }

// cacheHints checks the l1, l2 and l3 hints: a read's are cached,
// uncached, streaming or read_invalidate (isReadHintOrNone), a write's
// cached, uncached, write_back or write_through (isWriteHintOrNone).
func cacheHints(c dialect.Checker, read bool) *diag.Diagnostic {
	for _, name := range []string{"l1_hint", "l2_hint", "l3_hint"} {
		a := xegpuAttr(c.Attr(name), "cache_hint")
		if a == nil {
			continue
		}
		_, kind, ok := a.Params.Enum("value")
		if !ok {
			continue
		}
		valid := kind == "cached" || kind == "uncached"
		if read {
			valid = valid || kind == "streaming" || kind == "read_invalidate"
		} else {
			valid = valid || kind == "write_back" || kind == "write_through"
		}
		if !valid {
			return c.Errorf("invalid %s: %s", name, verify.AttrString(a))
		}
	}
	return nil
}

// denseLen is the length of a dense array attribute (0 when absent).
func denseLen(a ir.Attribute) int {
	if da, ok := a.(*ir.DenseArrayAttr); ok {
		return len(da.Values)
	}
	return 0
}

func denseInts(a ir.Attribute) ([]int64, bool) {
	da, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	v := make([]int64, len(da.Values))
	for i := range da.Values {
		v[i] = da.Int(i)
	}
	return v, true
}

// sourceMemorySpace is getSourceMemorySpace: a memref's integer memory
// space or #xegpu.memory_space, else global (0).
func sourceMemorySpace(t ir.Type) int64 {
	mt, ok := t.(*ir.MemRefType)
	if !ok || mt.MemorySpace == nil {
		return 0
	}
	if ia, ok := mt.MemorySpace.(*ir.IntegerAttr); ok {
		return int64(uint32(ia.Int64()))
	}
	return memorySpaceValue(mt.MemorySpace)
}

// offsetRanks checks the nd ops' optional offsets (getMixedOffsets: one
// per const_offsets entry, none without them) against the descriptor's
// rank.
func offsetRanks(c dialect.Checker, rank int64) *diag.Diagnostic {
	if n := int64(denseLen(c.Attr("const_offsets"))); n != 0 && n != rank {
		return c.Errorf("Mismatched ranks between offsets and tensor descriptor")
	}
	return nil
}

// createNdDesc is CreateNdDescOp::verify.
func createNdDesc(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	src := first(c, "source")
	if !ok || src == nil {
		return nil
	}
	memref, isMemref := src.(*ir.MemRefType)
	// getMixedSizes and getMixedStrides: the memref's shape and strides,
	// overridden by const_shape and const_strides.
	rank, strides := -1, -1
	if isMemref {
		// A layout map that is not strided (not the identity and of more
		// than one result, or dividing or taking a modulus) leaves
		// getStridesAndOffset's strides empty.
		rank, strides = len(memref.Shape), len(memref.Shape)
		if l, ok := memref.Layout.(*ir.AffineMapAttr); ok && !l.Map.IsIdentity() && (len(l.Map.Results) != 1 || divides(l.Map)) {
			strides = 0
		}
	}
	if v, ok := denseInts(c.Attr("const_shape")); ok {
		rank = len(v)
	}
	if v, ok := denseInts(c.Attr("const_strides")); ok {
		strides = len(v)
	}
	if rank < 0 {
		rank = 0
	}
	if strides < 0 {
		strides = 0
	}
	invalidRank := rank != strides
	if s, d := sourceMemorySpace(src), td.memorySpace(); s != d {
		return c.Errorf("Memory space mismatch. Source: %d, TensorDesc: %d", s, d)
	}
	if offsets := denseLen(c.Attr("const_offsets")); offsets != 0 {
		invalidRank = invalidRank || offsets != rank
	}
	invalidElem := isMemref && memref.Elem != td.elem
	if _, isInt := src.(*ir.IntegerType); isInt && (strides == 0 || rank == 0) {
		return c.Errorf("expecting strides and shape to be present for integer source.")
	}
	if invalidRank {
		return c.Errorf("Expecting the rank of shape, strides, offsets, and source (if source is a memref) should match with each other.")
	}
	if len(td.shape) > rank {
		return c.Errorf("Expecting the TensorDesc rank is not greater than the ranks of shape, strides, offsets or the memref source.")
	}
	if invalidElem {
		return c.Errorf("TensorDesc should have the same element type with the source if it is a memref.\n")
	}
	if td.scattered() {
		return c.Errorf("Expects a non-scattered TensorDesc.\n")
	}
	return nil
}

// divides reports whether a result of m divides or takes a modulus.
func divides(m *ir.AffineMap) bool {
	var walk func(e ir.AffineExpr) bool
	walk = func(e ir.AffineExpr) bool {
		b, ok := e.(*ir.AffineBinaryExpr)
		if !ok {
			return false
		}
		switch b.Kind {
		case ir.AffineModKind, ir.AffineFloorDivKind, ir.AffineCeilDivKind:
			return true
		}
		return walk(b.LHS) || walk(b.RHS)
	}
	for _, r := range m.Results {
		if walk(r) {
			return true
		}
	}
	return false
}

// prefetchNd is PrefetchNdOp::verify.
func prefetchNd(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	if !ok {
		return nil
	}
	if td.scattered() {
		return c.Errorf("Expects a non-scattered TensorDesc.\n")
	}
	if d := cacheHints(c, true); d != nil {
		return d
	}
	return offsetRanks(c, int64(len(td.shape)))
}

// loadNd is LoadNdOp::verify.
func loadNd(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	if !ok {
		return nil
	}
	if td.scattered() {
		return c.Errorf("Expects a non-scattered TensorDesc.\n")
	}
	if len(td.shape) > 2 {
		return c.Errorf("Expects a 1D or 2D TensorDesc.\n")
	}
	vt, ok := first(c, "value").(*ir.VectorType)
	// Unreachable: ODS requires a vector.
	if !ok {
		return c.Errorf("Invalid result, it should be a VectorType.\n")
	}
	if d := cacheHints(c, true); d != nil {
		return d
	}
	tdescElems := td.numElements() * td.arrayLength()
	valueElems := product(vt.Shape)
	// A 1D result with fewer elements than the descriptor is SIMT code:
	// the descriptor needs no layout and the load splits evenly over the
	// lanes.
	if valueElems < tdescElems && len(vt.Shape) == 1 {
		if td.layoutAttr() != nil {
			return c.Errorf("TensorDesc doesn't need LayoutAttr for SIMT code")
		}
		if valueElems == 0 {
			return nil
		}
		if tdescElems%valueElems != 0 {
			return c.Errorf("Result shape %s is not a valid distribution for tensor descriptor %s", makeString(vt.Shape), quoted(td.t))
		}
		return nil
	}
	tdescShape := append([]int64(nil), td.shape...)
	valueShape := vt.Shape
	if trans, ok := denseInts(c.Attr("transpose")); ok {
		valid := true
		for _, s := range trans {
			if uint64(s) >= uint64(len(tdescShape)) {
				valid = false
			}
		}
		if valid {
			// applyPermutation reads a permutation entry per dim.
			if len(trans) < len(tdescShape) {
				return nil
			}
			perm := make([]int64, len(tdescShape))
			for i := range perm {
				perm[i] = tdescShape[trans[i]]
			}
			tdescShape = perm
		} else {
			w := c.EmitErrorf("Invalid transpose attr. It is ignored.")
			w.Severity = diag.Warning
			c.Emit(w)
		}
	}
	if c.Attr("packed") != nil {
		if len(td.shape) == 2 {
			vnni := valueShape[len(valueShape)-1]
			if vnni == 0 {
				return nil
			}
			tdescShape[0] /= vnni
			tdescShape = append(tdescShape, vnni)
		} else {
			w := c.EmitErrorf("Invalid Packed Attr. It is ignored (available for 2D TensorDesc only).")
			w.Severity = diag.Warning
			c.Emit(w)
		}
	}
	if n := td.arrayLength(); n > 1 {
		tdescShape = append([]int64{n}, tdescShape...)
	}
	if !slices.Equal(tdescShape, valueShape) {
		return c.Errorf("Result shape %s is not consistent with tensor descriptor %s", makeString(valueShape), quoted(td.t))
	}
	return offsetRanks(c, int64(len(td.shape)))
}

// storeNd is StoreNdOp::verify.
func storeNd(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	if !ok {
		return nil
	}
	if td.scattered() {
		return c.Errorf("Expects a non-scattered TensorDesc.\n")
	}
	if len(td.shape) > 2 {
		return c.Errorf("Expects a 1D or 2D TensorDesc.\n")
	}
	vt, ok := first(c, "value").(*ir.VectorType)
	// Unreachable: ODS requires a vector.
	if !ok {
		return c.Errorf("Expecting a VectorType result.\n")
	}
	if d := cacheHints(c, false); d != nil {
		return d
	}
	if td.arrayLength() > 1 {
		return c.Errorf("array length is not supported by store_nd.\n")
	}
	tdescElems, valueElems := td.numElements(), product(vt.Shape)
	if len(vt.Shape) == 1 && valueElems < tdescElems {
		if td.layoutAttr() != nil {
			return c.Errorf("TensorDesc doesn't need LayoutAttr for SIMT code")
		}
		if valueElems == 0 {
			return nil
		}
		if tdescElems%valueElems != 0 {
			return c.Errorf("Value shape %s is not a valid distribution for tensor descriptor %s", makeString(vt.Shape), quoted(td.t))
		}
		return nil
	}
	if !slices.Equal(td.shape, vt.Shape) {
		return c.Errorf("Value shape %s is not consistent with tensor descriptor %s", makeString(vt.Shape), quoted(td.t))
	}
	return offsetRanks(c, int64(len(td.shape)))
}

// updateNdOffset is UpdateNdOffsetOp::verify.
func updateNdOffset(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	if !ok {
		return nil
	}
	if td.scattered() {
		return c.Errorf("Expects a non-scattered TensorDesc.\n")
	}
	if len(td.shape) != denseLen(c.Attr("const_offsets")) {
		return c.Errorf("Invalid number of offsets.")
	}
	return nil
}

// createDesc is CreateDescOp::verify.
func createDesc(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	offsets, ok2 := first(c, "offsets").(*ir.VectorType)
	if !ok || !ok2 {
		return nil
	}
	if !td.scattered() {
		return c.Errorf("Expects a scattered TensorDesc.\n")
	}
	if s, d := sourceMemorySpace(first(c, "source")), td.memorySpace(); s != d {
		return c.Errorf("Memory space mismatch. Source: %d, TensorDesc: %d", s, d)
	}
	shape := append([]int64(nil), offsets.Shape...)
	if chunk := td.chunkSize(); chunk != 1 {
		shape = append(shape, chunk)
	}
	if !slices.Equal(shape, td.shape) {
		return c.Errorf("Incorrect TensorDesc shape. Expected is %s\n", makeString(shape))
	}
	return nil
}

// scatterOffsets is the check the gather/scatter ops and prefetch start
// with: a descriptor takes no offsets and must be scattered; a memref or
// pointer needs offsets.
func scatterOffsets(c dialect.Checker, src ir.Type) (td tensorDesc, isDesc bool, d *diag.Diagnostic) {
	td, isDesc = readTensorDesc(src)
	hasOffsets := len(c.Operand("offsets")) > 0
	switch {
	case isDesc && hasOffsets:
		return td, isDesc, c.Errorf("offsets not allowed.")
	case !isDesc && !hasOffsets:
		return td, isDesc, c.Errorf("Expects offsets.")
	case isDesc && !td.scattered():
		return td, isDesc, c.Errorf("Expects a scattered TensorDesc.")
	}
	return td, isDesc, nil
}

// prefetch is PrefetchOp::verify.
func prefetch(c dialect.Checker) *diag.Diagnostic {
	src := first(c, "source")
	if src == nil {
		return nil
	}
	if _, _, d := scatterOffsets(c, src); d != nil {
		return d
	}
	if d := cacheHints(c, true); d != nil {
		return d
	}
	_, isInt := src.(*ir.IntegerType)
	align := c.Attr("offset_align_byte") != nil
	if isInt && !align {
		return c.Errorf("offset_align_byte is required with integer source.")
	}
	if align && !isInt {
		return c.Errorf("offset_align_byte only allowed with integer source.")
	}
	return nil
}

// gatherScatter is LoadGatherOp::verify (load) and StoreScatterOp::verify.
func gatherScatter(c dialect.Checker, load bool) *diag.Diagnostic {
	srcName := "source"
	if !load {
		srcName = "dest"
	}
	src, maskTy, valueT := first(c, srcName), first(c, "mask"), first(c, "value")
	if src == nil || maskTy == nil || valueT == nil {
		return nil
	}
	td, isDesc, d := scatterOffsets(c, src)
	if d != nil {
		return d
	}
	if d := cacheHints(c, load); d != nil {
		return d
	}
	valueTy, _ := valueT.(*ir.VectorType)
	if isDesc {
		return gatherScatterParams(c, maskTy, valueTy, td)
	}
	chunk := int64(1)
	if a, ok := c.Attr("chunk_size").(*ir.IntegerAttr); ok {
		chunk = a.Int64()
	}
	if mt, ok := src.(*ir.MemRefType); ok && verify.ElementTypeOrSelf(valueT) != mt.Elem {
		return c.EmitErrorf("Value should have the same element type as MemRef.")
	}
	return gatherScatterBufferParams(c, first(c, "offsets"), maskTy, valueTy, chunk)
}

// gatherScatterParams is isValidGatherScatterParams: a scattered
// descriptor's access.
func gatherScatterParams(c dialect.Checker, maskTy ir.Type, valueTy *ir.VectorType, td tensorDesc) *diag.Diagnostic {
	// Unreachable: scatterOffsets checked it.
	if !td.scattered() {
		return c.Errorf("Expects a scattered TensorDesc.")
	}
	chunk := td.chunkSize()
	// A scalar value takes a chunk of one element and a scalar mask.
	if valueTy == nil {
		if chunk > 1 {
			return c.Errorf("Expecting chunk size == 1 for scalar result")
		}
		if _, isVec := maskTy.(*ir.VectorType); isVec {
			return c.Errorf("Expecting a vector type result.")
		}
		return nil
	}
	maskShape, valueShape, tdescShape := shapeOf(maskTy), valueTy.Shape, td.shape
	if valueTy.Elem != td.elem {
		return c.Errorf("Value should have the same element type as TensorDesc.")
	}
	expectedMask := append([]int64(nil), tdescShape...)
	if chunk > 1 {
		expectedMask = expectedMask[:len(expectedMask)-1]
	}
	if !slices.Equal(expectedMask, maskShape) {
		return c.Errorf("Mask should match TensorDesc except the chunk size dim.")
	}
	// A 1D value of chunk size elements is SIMT code, without layout.
	if len(valueShape) == 1 && product(valueShape) == chunk {
		if td.layoutAttr() != nil {
			return c.Errorf("TensorDesc doesn't need LayoutAttr for SIMT code")
		}
		return nil
	}
	if !slices.Equal(tdescShape, valueShape) {
		return c.Errorf("Value shape %s is neither a valid distribution for SIMT nor consistent with the tensor descriptor for SIMD %s", makeString(valueShape), quoted(td.t))
	}
	return nil
}

// gatherScatterBufferParams is isValidGatherScatterBufferParams: an
// access through a memref or pointer with offsets.
func gatherScatterBufferParams(c dialect.Checker, offsetsTy, maskTy ir.Type, valueTy *ir.VectorType, chunk int64) *diag.Diagnostic {
	maskVec, _ := maskTy.(*ir.VectorType)
	offsetsVec, _ := offsetsTy.(*ir.VectorType)
	if valueTy == nil {
		if chunk > 1 {
			return c.Errorf("Expecting chunk size == 1 for scalar result")
		}
		if maskVec != nil || offsetsVec != nil {
			return c.Errorf("Expecting scalar mask and offsets.")
		}
		return nil
	}
	valueSize := product(valueTy.Shape)
	// SIMT code with a scalar mask and offsets.
	if maskVec == nil && offsetsVec == nil {
		if valueSize != chunk {
			return c.Errorf("value elements must match chunk size %d", chunk)
		}
		return nil
	}
	maskShape, valueShape := shapeOf(maskTy), valueTy.Shape
	if maskVec == nil {
		return c.Errorf("Expecting a vector type mask.")
	}
	maskSize := product(maskVec.Shape)
	if chunk > 1 {
		if len(valueShape) == 1 && valueSize != chunk {
			return c.Errorf("value elements must match chunk size %d", chunk)
		}
	} else if valueSize != maskSize {
		return c.Errorf("Mask should match value except the chunk size dim.")
	}
	if maskSize == 1 {
		return nil
	}
	expected := append([]int64(nil), valueShape...)
	if chunk > 1 {
		expected = expected[:len(expected)-1]
	}
	if !slices.Equal(expected, maskShape) {
		return c.Errorf("Mask should match value except the chunk size dim.")
	}
	return nil
}

// updateOffset is UpdateOffsetOp::verify.
func updateOffset(c dialect.Checker) *diag.Diagnostic {
	td, ok := readTensorDesc(first(c, "TensorDesc"))
	offsets := first(c, "offsets")
	if !ok || offsets == nil {
		return nil
	}
	if !td.scattered() {
		return c.Errorf("Expects a scattered TensorDesc.\n")
	}
	expected := append([]int64(nil), td.shape...)
	if td.chunkSize() > 1 {
		expected = expected[:len(expected)-1]
	}
	if !slices.Equal(expected, shapeOf(offsets)) {
		return c.Errorf("Offsets should match TensorDesc except the chunk size dim.")
	}
	return nil
}

// dpas is DpasOp::verify.
func dpas(c dialect.Checker) *diag.Diagnostic {
	lhs, ok1 := first(c, "lhs").(*ir.VectorType)
	rhs, ok2 := first(c, "rhs").(*ir.VectorType)
	res, ok3 := first(c, "result").(*ir.VectorType)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if acc := c.Operand("acc"); len(acc) > 0 && acc[0].Type() != ir.Type(res) {
		return c.Errorf("Expecting the acc type to be the same as result.")
	}
	lr, rr, resr := len(lhs.Shape), len(rhs.Shape), len(res.Shape)
	// SIMT code: B is a multiple of 32 bits (the rest needs the
	// architecture).
	if lr == 1 && rr == 1 && resr == 1 {
		w, ok := intOrFloatWidth(rhs.Elem)
		if !ok || w == 0 || 32/w == 0 {
			return nil
		}
		if product(rhs.Shape)%(32/w) != 0 {
			return c.Errorf("Expecting B operand to be a multiple of 32 bits.")
		}
		return nil
	}
	if lr != 2 || rr != 2 && rr != 3 || resr != 2 {
		return c.Errorf("expecting lhs and result to be a 2D vector, and rhs to be either 2D or 3D (packed) vector.")
	}
	bK := rhs.Shape[0]
	if rr == 3 {
		bK *= rhs.Shape[2]
	}
	switch {
	case bK != lhs.Shape[1]:
		return c.Errorf("K-dimension mismatch.")
	case lhs.Shape[0] != res.Shape[0]:
		return c.Errorf("M-dimension mismatch.")
	case rhs.Shape[1] != res.Shape[1]:
		return c.Errorf("N-dimension mismatch.")
	}
	return nil
}

// convertLayout is ConvertLayoutOp::verify.
func convertLayout(c dialect.Checker) *diag.Diagnostic {
	in, target := c.Attr("input_layout"), c.Attr("target_layout")
	// Unreachable: ODS requires both.
	if in == nil {
		return c.Errorf("expected input layout.")
	}
	if target == nil {
		// Unreachable: ODS requires it.
		return c.Errorf("expected target layout.")
	}
	src, ok1 := readDistLayout(in)
	res, ok2 := readDistLayout(target)
	if !ok1 || !ok2 {
		return nil
	}
	if (!src.workgroup || !res.workgroup) && (src.workgroup || res.workgroup) {
		return c.Errorf("expected input layout and target layout be WgLayout or SgLayout at the same time.")
	}
	vt, ok := first(c, "source").(*ir.VectorType)
	if !ok {
		return nil
	}
	if ok, known := evenlyDistributable(vt.Shape, src); !known {
		return nil
	} else if !ok {
		return c.Errorf("invalid input layout, data cannot be evenly distributed.")
	}
	if ok, known := evenlyDistributable(vt.Shape, res); known && !ok {
		return c.Errorf("invalid target layout, data cannot be evenly distributed.")
	}
	return nil
}

// memDescShape is a !xegpu.mem_desc's shape.
func memDescShape(dt *ir.DialectType) []int64 {
	var s []int64
	for _, p := range dt.Params.List("shape") {
		s = append(s, p.Int)
	}
	return s
}

// memLayoutInts is entry name of a !xegpu.mem_desc's #xegpu.mem_layout,
// an array of integers; ok is false when it is not there.
func memLayoutInts(dt *ir.DialectType, name string) ([]int64, bool) {
	ml := xegpuAttr(dt.Params.Attr("mem_layout"), "mem_layout")
	if ml == nil {
		return nil, false
	}
	dict, ok := ml.Params.Attr("attrs").(*ir.DictionaryAttr)
	if !ok {
		return nil, false
	}
	for _, e := range dict.Entries {
		if e.Name != name {
			continue
		}
		arr, ok := e.Value.(*ir.ArrayAttr)
		if !ok {
			return nil, false
		}
		var v []int64
		for _, x := range arr.Elems {
			ia, ok := x.(*ir.IntegerAttr)
			if !ok {
				return nil, false
			}
			v = append(v, ia.Int64())
		}
		return v, true
	}
	return nil, false
}

// matrixOp is LoadMatrixOp::verify and StoreMatrixOp::verify
// (IsValidMatrixOpParams), which report with emitError.
func matrixOp(c dialect.Checker, dataName string) *diag.Diagnostic {
	md, ok := first(c, "mem_desc").(*ir.DialectType)
	data := first(c, dataName)
	if !ok || data == nil {
		return nil
	}
	blockIO := c.Attr("subgroup_block_io") != nil
	dataTy, ok := data.(*ir.VectorType)
	if !ok {
		if blockIO {
			return c.EmitErrorf("subgroup_block_io are only allowed when result is a VectorType.")
		}
		return nil
	}
	mdShape := memDescShape(md)
	if len(mdShape) != 2 {
		return c.EmitErrorf("mem_desc must be 2D.")
	}
	// getBlockShape: the block entry, else the shape; getStrideAttr: the
	// stride entry, else row-major strides.
	block, ok := memLayoutInts(md, "block")
	if !ok || len(block) == 0 {
		block = mdShape
	}
	strides, ok := memLayoutInts(md, "stride")
	if !ok {
		strides = append(append([]int64(nil), mdShape[1:]...), 1)
	}
	if layoutAttr := c.Attr("layout"); blockIO && layoutAttr != nil {
		l, ok := readDistLayout(layoutAttr)
		if ok && len(l.laneData) > 0 {
			for _, d := range l.laneData[:len(l.laneData)-1] {
				if d != 1 {
					return c.EmitErrorf("With subgroup_block_io, accessed data must be contiguous and coalesced.")
				}
			}
			for i := range l.laneData {
				if i >= len(l.laneLayout) || i >= len(block) || i >= len(strides) {
					return nil
				}
				if l.laneLayout[i] != block[i] {
					return c.EmitErrorf("With subgroup_block_io, the block shape must match the lane layout.")
				}
				if l.laneLayout[i] != 1 && strides[i] != 1 {
					return c.EmitErrorf("With subgroup_block_io, the distributed dimensions must be contiguous.")
				}
			}
		}
	}
	if len(dataTy.Shape) == 2 {
		for i := range dataTy.Shape {
			if dataTy.Shape[i] > mdShape[i] {
				return c.EmitErrorf("data shape must not exceed mem_desc shape.")
			}
		}
		return nil
	}
	// Unreachable: a 2D mem_desc's block shape is never empty.
	if blockIO && len(block) == 0 {
		return c.EmitErrorf("mem_desc must have block attribute when subgroup_block_io is set.")
	}
	// isColMajor: the first stride is 1.
	if blockIO && len(strides) > 0 && strides[0] == 1 {
		return c.EmitErrorf("mem_desc should be row major when subgroup_block_io is set.")
	}
	return nil
}
