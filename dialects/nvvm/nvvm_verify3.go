package nvvm

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of nvvm.wgmma.mma_async and nvvm.tcgen05.cp, ld and st,
// as LLVM 22 has them.

func verifiers3(h *registry.Hooks) {
	h.Verifier("nvvm.wgmma.mma_async").Op = wgmmaMmaAsync
	h.Verifier("nvvm.tcgen05.ld").Op = func(o dialect.Checker) *diag.Diagnostic {
		return tcgen05LdSt(o, verify.FirstType(o.Result("res")), "result type", "ld")
	}
	h.Verifier("nvvm.tcgen05.st").Op = func(o dialect.Checker) *diag.Diagnostic {
		return tcgen05LdSt(o, verify.FirstType(o.Operand("val")), "input", "st")
	}
	h.Verifier("nvvm.tcgen05.cp").Op = func(o dialect.Checker) *diag.Diagnostic {
		mc := enumOr(o, "multicast", "none")
		switch enumWord(o.Attr("shape")) {
		case "shape_128x256b", "shape_128x128b", "shape_4x256b":
			if mc != "none" {
				return o.EmitErrorf("Invalid multicast type for tcgen05.cp Op")
			}
		case "shape_64x128b":
			if mc != "warpx2_01_23" && mc != "warpx2_02_13" {
				return o.EmitErrorf("Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op")
			}
		case "shape_32x128b":
			if mc != "warpx4" {
				return o.EmitErrorf("Shape 32x128b requires multicast warpx4 for tcgen05.cp Op")
			}
		}
		return nil
	}
}

// shapeParams reads the integer parameters of a struct-like attribute
// (`#nvvm.shape<m = 64, n = 8, k = 16>`).
func shapeParams(a ir.Attribute, names ...string) ([]int64, bool) {
	out := make([]int64, len(names))
	if da, ok := a.(*ir.DialectAttr); ok {
		all := true
		for i, n := range names {
			v, ok := da.Params.Int(n)
			out[i], all = v, all && ok
		}
		if all {
			return out, true
		}
	}
	_, data, _, ok := ir.DialectSpelling(a)
	if !ok {
		return nil, false
	}
	i := strings.IndexByte(data, '<')
	if i < 0 || !strings.HasSuffix(data, ">") {
		return nil, false
	}
	got := 0
	for _, kv := range strings.Split(data[i+1:len(data)-1], ",") {
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil {
			return nil, false
		}
		if j := slices.Index(names, strings.TrimSpace(k)); j >= 0 {
			out[j] = x
			got++
		}
	}
	return out, got == len(names)
}

// wgmmaDataTypeAllowed is isAllowedWGMMADataType (f32 and s32 inputs are
// llvm_unreachable upstream: refused here).
func wgmmaDataTypeAllowed(d, a, b string) bool {
	switch a {
	case "f16":
		return (d == "f32" || d == "f16") && b == "f16"
	case "tf32":
		return d == "f32" && b == "tf32"
	case "u8", "s8":
		return d == "s32" && (b == "u8" || b == "s8")
	case "b1":
		return d == "s32" && b == "b1"
	case "bf16":
		return (d == "f32" || d == "f16") && b == "bf16"
	case "e4m3", "e5m2":
		return (d == "f32" || d == "f16") && (b == "e5m2" || b == "e4m3")
	}
	return false
}

// wgmmaSizeK is getAllowedSizeK.
func wgmmaSizeK(a string) int64 {
	switch a {
	case "tf32":
		return 8
	case "f16", "bf16":
		return 16
	case "s8", "u8", "e4m3", "e5m2":
		return 32
	case "b1":
		return 256
	}
	return 0
}

// wgmmaSizeN is isAllowedSizeN.
func wgmmaSizeN(n int64, a string) bool {
	switch a {
	case "f16", "tf32", "bf16", "e4m3", "e5m2":
		return n >= 8 && n <= 256 && n%8 == 0
	case "u8", "s8", "b1":
		return n >= 8 && n <= 256 && (n <= 32 && n%8 == 0 || n%16 == 0)
	}
	return false
}

