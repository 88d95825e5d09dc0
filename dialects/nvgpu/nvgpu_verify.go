package nvgpu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ops' verify() of upstream's NVGPUDialect.cpp, as LLVM 22 has
// them, in their order and words.

const (
	warpSize           = 32  // kWarpSize
	wgmmaSizeM         = 64  // kWgmmaSizeM
	maxTMATensorDims   = 5   // kMaxTMATensorDimension
	maxTMADimension    = 256 // kMaxTMADimension
	tmaLastDimBytes    = 16  // kTMALastdimByte
	sharedMemorySpace  = 3   // NVGPUDialect::kSharedMemoryAddressSpace
	sharedSpaceWording = "IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)"
)

func verifiers(h *registry.Hooks) {
	h.Verifier("nvgpu.device_async_copy").Op = deviceAsyncCopy
	h.Verifier("nvgpu.mma.sync").Op = func(o dialect.Checker) *diag.Diagnostic { return mmaSync(o, false) }
	h.Verifier("nvgpu.mma.sp.sync").Op = func(o dialect.Checker) *diag.Diagnostic {
		if s, ok := o.Attr("sparsitySelector").(*ir.IntegerAttr); ok && uint32(s.Int64()) > 1 {
			return o.Errorf("sparsity selector should be 0 or 1")
		}
		return mmaSync(o, true)
	}
	h.Verifier("nvgpu.ldmatrix").Op = ldmatrix
	h.Verifier("nvgpu.tma.async.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		return tmaLoadStore(o, verify.FirstType(o.Operand("dst")))
	}
	h.Verifier("nvgpu.tma.async.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		return tmaLoadStore(o, verify.FirstType(o.Operand("src")))
	}
	h.Verifier("nvgpu.tma.create.descriptor").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("boxDimensions")) > maxTMATensorDims {
			return o.EmitErrorf("Maximum %d coordinates are supported.", maxTMATensorDims)
		}
		desc, ok := tensorMap(verify.FirstType(o.Result("tensorMap")))
		if !ok {
			return nil
		}
		return descriptorError(o, desc, nil)
	}
	h.Verifier("nvgpu.warpgroup.generate.descriptor").Op = generateDescriptor
	h.Verifier("nvgpu.warpgroup.mma").Op = warpgroupMma
	h.Verifier("nvgpu.warpgroup.mma.store").Op = warpgroupMmaStore
	h.Verifier("nvgpu.warpgroup.mma.init.accumulator").Op = initAccumulator
	h.Verifier("nvgpu.rcp").Op = func(o dialect.Checker) *diag.Diagnostic {
		rounding := o.Attr("rounding")
		word := "approx"
		if rounding != nil {
			word = enumCase(rounding)
		}
		_, ftz := o.Attr("ftz").(*ir.UnitAttr)
		if word != "approx" || !ftz {
			text := "#nvgpu<rcp_rounding_mode approx>"
			if rounding != nil {
				text = verify.AttrString(rounding)
			}
			return o.Errorf("has a limitation. %s or non-ftz is not supported yet.", text)
		}
		return nil
	}
}

// enumCase is the keyword of an enum attribute `#nvgpu<mnemonic word>`.
func enumCase(a ir.Attribute) string {
	_, data, _, ok := ir.DialectSpelling(a)
	if !ok {
		return ""
	}
	_, w, _ := strings.Cut(data, " ")
	return strings.TrimSuffix(w, ">")
}

// isShared is NVGPUDialect::hasSharedMemoryAddressSpace: memory space
// 3, or #gpu.address_space<workgroup>.
func isShared(mt *ir.MemRefType) bool {
	switch s := mt.MemorySpace.(type) {
	case nil:
		return false
	case *ir.IntegerAttr:
		return s.Int64() == sharedMemorySpace
	}
	d, data, _, ok := ir.DialectSpelling(mt.MemorySpace)
	return ok && d == "gpu" && (data == "address_space<workgroup>" || data == "<address_space workgroup>")
}

// lastDimUnitStride is MemRefType::isLastDimUnitStride.
func lastDimUnitStride(mt *ir.MemRefType) bool {
	strides, _, ok := verify.StridesAndOffset(mt)
	return ok && (len(strides) == 0 || strides[len(strides)-1] == 1)
}

