package vector

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of vector's shuffles, inserts, slices, transposes,
// casts, masks, outer products, multi-reductions, scans, gathers and
// scatters, and contractions (VectorOps.cpp's verify()).

// poisonIndex is vector's kPoisonIndex: a position or a shuffle mask
// entry that stands for a poison value.
const poisonIndex = -1

func vectorVerifiers2(h *registry.Hooks) {
	h.Verifier("vector.insert").Op = verifyInsert
	h.Verifier("vector.shuffle").Op = verifyShuffle
	h.Verifier("vector.transpose").Op = verifyTranspose
	h.Verifier("vector.extract_strided_slice").Op = verifyExtractStridedSlice
	h.Verifier("vector.insert_strided_slice").Op = verifyInsertStridedSlice
	h.Verifier("vector.bitcast").Op = verifyBitCast
	h.Verifier("vector.type_cast").Op = verifyTypeCast
	h.Verifier("vector.constant_mask").Op = verifyConstantMask
	h.Verifier("vector.create_mask").Op = verifyCreateMask
	h.Verifier("vector.outerproduct").Op = verifyOuterProduct
	h.Verifier("vector.multi_reduction").Op = verifyMultiReduction
	h.Verifier("vector.scan").Op = verifyScan
	h.Verifier("vector.gather").Op = verifyGather
	h.Verifier("vector.scatter").Op = verifyScatter
	h.Verifier("vector.expandload").Op = verifyExpandLoad
	h.Verifier("vector.compressstore").Op = verifyCompressStore
	h.Verifier("vector.contract").Op = verifyContract
}

// kindName is the name of a #vector.kind<...> attribute ("add"), or "".
func kindName(a ir.Attribute) string {
	s, ok := ir.SpellingOf(a)
	if !ok {
		return ""
	}
	return strings.TrimSuffix(strings.TrimPrefix(s.Data, "kind<"), ">")
}

// combiningKindSupported is isSupportedCombiningKind: whether a
// combining kind applies to an element type (true for a kind gomlir
// does not know).
func combiningKindSupported(kind string, elem ir.Type) bool {
	isInt := verify.Is[*ir.IntegerType](elem) || verify.Is[*ir.IndexType](elem)
	switch kind {
	case "add", "mul":
		return isInt || verify.IsFloat(elem)
	case "minui", "minsi", "maxui", "maxsi", "and", "or", "xor":
		return isInt
	case "minnumf", "maxnumf", "minimumf", "maximumf":
		return verify.IsFloat(elem)
	}
	return true
}

// i64s are the integers of an array attribute of integers; ok is false
// for another attribute.
func i64s(a ir.Attribute) ([]int64, bool) {
	switch a := a.(type) {
	case *ir.DenseArrayAttr:
		out := make([]int64, len(a.Values))
		for i := range a.Values {
			out[i] = a.Int(i)
		}
		return out, true
	case *ir.ArrayAttr:
		out := make([]int64, len(a.Elems))
		for i, e := range a.Elems {
			ia, ok := e.(*ir.IntegerAttr)
			if !ok {
				return nil, false
			}
			out[i] = ia.Int64()
		}
		return out, true
	}
	return nil, false
}

func vectorOf(vs []ir.Value) (*ir.VectorType, bool) {
	v, ok := verify.FirstType(vs).(*ir.VectorType)
	return v, ok
}

func firstResult(o dialect.Checker) ir.Type {
	return verify.FirstType(verify.ResultValues(o.Op()))
}

func verifyInsert(o dialect.Checker) *diag.Diagnostic {
	src := verify.FirstType(o.Operand("valueToStore"))
	if sv, ok := src.(*ir.VectorType); ok && len(sv.Shape) == 0 {
		return o.EmitErrorf("expected a scalar instead of a 0-d vector as the source operand")
	}
	dest, ok1 := vectorOf(o.Operand("dest"))
	pos, ok2 := i64s(o.Attr("static_position"))
	if !ok1 || !ok2 {
		return nil
	}
	if len(pos) > len(dest.Shape) {
		return o.Errorf("expected position attribute of rank no greater than dest vector rank")
	}
	sv, isVec := src.(*ir.VectorType)
	if isVec && len(sv.Shape)+len(pos) != len(dest.Shape) {
		return o.Errorf("expected position attribute rank + source rank to match dest vector rank")
	}
	if !isVec && len(pos) != len(dest.Shape) {
		return o.Errorf("expected position attribute rank to match the dest vector rank")
	}
	for i, p := range pos {
		if p == ir.DynamicSize {
			continue
		}
		if p != poisonIndex && (p < 0 || p >= dest.Shape[i]) {
			return o.Errorf("expected position attribute #%d to be a non-negative integer smaller than the corresponding dest vector dimension", i+1)
		}
	}
	return nil
}