func wgmmaMmaAsync(o dialect.Checker) *diag.Diagnostic {
	t := verify.FirstType(o.Result("results"))
	body, ok := structBody(t)
	if !ok {
		if shflIsStruct(t) {
			return nil // a struct whose body gomlir does not hold
		}
		// Unreachable: ODS's LLVM_AnyStruct on the result fails first.
		return o.Errorf("expected results to be struct")
	}
	shape, ok := shapeParams(o.Attr("shape"), "m", "n", "k")
	if !ok {
		return nil
	}
	typeD, typeA, typeB := enumWord(o.Attr("typeD")), enumWord(o.Attr("typeA")), enumWord(o.Attr("typeB"))
	for _, e := range body {
		if e != body[0] {
			return o.Errorf("all elements in struct must be same type but there is '%s'", verify.TypeString(e))
		}
	}
	if typeD != "f32" && typeD != "f16" && typeD != "s32" {
		return o.Errorf("does not support the given output type %s", typeD)
	}
	if typeD == "s32" && (enumWord(o.Attr("scaleA")) == "neg" || enumWord(o.Attr("scaleB")) == "neg") {
		return o.Errorf("has s32 output, scaleA and scaleB cannot be neg")
	}
	if !wgmmaDataTypeAllowed(typeD, typeA, typeB) {
		return o.Errorf("%s += %s * %s, it is not supported.", typeD, typeA, typeB)
	}
	if shape[0] != 64 {
		return o.Errorf("shape 'm' must be 64")
	}
	if k := wgmmaSizeK(typeA); k != shape[2] {
		return o.Errorf("shape 'k' must be %d for input type %s", k, typeA)
	}
	if !wgmmaSizeN(shape[1], typeA) {
		return o.Errorf("has input type %s n is set to %d, it is not supported.", typeA, shape[1])
	}
	layoutA, layoutB := enumWord(o.Attr("layoutA")), enumWord(o.Attr("layoutB"))
	if typeA != "f16" && typeA != "bf16" && (layoutA == "col" || layoutB == "row") {
		return o.Errorf("given layouts layout_a = %s and layout_b = %s for input types %s and %s requires transpose. However, this is only supported for: f16 and bf16", layoutA, layoutB, typeA, typeB)
	}
	var want int64
	switch typeD {
	case "f32", "s32":
		want = shape[1] / 2
	case "f16":
		want = shape[1] / 4
	}
	if int64(len(body)) != want {
		return o.Errorf("results %d, however output struct has %d elements", want, len(body))
	}
	if typeD != "s32" && enumWord(o.Attr("satfinite")) == "satfinite" {
		return o.Errorf(" `satfinite` can be only used with s32 accumulator, however the current accumulator is %s", typeD)
	}
	return nil
}

// tcgen05LdSt is Tcgen05LdOp's and Tcgen05StOp's verify(): both checks
// run, and each failing one emits its error.
func tcgen05LdSt(o dialect.Checker, t ir.Type, what, op string) *diag.Diagnostic {
	var errs []*diag.Diagnostic
	shape := enumWord(o.Attr("shape"))
	if shape == "shape_16x32bx2" && len(o.Operand("offset")) == 0 {
		errs = append(errs, o.EmitErrorf("shape 16x32bx2 requires offset argument"))
	}
	n := int64(1)
	if v, ok := t.(*ir.VectorType); ok {
		for _, d := range v.Shape {
			n *= d
		}
	}
	// isValidVectorLength
	if shape == "shape_16x128b" && n < 2 || shape == "shape_16x256b" && n < 4 {
		errs = append(errs, o.EmitErrorf("invalid %s length %d for shape %s in tcgen05.%s Op", what, n, shape, op))
	}
	if len(errs) == 0 {
		return nil
	}
	for _, d := range errs[:len(errs)-1] {
		o.Emit(d)
	}
	return errs[len(errs)-1]
}