func deviceAsyncCopy(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("src")).(*ir.MemRefType)
	dst, ok2 := verify.FirstType(o.Operand("dst")).(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	if !lastDimUnitStride(src) {
		return o.EmitErrorf("source memref most minor dim must have unit stride")
	}
	if !lastDimUnitStride(dst) {
		return o.EmitErrorf("destination memref most minor dim must have unit stride")
	}
	if !isShared(dst) {
		return o.EmitErrorf("destination memref must have a memory space attribute of %s", sharedSpaceWording)
	}
	if dst.Elem != src.Elem {
		return o.EmitErrorf("source and destination must have the same element type")
	}
	if n := len(o.Operand("srcIndices")); len(src.Shape) != n {
		return o.Errorf("expected %d source indices, got %d", len(src.Shape), n)
	}
	if n := len(o.Operand("dstIndices")); len(dst.Shape) != n {
		return o.Errorf("expected %d destination indices, got %d", len(dst.Shape), n)
	}
	elemsAttr, ok := o.Attr("dstElements").(*ir.IntegerAttr)
	width := int64(ir.IntOrFloatWidth(dst.Elem))
	if !ok || width == 0 {
		return nil
	}
	// getZExtValue of the index attribute.
	elems := int64(elemsAttr.Value.Uint64())
	bytes := width * elems / 8
	if bytes != 4 && bytes != 8 && bytes != 16 {
		var b strings.Builder
		fmt.Fprintf(&b, "Requested copy elements is %d with width %d. But copy elements could be one of ", elems, width)
		uw := uint64(uint32(width))
		if 32/uw > 0 {
			fmt.Fprintf(&b, "%d, ", 32/uw)
		}
		if 64/uw > 0 {
			fmt.Fprintf(&b, "%d, ", 64/uw)
		}
		if 128/uw > 0 {
			fmt.Fprintf(&b, "%d.", 128/uw)
		}
		return o.EmitErrorf("%s", b.String())
	}
	if bypass, ok := o.Attr("bypassL1").(*ir.UnitAttr); ok && bypass != nil && bytes != 16 {
		return o.Errorf("bypassL1 does not satify alignment for '%s' with destination element %d. Unset bypassL1, or set destination element to %d", verify.TypeString(dst), elems, 16*8/width)
	}
	return nil
}

// typeIs reports whether t is the builtin type spelled name (f16, tf32,
// f8E4M3FN), an integer name (i8) standing for Type::isInteger(8), which
// takes any signedness.
func typeIs(t ir.Type, names ...string) bool {
	if t == nil {
		return false
	}
	if it, ok := t.(*ir.IntegerType); ok {
		return slices.Contains(names, fmt.Sprintf("i%d", it.Width))
	}
	return slices.Contains(names, verify.TypeString(t))
}