func verifyShuffle(o dialect.Checker) *diag.Diagnostic {
	v1, ok1 := vectorOf(o.Operand("v1"))
	v2, ok2 := vectorOf(o.Operand("v2"))
	res, ok3 := vectorOf(o.Result("vector"))
	mask, ok4 := i64s(o.Attr("mask"))
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	resRank, v1Rank, v2Rank := len(res.Shape), len(v1.Shape), len(v2.Shape)
	wellFormed0D := v1Rank == 0 && v2Rank == 0 && resRank == 1
	wellFormedND := v1Rank == resRank && v2Rank == resRank
	if !wellFormed0D && !wellFormedND {
		return o.Errorf("rank mismatch")
	}
	for r := 1; r < v1Rank; r++ {
		if res.Shape[r] != v1.Shape[r] || v1.Shape[r] != v2.Shape[r] {
			return o.Errorf("dimension mismatch")
		}
	}
	if len(mask) <= 0 {
		return o.Errorf("invalid mask length")
	}
	if int64(len(mask)) != res.Shape[0] {
		return o.Errorf("mask length mismatch")
	}
	lead := func(v *ir.VectorType) int64 {
		if len(v.Shape) == 0 {
			return 1
		}
		return v.Shape[0]
	}
	size := lead(v1) + lead(v2)
	for i, m := range mask {
		if m != poisonIndex && (m < 0 || m >= size) {
			return o.Errorf("mask index #%d out of range", i+1)
		}
	}
	return nil
}

func verifyTranspose(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := vectorOf(o.Operand("vector"))
	res, ok2 := vectorOf(o.Result("result"))
	perm, ok3 := i64s(o.Attr("permutation"))
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	rank := len(res.Shape)
	if len(src.Shape) != rank {
		return o.Errorf("vector result rank mismatch: %d", rank)
	}
	if len(perm) != rank {
		return o.Errorf("transposition length mismatch: %d", len(perm))
	}
	seen := make([]bool, rank)
	for i, p := range perm {
		if p < 0 || p >= int64(rank) {
			return o.Errorf("transposition index out of range: %d", p)
		}
		if seen[p] {
			return o.Errorf("duplicate position index: %d", p)
		}
		seen[p] = true
		if res.Shape[i] != src.Shape[p] {
			return o.Errorf("dimension size mismatch at: %d", p)
		}
	}
	return nil
}

// rankNoGreater is isIntegerArrayAttrSmallerThanShape.
func rankNoGreater(o dialect.Checker, vals []int64, shape []int64, name string) *diag.Diagnostic {
	if len(vals) > len(shape) {
		return o.Errorf("expected %s attribute of rank no greater than vector rank", name)
	}
	return nil
}

// confinedToShape is isIntegerArrayAttrConfinedToShape: each value in
// [lo, dim) (halfOpen) or [lo, dim].
func confinedToShape(o dialect.Checker, vals, shape []int64, name string, halfOpen bool, lo int64) *diag.Diagnostic {
	for i := 0; i < len(vals) && i < len(shape); i++ {
		hi := shape[i]
		if !halfOpen {
			hi++
		}
		if vals[i] < lo || vals[i] >= hi {
			return o.Errorf("expected %s dimension %d to be confined to [%d, %d)", name, i, lo, hi)
		}
	}
	return nil
}

// confinedToRange is isIntegerArrayAttrConfinedToRange.
func confinedToRange(o dialect.Checker, vals []int64, lo, hi int64, name string, halfOpen bool) *diag.Diagnostic {
	upper := hi
	if !halfOpen {
		upper++
	}
	for _, v := range vals {
		if v < lo || v >= upper {
			return o.Errorf("expected %s to be confined to [%d, %d)", name, lo, upper)
		}
	}
	return nil
}

