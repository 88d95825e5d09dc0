package nvvm

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of nvvm.mma.sync and nvvm.mma.sp.sync as LLVM 22 has them
// (MmaOp::verify, MmaSpOp::verify): the allowed fragment types of A, B and
// C, the result type and the shape, per multiplicand PTX type.

func verifiersMma(h *registry.Hooks) {
	h.Verifier("nvvm.mma.sync").Op = func(o dialect.Checker) *diag.Diagnostic { return mmaSyncVerify(o, false) }
	h.Verifier("nvvm.mma.sp.sync").Op = func(o dialect.Checker) *diag.Diagnostic { return mmaSyncVerify(o, true) }
}

// mmaFrag is one allowed operand segment: n registers of type ty.
type mmaFrag struct {
	n  int
	ty string
}

func (f mmaFrag) String() string { return fmt.Sprintf("%dx%s", f.n, f.ty) }

// The literal struct types MmaOp::verify builds.
const (
	mmaF16x2     = "vector<2xf16>"
	mmaF16x2x2St = "!llvm.struct<(vector<2xf16>, vector<2xf16>)>"
	mmaF16x2x4St = "!llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>"
	mmaF32x4St   = "!llvm.struct<(f32, f32, f32, f32)>"
	mmaF32x8St   = "!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>"
	mmaS32x4St   = "!llvm.struct<(i32, i32, i32, i32)>"
	mmaS32x2St   = "!llvm.struct<(i32, i32)>"
	mmaF64x2St   = "!llvm.struct<(f64, f64)>"
)

func isInt4Ptx(t string) bool    { return t == "s4" || t == "u4" }
func isInt8Ptx(t string) bool    { return t == "s8" || t == "u8" }
func isIntegerPtx(t string) bool { return isInt4Ptx(t) || isInt8Ptx(t) || t == "b1" || t == "s32" }

// mmaSegmentTypes are the types of an operand segment, printed.
func mmaSegmentTypes(o dialect.Checker, name string) []string {
	var out []string
	for _, v := range o.Operand(name) {
		out = append(out, verify.TypeString(v.Type()))
	}
	return out
}

// mmaMatches is llvm::is_contained(allowed, segment).
func mmaMatches(allowed []mmaFrag, seg []string) bool {
	for _, f := range allowed {
		if len(seg) == f.n && !slices.ContainsFunc(seg, func(s string) bool { return s != f.ty }) {
			return true
		}
	}
	return false
}