func mmaSync(o dialect.Checker, sparse bool) *diag.Diagnostic {
	a, ok1 := verify.FirstType(o.Operand("matrixA")).(*ir.VectorType)
	b, ok2 := verify.FirstType(o.Operand("matrixB")).(*ir.VectorType)
	c, ok3 := verify.FirstType(o.Operand("matrixC")).(*ir.VectorType)
	shapeAttr, ok4 := o.Attr("mmaShape").(*ir.ArrayAttr)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	var mnk [3]int64
	// LLVM 22 reads three integers without checking there are three
	// (getMmaShapeAsArray asserts it).
	if len(shapeAttr.Elems) != 3 {
		return nil
	}
	for i, e := range shapeAttr.Elems {
		n, ok := e.(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		mnk[i] = n.Int64()
	}
	const shapeM, shapeN = 8, 8
	var shapeK, numA, numB int64
	numC := int64(2)
	aType := a.Elem
	if sparse && typeIs(aType, "f64") {
		return o.EmitErrorf("f64 is not supported for sparse mode")
	}
	switch {
	case typeIs(aType, "f64"):
		shapeK, numA, numB = 4, 1, 1
	case typeIs(aType, "f32", "bf16", "f16", "i8", "i4"):
		w := int64(ir.IntOrFloatWidth(aType))
		shapeK, numA, numB = 128/w, 32/w, 32/w
	default:
		return o.EmitErrorf("expected input data type (i4,i8,f16,bf16,tf32,f64) supported by %s", o.Op().Name)
	}
	if len(a.Shape) != 2 {
		return o.EmitErrorf("matrixA must be 2 dimensional vector")
	}
	if len(b.Shape) != 2 {
		return o.EmitErrorf("matrixB must be 2 dimensional vector")
	}
	if len(c.Shape) != 2 {
		return o.EmitErrorf("matrixC must be 2 dimensional vector")
	}
	m, n, k := mnk[0], mnk[1], mnk[2]
	sparseFactor := int64(1)
	if sparse {
		sparseFactor = 2
	}
	if a.Shape[0]*a.Shape[1]*warpSize != m*k/sparseFactor {
		return o.Errorf("expected %d warp-wide matrix A elements", m*k)
	}
	if b.Shape[0]*b.Shape[1]*warpSize != k*n {
		return o.Errorf("expected %d warp-wide matrix B elements", k*n)
	}
	if c.Shape[0]*c.Shape[1]*warpSize != m*n {
		return o.Errorf("expected %d warp-wide matrix C elements", m*n)
	}
	if _, tf32 := o.Attr("tf32Enabled").(*ir.UnitAttr); tf32 && !typeIs(aType, "f32") {
		return o.Errorf("expected tf32 tensor cores only for F32 operands")
	}
	mTile, nTile, kTile := m/shapeM, n/shapeN, k/shapeK
	if a.Shape[0] != mTile*kTile/sparseFactor || a.Shape[1] != numA {
		return o.Errorf("expected matrix A to be shaped (%d x %d)", mTile*kTile, numA)
	}
	if b.Shape[0] != kTile*nTile || b.Shape[1] != numB {
		return o.Errorf("expected matrix B to be shaped (%d x %d)", kTile*nTile, numB)
	}
	if c.Shape[0] != mTile*nTile || c.Shape[1] != numC {
		return o.Errorf("expected matrix C to be shaped (%d x %d)", mTile*nTile, numC)
	}
	return nil
}

func ldmatrix(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := verify.FirstType(o.Operand("srcMemref")).(*ir.MemRefType)
	res, ok2 := verify.FirstType(o.Result("res")).(*ir.VectorType)
	tiles, ok3 := o.Attr("numTiles").(*ir.IntegerAttr)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	width := int64(ir.IntOrFloatWidth(res.Elem))
	if width == 0 {
		return nil
	}
	transpose := false
	if t, ok := o.Attr("transpose").(*ir.IntegerAttr); ok {
		transpose = t.Bool()
	}
	if !isShared(src) {
		return o.EmitErrorf("expected nvgpu.ldmatrix srcMemref must have a memory space attribute of %s", sharedSpaceWording)
	}
	if width > 32 {
		return o.EmitErrorf("nvgpu.ldmatrix works for 32b or lower")
	}
	if transpose && width != 16 {
		return o.EmitErrorf("nvgpu.ldmatrix transpose works only at 16b granularity")
	}
	if len(res.Shape) != 2 {
		return o.EmitErrorf("results must be 2 dimensional vector")
	}
	if per32 := 32 / width; res.Shape[1] != per32 {
		return o.EmitErrorf("expected vector register shape[1] = %d", per32)
	}
	if res.Shape[0] != int64(int32(tiles.Int64())) {
		return o.EmitErrorf("expected vector register shape[0] and numTiles to match")
	}
	return nil
}

// descriptor is a !nvgpu.tensormap.descriptor's parameters.
type descriptor struct {
	tensor                *ir.MemRefType
	swizzle, interleave   string
	typeText, tensorShape string
}

// tensorMap reads a !nvgpu.tensormap.descriptor.
func tensorMap(t ir.Type) (descriptor, bool) {
	dt := shared.DefType(t, "nvgpu", "tensormap.descriptor")
	if dt == nil {
		return descriptor{}, false
	}
	mt, ok := dt.Params.Type("tensor").(*ir.MemRefType)
	if !ok {
		return descriptor{}, false
	}
	_, sw, ok1 := dt.Params.Enum("swizzle")
	_, il, ok2 := dt.Params.Enum("interleave")
	if !ok1 || !ok2 {
		return descriptor{}, false
	}
	return descriptor{tensor: mt, swizzle: sw, interleave: il}, true
}

// swizzleBytes is getSwizzleBytes.
func swizzleBytes(kind string) int64 {
	switch kind {
	case "swizzle_32b":
		return 32
	case "swizzle_64b":
		return 64
	case "swizzle_128b":
		return 128
	}
	return 0
}

// descriptorError is verifyTmaDescriptorWithMemref: the descriptor's
// memref, then the memref the op moves (nil: none).
func descriptorError(o dialect.Checker, desc descriptor, mem *ir.MemRefType) *diag.Diagnostic {
	dm := desc.tensor
	if desc.interleave != "none" {
		return o.EmitErrorf("Interleave options are not supported yet.")
	}
	if !isShared(dm) {
		return o.EmitErrorf("the tensor map descriptor has incorrect address space, it must be shared memory address space.")
	}
	if !verify.StaticShape(dm.Shape) {
		return o.EmitErrorf("the tensor map descriptor must be static shaped")
	}
	for _, d := range dm.Shape {
		if d <= 0 || d > maxTMADimension {
			return o.EmitErrorf("the tensor map descriptor must have dimensions between 1 and %d but it is %d", maxTMADimension, d)
		}
	}
	width := int64(ir.IntOrFloatWidth(dm.Elem))
	if len(dm.Shape) > 1 && desc.swizzle != "none" {
		last := uint32(width * dm.Shape[len(dm.Shape)-1] / 8)
		if want := swizzleBytes(desc.swizzle); int64(last) != want {
			return o.EmitErrorf("the tensormap descriptor must have last dimension of %d bytes but it is %d bytes", want, last)
		}
	}
	if mem == nil {
		return nil
	}
	if dm.Elem != mem.Elem {
		return o.EmitErrorf("the element type of tensor map descriptor and memref must be same")
	}
	if !isShared(mem) {
		return o.EmitErrorf("the destination memref has incorrect address space, it must be shared memory address space.")
	}
	if !verify.StaticShape(mem.Shape) {
		return o.EmitErrorf("the destination memref must be static shaped")
	}
	if len(mem.Shape) != len(dm.Shape) {
		return o.EmitErrorf("the shape of tensor map descriptor and memref must have same rank")
	}
	if !slices.Equal(dm.Shape, mem.Shape) {
		return o.EmitErrorf("memref and tensor map shapes mismatch '%s' != '%s'", verify.TypeString(dm), verify.TypeString(mem))
	}
	if len(dm.Shape) > 0 {
		if last := int32(dm.Shape[len(dm.Shape)-1] * width / 8); last%tmaLastDimBytes != 0 {
			return o.EmitErrorf("the bytes in the last dimension of the tensor map must be a multiple of 16")
		}
	}
	return nil
}

func tmaLoadStore(o dialect.Checker, memType ir.Type) *diag.Diagnostic {
	desc, ok := tensorMap(verify.FirstType(o.Operand("tensorMapDescriptor")))
	mem, ok2 := memType.(*ir.MemRefType)
	if !ok || !ok2 {
		return nil
	}
	if d := descriptorError(o, desc, mem); d != nil {
		return d
	}
	coords := len(o.Operand("coordinates"))
	if coords > maxTMATensorDims {
		return o.EmitErrorf("Maximum %d coordinates are supported.", maxTMATensorDims)
	}
	if coords != len(desc.tensor.Shape) {
		return o.EmitErrorf("number of coordinates do not match with the rank of tensor descriptor map.")
	}
	return nil
}

func generateDescriptor(o dialect.Checker) *diag.Diagnostic {
	desc, ok := tensorMap(verify.FirstType(o.Operand("tensorMap")))
	if !ok {
		return nil
	}
	if d := descriptorError(o, desc, nil); d != nil {
		return d
	}
	if desc.swizzle != "swizzle_128b" {
		return o.EmitErrorf("supports only swizzle_128b is supported for the time being")
	}
	// Unreachable: descriptorError rejects any interleave first.
	if desc.interleave != "none" {
		return o.EmitErrorf("supports only none is supported for the time being")
	}
	return nil
}

// paramType is the type parameter name of the nvgpu type mnemonic t.
func paramType(t ir.Type, mnemonic, name string) ir.Type {
	if dt := shared.DefType(t, "nvgpu", mnemonic); dt != nil {
		return dt.Params.Type(name)
	}
	return nil
}

// allowedWGMMATypes is isAllowedWGMMADataType.
func allowedWGMMATypes(d, a, b ir.Type) bool {
	switch {
	case typeIs(a, "f16") && typeIs(b, "f16") && typeIs(d, "f32", "f16"):
	case typeIs(a, "tf32") && typeIs(d, "f32") && typeIs(b, "tf32"):
	case typeIs(a, "i16") && typeIs(b, "i16") && typeIs(d, "i32"):
	case typeIs(a, "i1") && typeIs(b, "i1") && typeIs(d, "i32"):
	case typeIs(a, "bf16") && typeIs(b, "bf16") && typeIs(d, "f32", "f16"):
	case typeIs(a, "f8E5M2", "f8E4M3FN") && typeIs(b, "f8E5M2", "f8E4M3FN") && typeIs(d, "f32", "f16"):
	default:
		return false
	}
	return true
}

// allowedSizeN is isAllowedSizeN.
func allowedSizeN(n int64, a ir.Type) bool {
	if typeIs(a, "bf16", "f16", "f32", "tf32", "f8E4M3FN", "f8E5M2") && n >= 8 && n <= 256 && n%8 == 0 {
		return true
	}
	short := []int64{8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256}
	return typeIs(a, "i8", "i1") && slices.Contains(short, n)
}

func warpgroupMma(o dialect.Checker) *diag.Diagnostic {
	_, ta := o.Attr("transposeA").(*ir.UnitAttr)
	_, tb := o.Attr("transposeB").(*ir.UnitAttr)
	if ta && !tb {
		return o.Errorf("supports non-transpose A (Row Major) and transpose B (Column Major) for the time being ")
	}
	a, ok1 := paramType(verify.FirstType(o.Operand("descriptorA")), "warpgroup.descriptor", "tensor").(*ir.MemRefType)
	b, ok2 := paramType(verify.FirstType(o.Operand("descriptorB")), "warpgroup.descriptor", "tensor").(*ir.MemRefType)
	c, ok3 := paramType(verify.FirstType(o.Operand("matrixC")), "warpgroup.accumulator", "fragmented").(*ir.VectorType)
	d, ok4 := paramType(verify.FirstType(o.Result("matrixD")), "warpgroup.accumulator", "fragmented").(*ir.VectorType)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	if c != d {
		return o.Errorf("type of matrix C and matrix D must be the same")
	}
	if len(a.Shape) != 2 || len(b.Shape) != 2 || len(c.Shape) != 2 || len(d.Shape) != 2 {
		return o.Errorf("has matrices A, B, C and D, they must be 2 dimensional")
	}
	if a.Shape[1] != b.Shape[0] {
		return o.Errorf("2nd dim matrix-A (%d)!= 1st dim matrix-B (%d )", a.Shape[1], b.Shape[0])
	}
	if a.Shape[0] != c.Shape[0] {
		return o.Errorf("1st dim matrix-A ( %d )!= 1st dim matrix-C ( %d )", a.Shape[0], c.Shape[0])
	}
	if b.Shape[1] != c.Shape[1] {
		return o.Errorf("2nd dim matrix-B ( %d ) != 2nd dim matrix-C ( %d )", b.Shape[1], c.Shape[1])
	}
	ct, at, bt := verify.TypeString(c.Elem), verify.TypeString(a.Elem), verify.TypeString(b.Elem)
	if !allowedWGMMATypes(c.Elem, a.Elem, b.Elem) {
		return o.Errorf("'%s' += '%s' * '%s', it is not supported.", ct, at, bt)
	}
	if !allowedSizeN(int64(int32(b.Shape[1])), a.Elem) {
		return o.Errorf("has input type '%s' n is set to %d, it is not supported", verify.TypeString(b), b.Shape[1])
	}
	if !typeIs(c.Elem, "f32") && !typeIs(a.Elem, "f16") && !typeIs(a.Elem, "bf16") {
		return o.Errorf("hit a limitation: '%s' += '%s' * '%s', it is not supported yet", ct, at, bt)
	}
	return nil
}

func warpgroupMmaStore(o dialect.Checker) *diag.Diagnostic {
	dst, ok1 := verify.FirstType(o.Operand("dstMemref")).(*ir.MemRefType)
	v, ok2 := paramType(verify.FirstType(o.Operand("matrixD")), "warpgroup.accumulator", "fragmented").(*ir.VectorType)
	if !ok1 || !ok2 {
		return nil
	}
	if !typeIs(v.Elem, "f32") {
		return o.Errorf("hit a limitation: only f32 results for the time being")
	}
	if len(v.Shape) < 2 || len(dst.Shape) < 2 {
		return nil
	}
	if v.Shape[0] != dst.Shape[0] || v.Shape[1] != dst.Shape[1] {
		return o.Errorf("results ['%s'][%d] values. However, destination memref[%d][%d]  does not have same size as results", verify.TypeString(v), v.Shape[1], dst.Shape[0], dst.Shape[1])
	}
	return nil
}

func initAccumulator(o dialect.Checker) *diag.Diagnostic {
	v, ok := paramType(verify.FirstType(o.Result("matrixC")), "warpgroup.accumulator", "fragmented").(*ir.VectorType)
	if !ok || len(v.Shape) < 2 {
		return nil
	}
	if int32(v.Shape[0])%wgmmaSizeM != 0 || !allowedSizeN(int64(int32(v.Shape[1])), v.Elem) {
		return o.Errorf("has type '%s'. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)", verify.TypeString(v))
	}
	return nil
}