// sumConfinedToShape is isSumOfIntegerArrayAttrConfinedToShape: a+b in
// [0, dim) (halfOpen) or [0, dim], reported as [lo, ...).
func sumConfinedToShape(o dialect.Checker, a, b, shape []int64, nameA, nameB string, halfOpen bool, lo int64) *diag.Diagnostic {
	for i := 0; i < len(a) && i < len(b) && i < len(shape); i++ {
		hi := shape[i]
		if !halfOpen {
			hi++
		}
		if s := a[i] + b[i]; s < 0 || s >= hi {
			return o.Errorf("expected sum(%s, %s) dimension %d to be confined to [%d, %d)", nameA, nameB, i, lo, hi)
		}
	}
	return nil
}

func verifyExtractStridedSlice(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := vectorOf(o.Operand("source"))
	offsets, ok2 := i64s(o.Attr("offsets"))
	sizes, ok3 := i64s(o.Attr("sizes"))
	strides, ok4 := i64s(o.Attr("strides"))
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	if len(offsets) != len(sizes) || len(offsets) != len(strides) {
		return o.Errorf("expected offsets, sizes and strides attributes of same size")
	}
	shape := src.Shape
	for _, d := range []*diag.Diagnostic{
		rankNoGreater(o, offsets, shape, "offsets"),
		rankNoGreater(o, sizes, shape, "sizes"),
		rankNoGreater(o, strides, shape, "strides"),
	} {
		if d != nil {
			return d
		}
	}
	if d := confinedToShape(o, offsets, shape, "offsets", true, 0); d != nil {
		return d
	}
	if d := confinedToShape(o, sizes, shape, "sizes", false, 1); d != nil {
		return d
	}
	if d := confinedToRange(o, strides, 1, 1, "strides", false); d != nil {
		return d
	}
	if d := sumConfinedToShape(o, offsets, sizes, shape, "offsets", "sizes", false, 1); d != nil {
		return d
	}
	// inferStridedSliceOpResultType: the sizes, then the source's
	// remaining dims; the source's scalable flags.
	inferredShape := append(append([]int64(nil), sizes...), shape[len(sizes):]...)
	inferred := o.Context().Vector(inferredShape, src.Scalable, src.Elem)
	if res := firstResult(o); res != nil && res != ir.Type(inferred) {
		return o.Errorf("expected result type to be '%s'", verify.TypeString(inferred))
	}
	for i, size := range sizes {
		if scalableDim(src, i) && shape[i] != size {
			return o.Errorf("expected size at idx=%d to match the corresponding base size from the input vector (%d vs %d)", i, size, shape[i])
		}
	}
	return nil
}

func verifyInsertStridedSlice(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := vectorOf(o.Operand("valueToStore"))
	dest, ok2 := vectorOf(o.Operand("dest"))
	offsets, ok3 := i64s(o.Attr("offsets"))
	strides, ok4 := i64s(o.Attr("strides"))
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	if len(offsets) != len(dest.Shape) {
		return o.Errorf("expected offsets of same size as destination vector rank")
	}
	if len(strides) != len(src.Shape) {
		return o.Errorf("expected strides of same size as source vector rank")
	}
	if len(src.Shape) > len(dest.Shape) {
		return o.Errorf("expected source rank to be no greater than destination rank")
	}
	rankDiff := len(dest.Shape) - len(src.Shape)
	srcAsDest := append(make([]int64, rankDiff), src.Shape...)
	if d := confinedToShape(o, offsets, dest.Shape, "offsets", true, 0); d != nil {
		return d
	}
	if d := confinedToRange(o, strides, 1, 1, "strides", false); d != nil {
		return d
	}
	if d := sumConfinedToShape(o, offsets, srcAsDest, dest.Shape, "offsets", "source vector shape", false, 1); d != nil {
		return d
	}
	for i, sd := range src.Shape {
		ss, ds := scalableDim(src, i), scalableDim(dest, i+rankDiff)
		if ss != ds {
			return o.Errorf("mismatching scalable flags (at source vector idx=%d)", i)
		}
		if ss && sd != dest.Shape[i+rankDiff] {
			return o.Errorf("expected size at idx=%d to match the corresponding base size from the input vector (%d vs %d)", i, sd, dest.Shape[i+rankDiff])
		}
	}
	return nil
}