// mmaSyncVerify is MmaOp::verify, or MmaSpOp::verify when sparse.
func mmaSyncVerify(o dialect.Checker, sparse bool) *diag.Diagnostic {
	shape, ok := shapeParams(o.Attr("shape"), "m", "n", "k")
	if !ok {
		return nil
	}
	// multiplicandAPtxType is dereferenced unchecked upstream; the custom
	// parser always sets it (written or inferred).
	ptxA, ptxB := enumWord(o.Attr("multiplicandAPtxType")), enumWord(o.Attr("multiplicandBPtxType"))
	if ptxA == "" {
		return nil
	}
	var allowedShapes [][3]int64
	var expectedA, expectedB, expectedC []mmaFrag
	var expectedResult []string

	if shape[0] == 16 {
		var kFactor int64
		var fragType string
		switch {
		case sparse:
			switch ptxA {
			case "tf32":
				kFactor, fragType = 4, "i32"
				expectedResult = append(expectedResult, mmaF32x4St)
				allowedShapes = append(allowedShapes, [3]int64{16, 8, 8}, [3]int64{16, 8, 16})
			case "bf16":
				kFactor, fragType = 8, "i32"
				expectedResult = append(expectedResult, mmaF32x4St)
				allowedShapes = append(allowedShapes, [3]int64{16, 8, 16}, [3]int64{16, 8, 32})
			case "f16":
				kFactor, fragType = 8, mmaF16x2
				expectedResult = append(expectedResult, mmaF16x2x2St, mmaF32x4St)
				allowedShapes = append(allowedShapes, [3]int64{16, 8, 16}, [3]int64{16, 8, 32})
			case "s4", "u4":
				kFactor = 32
				allowedShapes = append(allowedShapes, [3]int64{16, 8, 64}, [3]int64{16, 8, 128})
			case "s8", "u8":
				kFactor = 16
				allowedShapes = append(allowedShapes, [3]int64{16, 8, 32}, [3]int64{16, 8, 64})
			case "e4m3", "e5m2", "e3m2", "e2m3", "e2m1":
				// kFactor 32 in LLVM 22 (settled with mlir-opt 22).
				kFactor, fragType = 32, "i32"
				expectedResult = append(expectedResult, mmaF16x2x2St, mmaF32x4St)
				allowedShapes = append(allowedShapes, [3]int64{16, 8, 64})
			default:
				return o.EmitErrorf("invalid shape or multiplicand type: %s", ptxA)
			}
		default:
			switch ptxA {
			case "tf32":
				kFactor, fragType = 4, "i32"
				expectedResult = append(expectedResult, mmaF32x4St)
			case "bf16":
				kFactor, fragType = 8, "i32"
				expectedResult = append(expectedResult, mmaF32x4St)
			case "f16":
				kFactor, fragType = 8, mmaF16x2
				expectedResult = append(expectedResult, mmaF16x2x2St, mmaF32x4St)
			case "s4", "u4":
				kFactor = 32
			case "b1":
				kFactor = 128
			case "s8", "u8":
				kFactor = 16
			default:
				return o.EmitErrorf("invalid shape or multiplicand type: %s", ptxA)
			}
		}
		if isIntegerPtx(ptxA) {
			expectedResult = append(expectedResult, mmaS32x4St)
			expectedC = append(expectedC, mmaFrag{4, "i32"})
			fragType = "i32"
		} else {
			expectedC = append(expectedC, mmaFrag{2, mmaF16x2}, mmaFrag{4, "f32"})
		}
		unitA := (shape[0] / 8) * (shape[2] / kFactor)
		if sparse { // A is compressed: 2:4 sparsity halves it
			unitA /= 2
		}
		unitB := (shape[1] / 8) * (shape[2] / kFactor)
		expectedA = append(expectedA, mmaFrag{int(unitA), fragType})
		expectedB = append(expectedB, mmaFrag{int(unitB), fragType})
		if !sparse {
			allowedShapes = append(allowedShapes, [3]int64{16, 8, kFactor}, [3]int64{16, 8, kFactor * 2})
		}

		// resultPtxType() != accumPtxType(): both are inferred from the
		// types and asserted inferable upstream (mlir-opt aborts when not).
		var c string
		if cs := o.Operand("operandC"); len(cs) > 0 {
			c = inferMmaType(verify.TypeString(cs[0].Type()), true)
		}
		res := ""
		if t := resultType(o); t != nil {
			res = inferMmaType(verify.TypeString(t), true)
		}
		if c != "" && res != "" && res != c {
			return o.Errorf("ctype does not match dtype")
		}
	}

	if shape[0] == 8 {
		if ptxA == "f16" {
			expectedA = append(expectedA, mmaFrag{2, mmaF16x2})
			expectedB = append(expectedB, mmaFrag{2, mmaF16x2})
			expectedResult = append(expectedResult, mmaF16x2x4St, mmaF32x8St)
			expectedC = append(expectedC, mmaFrag{4, mmaF16x2}, mmaFrag{8, "f32"})
			allowedShapes = append(allowedShapes, [3]int64{8, 8, 4})
		}
		if ptxA == "f64" {
			expectedA = append(expectedA, mmaFrag{1, "f64"})
			expectedB = append(expectedB, mmaFrag{1, "f64"})
			expectedC = append(expectedC, mmaFrag{2, "f64"})
			expectedResult = append(expectedResult, mmaF64x2St)
			allowedShapes = append(allowedShapes, [3]int64{8, 8, 4})
		}
		if isIntegerPtx(ptxA) {
			expectedA = append(expectedA, mmaFrag{1, "i32"})
			expectedB = append(expectedB, mmaFrag{1, "i32"})
			expectedC = append(expectedC, mmaFrag{2, "i32"})
			expectedResult = append(expectedResult, mmaS32x2St)
			switch {
			case isInt4Ptx(ptxA):
				allowedShapes = append(allowedShapes, [3]int64{8, 8, 32})
			case isInt8Ptx(ptxA):
				allowedShapes = append(allowedShapes, [3]int64{8, 8, 16})
			case ptxA == "b1" && !sparse:
				allowedShapes = append(allowedShapes, [3]int64{8, 8, 128})
			}
		}
	}

	s := [3]int64{shape[0], shape[1], shape[2]}
	if len(expectedA) == 0 || len(expectedB) == 0 || len(expectedC) == 0 || !slices.Contains(allowedShapes, s) {
		return o.Errorf("unimplemented variant for MMA shape <%d, %d, %d>", s[0], s[1], s[2])
	}
	for i, name := range []string{"A", "B", "C"} {
		allowed := [][]mmaFrag{expectedA, expectedB, expectedC}[i]
		seg := mmaSegmentTypes(o, "operand"+name)
		if !mmaMatches(allowed, seg) {
			var b strings.Builder
			for _, f := range allowed {
				b.WriteString(f.String() + " ")
			}
			return o.Errorf("Could not match types for the %s operands; expected one of %sbut got %s", name, b.String(), strings.Join(seg, ", "))
		}
	}
	if t := resultType(o); t != nil {
		got := verify.TypeString(t)
		if !slices.Contains(expectedResult, got) {
			return o.Errorf("Could not match allowed types for the result; expected one of %s but got %s", strings.Join(expectedResult, ", "), got)
		}
	}
	if !sparse && ptxA == "b1" && o.Attr("b1Op") == nil {
		return o.Errorf("op requires b1Op attribute")
	}
	if (isInt4Ptx(ptxA) || isInt8Ptx(ptxA)) && o.Attr("intOverflowBehavior") == nil {
		return o.Errorf("op requires intOverflowBehavior attribute")
	}
	if sparse {
		// Unreachable: the ODS operand constraints (I32) fail first.
		if t := verify.FirstType(o.Operand("sparseMetadata")); t != nil && verify.TypeString(t) != "i32" {
			return o.Errorf("sparse metadata must be i32 type")
		}
		// Unreachable as well: ODS's I32 on sparsitySelector.
		if t := verify.FirstType(o.Operand("sparsitySelector")); t != nil && verify.TypeString(t) != "i32" {
			return o.Errorf("sparsity selector must be i32 type")
		}
		return nil
	}
	if !(s == [3]int64{8, 8, 4} && ptxA == "f16") {
		if enumWord(o.Attr("layoutA")) != "row" || enumWord(o.Attr("layoutB")) != "col" {
			return o.Errorf("requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <%d, %d, %d> with element types %s and %s. Only m8n8k4 with f16 supports other layouts.", s[0], s[1], s[2], ptxA, ptxB)
		}
	}
	return nil
}
