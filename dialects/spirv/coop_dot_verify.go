package spirv

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of CooperativeMatrixOps.cpp and IntegerDotProductOps.cpp,
// in mlir-opt's order and words.

func coopDotVerifiers(h *registry.Hooks) {
	h.Verifier("spirv.KHR.CooperativeMatrixLoad").Op = func(o dialect.Checker) *diag.Diagnostic {
		return coopMatrixAccess(o, true)
	}
	h.Verifier("spirv.KHR.CooperativeMatrixStore").Op = func(o dialect.Checker) *diag.Diagnostic {
		return coopMatrixAccess(o, false)
	}
	h.Verifier("spirv.KHR.CooperativeMatrixMulAdd").Op = coopMatrixMulAdd
	for _, name := range []string{"spirv.SDot", "spirv.SUDot", "spirv.UDot",
		"spirv.SDotAccSat", "spirv.SUDotAccSat", "spirv.UDotAccSat"} {
		h.Verifier(name).Op = integerDotProduct
	}
}

// coopMatrixAccess is verifyCoopMatrixAccess: the pointer points to a
// scalar or vector; the memory operand suits a load (or store) and goes
// with an alignment exactly when Aligned.
func coopMatrixAccess(o dialect.Checker, load bool) *diag.Diagnostic {
	p := one(o.Operand("pointer"))
	if p == nil {
		return nil
	}
	elem, _, ok := pointee(p.Type())
	if !ok || elem == nil {
		return nil
	}
	if _, isVec := elem.(*ir.VectorType); !isVec && !isScalar(elem) {
		return o.Errorf("Pointer must point to a scalar or vector type but provided '%s'", verify.TypeString(elem))
	}
	a := o.Attr("memory_operand")
	if a == nil {
		return nil
	}
	bits := map[string]bool{}
	for _, w := range strings.Split(spirvAttrValue(a, "memory_access"), "|") {
		bits[strings.TrimSpace(w)] = true
	}
	if load && bits["MakePointerAvailable"] {
		return o.Errorf("not compatible with memory operand 'MakePointerAvailable'")
	}
	if !load && bits["MakePointerVisible"] {
		return o.Errorf("not compatible with memory operand 'MakePointerVisible'")
	}
	align := o.Attr("alignment") != nil
	if bits["Aligned"] && !align {
		return o.Errorf("missing value for the 'Aligned' memory operand")
	}
	if !bits["Aligned"] && align {
		return o.Errorf("found alignment attribute for non-'Aligned' memory operand")
	}
	return nil
}

// coopMatrixMulAdd is KHRCooperativeMatrixMulAddOp::verify: A, B and C of
// their uses and one scope, MxK * KxN + MxN, integer elements when matrix
// operands are given.
func coopMatrixMulAdd(o dialect.Checker) *diag.Diagnostic {
	var m [3]*ir.DialectType
	for i, name := range []string{"a", "b", "c"} {
		v := one(o.Operand(name))
		if v == nil {
			return nil
		}
		if m[i] = ofKind(v.Type(), "coopmatrix"); m[i] == nil {
			return nil
		}
	}
	enum := func(d *ir.DialectType, name string) string {
		_, w, _ := d.Params.Enum(name)
		return w
	}
	dim := func(d *ir.DialectType, name string) int64 {
		n, _ := d.Params.Int(name)
		return n
	}
	for i, use := range []string{"MatrixA", "MatrixB", "MatrixAcc"} {
		if enum(m[i], "use") != use {
			return o.Errorf("operand #%d must be of use '%s'", i, use)
		}
	}
	if s := enum(m[0], "scope"); s != enum(m[1], "scope") || s != enum(m[2], "scope") {
		return o.Errorf("matrix scope mismatch")
	}
	if dim(m[0], "rows") != dim(m[2], "rows") {
		return o.Errorf("matrix size mismatch on dimension 'M'")
	}
	if dim(m[1], "columns") != dim(m[2], "columns") {
		return o.Errorf("matrix size mismatch on dimension 'N'")
	}
	if dim(m[0], "columns") != dim(m[1], "rows") {
		return o.Errorf("matrix size mismatch on dimension 'K'")
	}
	if o.Attr("matrix_operands") != nil {
		for _, d := range m {
			if _, ok := d.Params.Type("elementType").(*ir.IntegerType); !ok {
				return o.Errorf("Matrix Operands require all matrix element types to be Integer Types")
			}
		}
	}
	return nil
}

// integerDotProduct is verifyIntegerDotProduct: packed scalar operands
// carry the format and are 32 bits wide, vectors carry none; the result
// is at least as wide as the operands.
func integerDotProduct(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	res := verify.ResultValues(op)
	if len(op.Operands) == 0 || len(res) != 1 {
		return nil
	}
	factor := op.Operands[0].Type()
	format := o.Attr("format")
	if it, ok := factor.(*ir.IntegerType); ok {
		if format == nil {
			return o.Errorf("requires Packed Vector Format attribute for integer vector operands")
		}
		if it.Width != 32 {
			return o.Errorf("with specified Packed Vector Format (%s) requires integer vector operands to be 32-bits wide",
				spirvAttrValue(format, "packed_vector_format"))
		}
	} else if format != nil {
		return o.Errorf("with invalid format attribute for vector operands of type '%s'", verify.TypeString(factor))
	}
	fw, ok1 := bitWidth(factor)
	rw, ok2 := bitWidth(res[0].Type())
	if ok1 && ok2 && fw > rw {
		return o.Errorf("result type has insufficient bit-width (%d bits) for the specified vector operand type (%d bits)", rw, fw)
	}
	return nil
}