func verifyBitCast(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := vectorOf(o.Operand("source"))
	res, ok2 := vectorOf(o.Result("result"))
	if !ok1 || !ok2 || len(src.Shape) != len(res.Shape) {
		// The ranks are equal once the ODS checks pass.
		return nil
	}
	for i := 0; i < len(src.Shape)-1; i++ {
		if src.Shape[i] != res.Shape[i] {
			return o.Errorf("dimension size mismatch at: %d", i)
		}
	}
	sb, rb := int64(bitWidth(src.Elem)), int64(bitWidth(res.Elem))
	if sb <= 0 || rb <= 0 {
		return nil
	}
	if len(src.Shape) == 0 {
		if sb != rb {
			return o.Errorf("source/result bitwidth of the 0-D vector element types must be equal")
		}
	} else if sb*src.Shape[len(src.Shape)-1] != rb*res.Shape[len(res.Shape)-1] {
		return o.Errorf("source/result bitwidth of the minor 1-D vectors must be equal")
	}
	return nil
}

// typeCastShape is extractShape: a memref's shape, then its vector
// element type's.
func typeCastShape(m *ir.MemRefType) []int64 {
	out := append([]int64(nil), m.Shape...)
	if v, ok := m.Elem.(*ir.VectorType); ok {
		out = append(out, v.Shape...)
	}
	return out
}

// scalarOf is getElementTypeOrSelf applied twice.
func scalarOf(m *ir.MemRefType) ir.Type {
	return verify.ElementTypeOrSelf(m.Elem)
}

