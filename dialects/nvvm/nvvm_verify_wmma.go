package nvvm

import (
	"slices"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of nvvm.wmma.load, nvvm.wmma.store and nvvm.wmma.mma as
// LLVM 22 has them. getIntrinsicID's tables (generated from NVVMOps.td's
// NVVM_MMA_OPS) are the Go tables below, settled by running mlir-opt 22
// over every geometry x layout x MMATypes (x frag) combination; the layout
// never matters.

func verifiersWmma(h *registry.Hooks) {
	h.Verifier("nvvm.wmma.load").Op = wmmaLoad
	h.Verifier("nvvm.wmma.store").Op = wmmaStore
	h.Verifier("nvvm.wmma.mma").Op = wmmaMma
}

// wmmaGeom is an m, n, k geometry.
type wmmaGeom [3]int64

// The geometries of f16 and 8-bit integer fragments.
var wmmaHalfGeoms = []wmmaGeom{{16, 16, 16}, {32, 8, 16}, {8, 32, 16}}

// wmmaLdStOK is getIntrinsicID != 0 for a load (frag a, b or c) or a
// store (frag "d": the C/D types).
func wmmaLdStOK(g wmmaGeom, eltype, frag string) bool {
	ab := frag == "a" || frag == "b"
	switch {
	case slices.Contains(wmmaHalfGeoms, g):
		if ab {
			return eltype == "f16" || eltype == "s8" || eltype == "u8"
		}
		return eltype == "f16" || eltype == "f32" || eltype == "s32"
	case g == wmmaGeom{16, 16, 8}:
		return ab && eltype == "tf32" || !ab && eltype == "f32"
	case g == wmmaGeom{8, 8, 4}:
		return eltype == "f64"
	}
	return false
}

// wmmaMmaOK is WMMAMmaOp::getIntrinsicID != 0 (eltypeA is A's and B's
// type, eltypeB C's and D's).
func wmmaMmaOK(g wmmaGeom, a, c string) bool {
	switch {
	case slices.Contains(wmmaHalfGeoms, g):
		return a == "f16" && (c == "f16" || c == "f32") || (a == "s8" || a == "u8") && c == "s32"
	case g == wmmaGeom{16, 16, 8}:
		return a == "tf32" && c == "f32"
	case g == wmmaGeom{8, 8, 4}:
		return a == "f64" && c == "f64"
	}
	return false
}

// wmmaFragType is inferMMATypeFromMNK: a fragment's element type and
// count ("" where upstream asserts; unreachable past getIntrinsicID).
func wmmaFragType(eltype, frag string, g wmmaGeom) (string, int) {
	var nRow, nCol int64
	switch frag {
	case "a":
		nRow, nCol = g[0], g[2]
	case "b":
		nRow, nCol = g[2], g[1]
	default:
		nRow, nCol = g[0], g[1]
	}
	ab := frag == "a" || frag == "b"
	switch eltype {
	case "f16":
		if ab {
			return mmaF16x2, 8
		}
		return mmaF16x2, 4
	case "f32":
		return "f32", 8
	case "f64":
		if ab {
			return "f64", 1
		}
		return "f64", 2
	case "tf32":
		return "i32", 4
	case "s8", "u8":
		var parallel int64
		if frag == "a" {
			parallel = nRow
		}
		if frag == "b" {
			parallel = nCol
		}
		switch parallel {
		case 16:
			return "i32", 2
		case 8:
			return "i32", 1
		case 32:
			return "i32", 4
		}
	case "s32":
		return "i32", 8
	}
	return "", 0
}

// wmmaShape reads the m, n and k attributes.
func wmmaShape(o dialect.Checker) (wmmaGeom, bool) {
	var g wmmaGeom
	for i, name := range []string{"m", "n", "k"} {
		v, ok := intAttr(o, name)
		if !ok {
			return g, false
		}
		g[i] = v
	}
	return g, true
}

// wmmaStruct is the literal struct of n elements of type t, printed.
func wmmaStruct(t string, n int) string {
	return "!llvm.struct<(" + strings.TrimSuffix(strings.Repeat(t+", ", n), ", ") + ")>"
}

func wmmaSpaceOK(as int64) bool { return as == asGeneric || as == asGlobal || as == asShared }

func wmmaLoad(o dialect.Checker) *diag.Diagnostic {
	if as, ok := shared.LLVMAddressSpace(verify.FirstType(o.Operand("ptr"))); ok && !wmmaSpaceOK(int64(as)) {
		return o.Errorf("expected source pointer in memory space 0, 1, 3")
	}
	g, ok := wmmaShape(o)
	if !ok {
		return nil
	}
	eltype, frag := enumWord(o.Attr("eltype")), enumWord(o.Attr("frag"))
	if !wmmaLdStOK(g, eltype, frag) {
		return o.Errorf("invalid attribute combination")
	}
	t, n := wmmaFragType(eltype, frag, g)
	res := resultType(o)
	if res == nil {
		return nil
	}
	got := verify.TypeString(res)
	if t == "f64" && n == 1 { // the f64 a and b fragments are a plain f64
		if got != "f64" {
			return o.Errorf("expected destination type to be f64")
		}
		return nil
	}
	if got != wmmaStruct(t, n) {
		return o.Errorf("expected destination type is a structure of %d elements of type '%s'", n, t)
	}
	return nil
}

func wmmaStore(o dialect.Checker) *diag.Diagnostic {
	if as, ok := shared.LLVMAddressSpace(verify.FirstType(o.Operand("ptr"))); ok && !wmmaSpaceOK(int64(as)) {
		return o.Errorf("expected operands to be a source pointer in memory space 0, 1, 3")
	}
	g, ok := wmmaShape(o)
	if !ok {
		return nil
	}
	eltype := enumWord(o.Attr("eltype"))
	if !wmmaLdStOK(g, eltype, "d") {
		return o.Errorf("invalid attribute combination")
	}
	t, n := wmmaFragType(eltype, "c", g)
	args := o.Operand("args")
	if len(args) != n {
		return o.Errorf("expected %d data operands", n)
	}
	for _, a := range args {
		if verify.TypeString(a.Type()) != t {
			return o.Errorf("expected data operands of type '%s'", t)
		}
	}
	return nil
}

func wmmaMma(o dialect.Checker) *diag.Diagnostic {
	g, ok := wmmaShape(o)
	if !ok {
		return nil
	}
	a, c := enumWord(o.Attr("eltypeA")), enumWord(o.Attr("eltypeB"))
	if !wmmaMmaOK(g, a, c) {
		return o.Errorf("invalid attribute combination")
	}
	var want []string
	for _, f := range []struct{ eltype, frag string }{{a, "a"}, {a, "b"}, {c, "c"}} {
		t, n := wmmaFragType(f.eltype, f.frag, g)
		for range n {
			want = append(want, t)
		}
	}
	args := o.Operand("args")
	if len(args) != len(want) {
		return o.Errorf("expected %d arguments", len(want))
	}
	for i, v := range args {
		if verify.TypeString(v.Type()) != want[i] {
			return o.Errorf("expected argument %d to be of type '%s'", i, want[i])
		}
	}
	t, n := wmmaFragType(c, "c", g)
	if res := resultType(o); res != nil && verify.TypeString(res) != wmmaStruct(t, n) {
		return o.Errorf("expected destination type is a structure of %d elements of type '%s'", n, t)
	}
	return nil
}