func verifyTypeCast(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(o.Result("result")).(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	if id, known := verify.CanonicalIsIdentity(src); known && !id {
		return o.Errorf("expects operand to be a memref with identity layout")
	}
	if id, known := verify.LayoutIsIdentity(res); known && !id {
		return o.Errorf("expects result to be a memref with identity layout")
	}
	if res.MemorySpace != src.MemorySpace {
		return o.Errorf("expects result in same memory space")
	}
	if scalarOf(src) != scalarOf(res) {
		return o.Errorf("expects result and operand with same underlying scalar type: '%s'", verify.TypeString(res))
	}
	if !verify.EqualDims(typeCastShape(src), typeCastShape(res)) {
		return o.Errorf("expects concatenated result and operand shapes to be equal: '%s'", verify.TypeString(res))
	}
	return nil
}

func verifyConstantMask(o dialect.Checker) *diag.Diagnostic {
	res, ok1 := vectorOf(verify.ResultValues(o.Op()))
	sizes, ok2 := i64s(o.Attr("mask_dim_sizes"))
	if !ok1 || !ok2 {
		return nil
	}
	if len(res.Shape) == 0 {
		if len(sizes) != 1 {
			return o.EmitErrorf("array attr must have length 1 for 0-D vectors")
		}
		if sizes[0] != 0 && sizes[0] != 1 {
			return o.EmitErrorf("mask dim size must be either 0 or 1 for 0-D vectors")
		}
		return nil
	}
	if len(sizes) != len(res.Shape) {
		return o.Errorf("must specify array attr of size equal vector result rank")
	}
	anyZero, allZero := false, true
	for i, s := range sizes {
		if s < 0 || s > res.Shape[i] {
			return o.Errorf("array attr of size out of bounds of vector result dimension size")
		}
		if scalableDim(res, i) && s != 0 && s != res.Shape[i] {
			return o.Errorf("only supports 'none set' or 'all set' scalable dimensions")
		}
		if s == 0 {
			anyZero = true
		} else {
			allZero = false
		}
	}
	if anyZero && !allZero {
		return o.Errorf("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim")
	}
	return nil
}

func verifyCreateMask(o dialect.Checker) *diag.Diagnostic {
	res, ok := vectorOf(verify.ResultValues(o.Op()))
	if !ok {
		return nil
	}
	n := len(o.Op().Operands)
	if len(res.Shape) == 0 {
		if n != 1 {
			return o.Errorf("must specify exactly one operand for 0-D create_mask")
		}
	} else if n != len(res.Shape) {
		return o.Errorf("must specify an operand for each result vector dimension")
	}
	return nil
}

func verifyOuterProduct(o dialect.Checker) *diag.Diagnostic {
	lhs, ok1 := vectorOf(o.Operand("lhs"))
	res, ok2 := vectorOf(verify.ResultValues(o.Op()))
	if !ok1 || !ok2 {
		return nil
	}
	rhs, isVec := vectorOf(o.Operand("rhs"))
	if len(lhs.Shape) != 1 {
		return o.Errorf("expected 1-d vector for operand #1")
	}
	if isVec {
		if len(rhs.Shape) != 1 {
			return o.Errorf("expected 1-d vector for operand #2")
		}
		if len(res.Shape) != 2 {
			return o.Errorf("expected 2-d vector result")
		}
		if lhs.Shape[0] != res.Shape[0] {
			return o.Errorf("expected #1 operand dim to match result dim #1")
		}
		if rhs.Shape[0] != res.Shape[1] {
			return o.Errorf("expected #2 operand dim to match result dim #2")
		}
		if verify.AnyTrue(lhs.Scalable) && !verify.AnyTrue(rhs.Scalable) {
			return o.Errorf("expected either both or only #2 operand dim to be scalable")
		}
	} else {
		if len(res.Shape) != 1 {
			return o.Errorf("expected 1-d vector result")
		}
		if lhs.Shape[0] != res.Shape[0] {
			return o.Errorf("expected #1 operand dim to match result dim #1")
		}
	}
	if acc := verify.FirstType(o.Operand("acc")); acc != nil && acc != ir.Type(res) {
		return o.Errorf("expected operand #3 of same type as result type")
	}
	kind := "add"
	if a := o.Attr("kind"); a != nil {
		kind = kindName(a)
	}
	if !combiningKindSupported(kind, res.Elem) {
		return o.Errorf("unsupported outerproduct type")
	}
	return nil
}

func verifyMultiReduction(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := vectorOf(o.Operand("source"))
	dims, ok2 := i64s(o.Attr("reduction_dims"))
	dest := verify.FirstType(o.Result("dest"))
	if !ok1 || !ok2 || dest == nil {
		return nil
	}
	var shape []int64
	var scalable []bool
	for i, d := range src.Shape {
		reduced := false
		for _, r := range dims {
			if r == int64(i) {
				reduced = true
			}
		}
		if !reduced {
			shape = append(shape, d)
			scalable = append(scalable, scalableDim(src, i))
		}
	}
	inferred := src.Elem
	if len(shape) > 0 {
		inferred = o.Context().Vector(shape, scalable, src.Elem)
	}
	if dest != inferred {
		return o.Errorf("destination type '%s' is incompatible with source type '%s'", verify.TypeString(dest), verify.TypeString(src))
	}
	return nil
}

func verifyScan(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := vectorOf(o.Operand("source"))
	init, ok2 := vectorOf(o.Operand("initial_value"))
	rdAttr, ok3 := o.Attr("reduction_dim").(*ir.IntegerAttr)
	dest, ok4 := vectorOf(o.Result("dest"))
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	srcRank := int64(len(src.Shape))
	rd := rdAttr.Int64()
	if rd >= srcRank {
		return o.Errorf("reduction dimension %d has to be less than %d", rd, srcRank)
	}
	if initRank := int64(len(init.Shape)); initRank != srcRank-1 {
		return o.Errorf("initial value rank %d has to be equal to %d", initRank, srcRank-1)
	}
	var expected []int64
	for i, d := range src.Shape {
		if int64(i) != rd {
			expected = append(expected, d)
		}
	}
	for i := 0; i < len(expected) && i < len(init.Shape); i++ {
		if init.Shape[i] != expected[i] {
			return o.Errorf("incompatible input/initial value shapes")
		}
	}
	kind := kindName(o.Attr("kind"))
	if !combiningKindSupported(kind, dest.Elem) {
		return o.Errorf("unsupported reduction type '%s' for kind '%s'", verify.TypeString(dest.Elem), kind)
	}
	return nil
}

// rankedBase is the base of a gather or scatter when it is a memref or
// a ranked tensor.
func rankedBase(t ir.Type) (ir.ShapedType, bool) {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t, true
	case *ir.RankedTensorType:
		return t, true
	}
	return nil, false
}

func verifyGather(o dialect.Checker) *diag.Diagnostic {
	baseT := verify.FirstType(o.Operand("base"))
	ind, ok1 := vectorOf(o.Operand("indices"))
	mask, ok2 := vectorOf(o.Operand("mask"))
	res, ok3 := vectorOf(o.Result("result"))
	if baseT == nil || !ok1 || !ok2 || !ok3 {
		return nil
	}
	base, ok := rankedBase(baseT)
	if !ok {
		return o.Errorf("requires base to be a memref or ranked tensor type")
	}
	if res.Elem != base.ElementType() {
		return o.Errorf("base and result element type should match")
	}
	dims, _ := base.Dims()
	if len(o.Operand("offsets")) != len(dims) {
		return o.Errorf("requires %d indices", len(dims))
	}
	if !verify.EqualDims(res.Shape, ind.Shape) {
		return o.Errorf("expected result dim to match indices dim")
	}
	if !verify.EqualDims(res.Shape, mask.Shape) {
		return o.Errorf("expected result dim to match mask dim")
	}
	if verify.FirstType(o.Operand("pass_thru")) != ir.Type(res) {
		return o.Errorf("expected pass_thru of same type as result type")
	}
	return nil
}

func verifyScatter(o dialect.Checker) *diag.Diagnostic {
	baseT := verify.FirstType(o.Operand("base"))
	ind, ok1 := vectorOf(o.Operand("indices"))
	mask, ok2 := vectorOf(o.Operand("mask"))
	val, ok3 := vectorOf(o.Operand("valueToStore"))
	if baseT == nil || !ok1 || !ok2 || !ok3 {
		return nil
	}
	base, ok := rankedBase(baseT)
	if !ok {
		return o.Errorf("requires base to be a memref or ranked tensor type")
	}
	if val.Elem != base.ElementType() {
		return o.Errorf("base and valueToStore element type should match")
	}
	dims, _ := base.Dims()
	if len(o.Operand("offsets")) != len(dims) {
		return o.Errorf("requires %d indices", len(dims))
	}
	if !verify.EqualDims(val.Shape, ind.Shape) {
		return o.Errorf("expected valueToStore dim to match indices dim")
	}
	if !verify.EqualDims(val.Shape, mask.Shape) {
		return o.Errorf("expected valueToStore dim to match mask dim")
	}
	return nil
}

func verifyExpandLoad(o dialect.Checker) *diag.Diagnostic {
	mem, ok1 := verify.FirstType(o.Operand("base")).(*ir.MemRefType)
	mask, ok2 := vectorOf(o.Operand("mask"))
	res, ok3 := vectorOf(o.Result("result"))
	if !ok1 || !ok2 || !ok3 || len(mask.Shape) == 0 || len(res.Shape) == 0 {
		return nil
	}
	if res.Elem != mem.Elem {
		return o.Errorf("base and result element type should match")
	}
	if len(o.Operand("indices")) != len(mem.Shape) {
		return o.Errorf("requires %d indices", len(mem.Shape))
	}
	if res.Shape[0] != mask.Shape[0] {
		return o.Errorf("expected result dim to match mask dim")
	}
	if verify.FirstType(o.Operand("pass_thru")) != ir.Type(res) {
		return o.Errorf("expected pass_thru of same type as result type")
	}
	return nil
}

func verifyCompressStore(o dialect.Checker) *diag.Diagnostic {
	mem, ok1 := verify.FirstType(o.Operand("base")).(*ir.MemRefType)
	mask, ok2 := vectorOf(o.Operand("mask"))
	val, ok3 := vectorOf(o.Operand("valueToStore"))
	if !ok1 || !ok2 || !ok3 || len(mask.Shape) == 0 || len(val.Shape) == 0 {
		return nil
	}
	if val.Elem != mem.Elem {
		return o.Errorf("base and valueToStore element type should match")
	}
	if len(o.Operand("indices")) != len(mem.Shape) {
		return o.Errorf("requires %d indices", len(mem.Shape))
	}
	if val.Shape[0] != mask.Shape[0] {
		return o.Errorf("expected valueToStore dim to match mask dim")
	}
	return nil
}

// iteratorName is the name of a #vector.iterator_type<...> attribute
// (or of the string the custom syntax wrote), or "".
func iteratorName(a ir.Attribute) string {
	if s, ok := a.(*ir.StringAttr); ok {
		return s.Value
	}
	if s, ok := ir.SpellingOf(a); ok {
		return strings.TrimSuffix(strings.TrimPrefix(s.Data, "iterator_type<"), ">")
	}
	return ""
}

// projectedPermutation is AffineMap::isProjectedPermutation (no zero
// results): each result a distinct dimension.
func projectedPermutation(m *ir.AffineMap) bool {
	if m.NumSyms > 0 {
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

// resultIndex is getResultIndex: the result of m that is dimension
// dim, or -1.
func resultIndex(m *ir.AffineMap, dim int) int {
	for i, r := range m.Results {
		if d, ok := r.(*ir.AffineDimExpr); ok && d.Pos == dim {
			return i
		}
	}
	return -1
}

// contractDimMap is getDimMap: for each iterator of the kind, the lhs
// and rhs dims it indexes when it indexes both.
func contractDimMap(maps []*ir.AffineMap, iters []string, kind string) [][2]int {
	var out [][2]int
	for i, it := range iters {
		if it != kind {
			continue
		}
		l, r := resultIndex(maps[0], i), resultIndex(maps[1], i)
		if l >= 0 && r >= 0 {
			out = append(out, [2]int{l, r})
		}
	}
	return out
}

func validDimMap(lhs, rhs *ir.VectorType, m [][2]int) bool {
	for _, p := range m {
		if p[0] < 0 || p[0] >= len(lhs.Shape) || p[1] < 0 || p[1] >= len(rhs.Shape) || lhs.Shape[p[0]] != rhs.Shape[p[1]] {
			return false
		}
	}
	return true
}

func verifyContract(o dialect.Checker) *diag.Diagnostic {
	lhs, ok1 := vectorOf(o.Operand("lhs"))
	rhs, ok2 := vectorOf(o.Operand("rhs"))
	accT := verify.FirstType(o.Operand("acc"))
	resT := firstResult(o)
	mapsAttr, ok3 := o.Attr("indexing_maps").(*ir.ArrayAttr)
	itersAttr, ok4 := o.Attr("iterator_types").(*ir.ArrayAttr)
	if !ok1 || !ok2 || !ok3 || !ok4 || accT == nil || resT == nil {
		return nil
	}
	maps := make([]*ir.AffineMap, len(mapsAttr.Elems))
	for i, e := range mapsAttr.Elems {
		ma, ok := e.(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		maps[i] = ma.Map
	}
	iters := make([]string, len(itersAttr.Elems))
	for i, e := range itersAttr.Elems {
		iters[i] = iteratorName(e)
		if iters[i] != "parallel" && iters[i] != "reduction" {
			return nil // an iterator type gomlir cannot read
		}
	}
	if len(maps) != 3 {
		return o.Errorf("expected an indexing map for each vector operand")
	}
	operands := o.Op().Operands
	for i, m := range maps {
		if m.NumSyms != 0 {
			return o.Errorf("expected indexing map %d to have no symbols", i)
		}
		rank := 0
		if i < len(operands) {
			if v, ok := operands[i].Type().(*ir.VectorType); ok {
				rank = len(v.Shape)
			}
		}
		if m.NumDims != len(iters) {
			return o.Errorf("expected indexing map %d to have %d number of inputs", i, len(iters))
		}
		if len(m.Results) != rank {
			return o.Errorf("expected indexing map %d to have %d number of outputs", i, rank)
		}
		if !projectedPermutation(m) {
			return o.Errorf("expected indexing map %d to be a projected permutation of its inputs", i)
		}
	}
	contracting := contractDimMap(maps, iters, "reduction")
	batch := contractDimMap(maps, iters, "parallel")
	if len(contracting) == 0 {
		return o.Errorf("expected at least one contracting dimension pair")
	}
	if !validDimMap(lhs, rhs, contracting) {
		return o.Errorf("invalid contracting dimension map")
	}
	if !validDimMap(lhs, rhs, batch) {
		return o.Errorf("invalid batch dimension map")
	}
	if d := contractOutputShape(o, maps, lhs, rhs, accT, resT, contracting, batch); d != nil {
		return d
	}
	elem := resT
	if v, ok := resT.(*ir.VectorType); ok {
		elem = v.Elem
	}
	kind := "add"
	if a := o.Attr("kind"); a != nil {
		kind = kindName(a)
	}
	if !combiningKindSupported(kind, elem) {
		return o.Errorf("unsupported contraction type")
	}
	return nil
}

// contractOutputShape is verifyOutputShape: the accumulator and result
// have the free and batch dims of lhs and the free dims of rhs, in the
// order the result map says.
func contractOutputShape(o dialect.Checker, maps []*ir.AffineMap, lhs, rhs *ir.VectorType, accT, resT ir.Type, contracting, batch [][2]int) *diag.Diagnostic {
	lhsContract, rhsContract, rhsBatch := map[int]bool{}, map[int]bool{}, map[int]bool{}
	for _, p := range contracting {
		lhsContract[p[0]] = true
		rhsContract[p[1]] = true
	}
	for _, p := range batch {
		rhsBatch[p[1]] = true
	}
	n := 0
	for i := range lhs.Shape {
		if !lhsContract[i] {
			n++
		}
	}
	for i := range rhs.Shape {
		if !rhsContract[i] && !rhsBatch[i] {
			n++
		}
	}
	resV, resIsVec := resT.(*ir.VectorType)
	accV, accIsVec := accT.(*ir.VectorType)
	if n == 0 {
		if resIsVec || accIsVec {
			return o.Errorf("invalid accumulator/result vector shape")
		}
		return nil
	}
	if !resIsVec || !accIsVec {
		return o.Errorf("invalid accumulator/result vector shape")
	}
	lhsMap, rhsMap, resMap := maps[0], maps[1], maps[2]
	used := make([]bool, lhsMap.NumDims)
	for _, m := range []*ir.AffineMap{lhsMap, rhsMap} {
		for _, r := range m.Results {
			if d, ok := r.(*ir.AffineDimExpr); ok && d.Pos < len(used) {
				used[d.Pos] = true
			}
		}
	}
	for _, u := range used {
		if !u {
			return o.Errorf("expected all dimensions to be either a LHS or a RHS dimension")
		}
	}
	extents := make([]int64, lhsMap.NumDims)
	set := make([]bool, lhsMap.NumDims)
	for _, pair := range []struct {
		v *ir.VectorType
		m *ir.AffineMap
	}{{lhs, lhsMap}, {rhs, rhsMap}} {
		for i := range pair.v.Shape {
			if i >= len(pair.m.Results) {
				break
			}
			d, ok := pair.m.Results[i].(*ir.AffineDimExpr)
			if !ok || d.Pos >= len(set) {
				continue
			}
			if !set[d.Pos] {
				extents[d.Pos], set[d.Pos] = pair.v.Shape[i], true
			}
		}
	}
	for _, s := range set {
		if !s {
			// unreachable: every dim is a dim result of the LHS or RHS map (checked
			// above), and the maps have as many results as the operands' ranks.
			return o.Errorf("expected all dimensions to get an extent as either a LHS or a RHS dimension")
		}
	}
	shape := make([]int64, len(resMap.Results))
	for i, r := range resMap.Results {
		d, ok := r.(*ir.AffineDimExpr)
		if !ok || d.Pos >= len(extents) {
			return nil
		}
		shape[i] = extents[d.Pos]
	}
	expected := o.Context().Vector(shape, resV.Scalable, resV.Elem)
	if resV != expected || accV != expected {
		return o.Errorf("invalid accumulator/result vector shape, expected: '%s'", verify.TypeString(expected))
	}
	return nil
}
