package spirv

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of SPIRVOps.cpp's matrix, vector, composite, GL and
// Intel block ops, in mlir-opt's order and words (settled against
// mlir-opt 22 where the stored sources are older).

func miscVerifiers(h *registry.Hooks) {
	h.Verifier("spirv.MatrixTimesScalar").Op = matrixTimesScalar
	h.Verifier("spirv.MatrixTimesVector").Op = matrixTimesVector
	h.Verifier("spirv.VectorTimesMatrix").Op = vectorTimesMatrix
	h.Verifier("spirv.MatrixTimesMatrix").Op = matrixTimesMatrix
	h.Verifier("spirv.Transpose").Op = transpose
	h.Verifier("spirv.VectorTimesScalar").Op = vectorTimesScalar
	h.Verifier("spirv.VectorShuffle").Op = vectorShuffle
	h.Verifier("spirv.CompositeInsert").Op = compositeInsert
	h.Verifier("spirv.GL.FrexpStruct").Op = frexpStruct
	h.Verifier("spirv.GL.Ldexp").Op = ldexp
	h.Verifier("spirv.INTEL.SubgroupBlockRead").Op = func(o dialect.Checker) *diag.Diagnostic {
		return blockReadWrite(o, o.Operand("ptr"), o.Result("value"))
	}
	h.Verifier("spirv.INTEL.SubgroupBlockWrite").Op = func(o dialect.Checker) *diag.Diagnostic {
		return blockReadWrite(o, o.Operand("ptr"), o.Operand("value"))
	}
}

// matrixShape is a !spirv.matrix's columns, rows (its column vector's
// size) and component type, or false.
func matrixShape(t ir.Type) (cols, rows int64, elem ir.Type, ok bool) {
	m := ofKind(t, "matrix")
	if m == nil {
		return 0, 0, nil, false
	}
	cols, _ = m.Params.Int("columnCount")
	v, isVec := m.Params.Type("columnType").(*ir.VectorType)
	if !isVec {
		return 0, 0, nil, false
	}
	return cols, numElements(v), v.Elem, true
}

// one returns the single value of a group, or nil.
func one(vs []ir.Value) ir.Value {
	if len(vs) != 1 {
		return nil
	}
	return vs[0]
}

// matrixTimesScalar is MatrixTimesScalarOp::verify: the scalar has the
// (cooperative) matrix's component type.
func matrixTimesScalar(o dialect.Checker) *diag.Diagnostic {
	m, s := one(o.Operand("matrix")), one(o.Operand("scalar"))
	if m == nil || s == nil {
		return nil
	}
	var elem ir.Type
	if c := ofKind(m.Type(), "coopmatrix"); c != nil {
		elem = c.Params.Type("elementType")
	} else if _, _, e, ok := matrixShape(m.Type()); ok {
		elem = e
	}
	if elem != nil && s.Type() != elem {
		return o.Errorf("input matrix components' type and scaling value must have the same type")
	}
	return nil
}

// matrixTimesVector is MatrixTimesVectorOp::verify: the matrix has a
// column per vector component, a row per result component, and the
// result's component type.
func matrixTimesVector(o dialect.Checker) *diag.Diagnostic {
	m, v, r := one(o.Operand("matrix")), one(o.Operand("vector")), one(o.Result("result"))
	if m == nil || v == nil || r == nil {
		return nil
	}
	cols, rows, elem, ok := matrixShape(m.Type())
	vt, ok1 := v.Type().(*ir.VectorType)
	rt, ok2 := r.Type().(*ir.VectorType)
	if !ok || !ok1 || !ok2 {
		return nil
	}
	if n := numElements(vt); cols != n {
		return o.Errorf("matrix columns (%d) must match vector operand size (%d)", cols, n)
	}
	if n := numElements(rt); n != rows {
		return o.Errorf("result size (%d) must match the matrix rows (%d)", n, rows)
	}
	if elem != rt.Elem {
		return o.Errorf("matrix and result element types must match")
	}
	return nil
}

// vectorTimesMatrix is VectorTimesMatrixOp::verify: the vector has a
// component per matrix row, the result one per column, of the matrix's
// component type.
func vectorTimesMatrix(o dialect.Checker) *diag.Diagnostic {
	v, m, r := one(o.Operand("vector")), one(o.Operand("matrix")), one(o.Result("result"))
	if m == nil || v == nil || r == nil {
		return nil
	}
	cols, rows, elem, ok := matrixShape(m.Type())
	vt, ok1 := v.Type().(*ir.VectorType)
	rt, ok2 := r.Type().(*ir.VectorType)
	if !ok || !ok1 || !ok2 {
		return nil
	}
	if numElements(vt) != rows {
		return o.Errorf("number of components in vector must equal the number of components in each column in matrix")
	}
	if numElements(rt) != cols {
		return o.Errorf("number of columns in matrix must equal the number of components in result")
	}
	if elem != rt.Elem {
		return o.Errorf("matrix must be a matrix with the same component type as the component type in result")
	}
	return nil
}

// matrixTimesMatrix is MatrixTimesMatrixOp::verify (emitError: no op
// prefix).
func matrixTimesMatrix(o dialect.Checker) *diag.Diagnostic {
	l, r, res := one(o.Operand("leftmatrix")), one(o.Operand("rightmatrix")), one(o.Result("result"))
	if l == nil || r == nil || res == nil {
		return nil
	}
	lc, lr, le, ok1 := matrixShape(l.Type())
	rc, rr, re, ok2 := matrixShape(r.Type())
	oc, or, oe, ok3 := matrixShape(res.Type())
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	switch {
	case lc != rr:
		return o.EmitErrorf("left matrix columns' count must be equal to the right matrix rows' count")
	case rc != oc:
		return o.EmitErrorf("right and result matrices must have equal columns' count")
	case re != oe:
		return o.EmitErrorf("right and result matrices' component type must be the same")
	case le != oe:
		return o.EmitErrorf("left and result matrices' component type must be the same")
	case lr != or:
		return o.EmitErrorf("left and result matrices must have equal rows' count")
	}
	return nil
}

// transpose is TransposeOp::verify (emitError).
func transpose(o dialect.Checker) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if !ok {
		return nil
	}
	ic, ir_, ie, ok1 := matrixShape(in)
	oc, or, oe, ok2 := matrixShape(out)
	if !ok1 || !ok2 {
		return nil
	}
	switch {
	case ir_ != oc:
		return o.EmitErrorf("input matrix rows count must be equal to output matrix columns count")
	case ic != or:
		return o.EmitErrorf("input matrix columns count must be equal to output matrix rows count")
	case ie != oe:
		return o.EmitErrorf("input and output matrices must have the same component type")
	}
	return nil
}

// vectorTimesScalar is VectorTimesScalarOp::verify.
func vectorTimesScalar(o dialect.Checker) *diag.Diagnostic {
	v, s, r := one(o.Operand("vector")), one(o.Operand("scalar")), one(o.Result("result"))
	if v == nil || s == nil || r == nil {
		return nil
	}
	if v.Type() != r.Type() {
		return o.Errorf("vector operand and result type mismatch")
	}
	if rt, ok := r.Type().(*ir.VectorType); ok && s.Type() != rt.Elem {
		return o.Errorf("scalar operand and result element type match")
	}
	return nil
}

// vectorShuffle is VectorShuffleOp::verify: a selector per result
// component, each selecting one of the operands' components or undefined
// (0xffffffff).
func vectorShuffle(o dialect.Checker) *diag.Diagnostic {
	v1, v2, r := one(o.Operand("vector1")), one(o.Operand("vector2")), one(o.Result("result"))
	comps, ok := o.Attr("components").(*ir.ArrayAttr)
	if v1 == nil || v2 == nil || r == nil || !ok {
		return nil
	}
	rt, ok := r.Type().(*ir.VectorType)
	a, ok1 := v1.Type().(*ir.VectorType)
	b, ok2 := v2.Type().(*ir.VectorType)
	if !ok || !ok1 || !ok2 {
		return nil
	}
	if n := numElements(rt); n != int64(len(comps.Elems)) {
		return o.Errorf("result type element count (%d) mismatch with the number of component selectors (%d)", n, len(comps.Elems))
	}
	total := numElements(a) + numElements(b)
	for _, e := range comps.Elems {
		ia, ok := e.(*ir.IntegerAttr)
		if !ok {
			continue
		}
		idx := uint32(ia.Int64())
		if int64(idx) >= total && idx != 0xffffffff {
			return o.Errorf("component selector %d out of range: expected to be in [0, %d) or 0xffffffff", idx, total)
		}
	}
	return nil
}

// compositeInsert is CompositeInsertOp::verify: the indices select an
// element of the object's type; the result has the composite's type.
func compositeInsert(o dialect.Checker) *diag.Diagnostic {
	obj, comp, r := one(o.Operand("object")), one(o.Operand("composite")), one(o.Result("result"))
	if obj == nil || comp == nil || r == nil {
		return nil
	}
	t, d := indexedElement(o, comp.Type(), o.Attr("indices"))
	if d != nil || t == nil {
		return d
	}
	if t != obj.Type() {
		return o.Errorf("object operand type should be '%s', but found '%s'", verify.TypeString(t), verify.TypeString(obj.Type()))
	}
	if comp.Type() != r.Type() {
		return o.Errorf("result type should be the same as the composite type, but found '%s' vs '%s'", verify.TypeString(comp.Type()), verify.TypeString(r.Type()))
	}
	return nil
}

// frexpStruct is GLFrexpStructOp::verify (emitError): a struct of the
// operand's type and a 32-bit integer (vector) of as many components.
func frexpStruct(o dialect.Checker) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	st := ofKind(out, "struct")
	if !ok || st == nil {
		return nil
	}
	members := st.Params.List("memberTypes")
	if len(members) != 2 {
		return o.EmitErrorf("result type must be a struct type with two memebers")
	}
	sig, exp := members[0].Type, members[1].Type
	if sig != in {
		return o.EmitErrorf("member zero of the resulting struct type must be the same type as the operand")
	}
	expVec, isVec := exp.(*ir.VectorType)
	expInt, isInt := exp.(*ir.IntegerType)
	if isVec {
		if ct, ok := expVec.Elem.(*ir.IntegerType); !ok || ct.Width != 32 {
			return o.EmitErrorf("member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type")
		}
	} else if !isInt || expInt.Width != 32 {
		return o.EmitErrorf("member one of the resulting struct type must be a scalar or vector of 32 bit integer type")
	}
	inVec, inIsVec := in.(*ir.VectorType)
	if inIsVec && isVec && numElements(expVec) == numElements(inVec) {
		return nil
	}
	if _, inIsFloat := in.(*ir.FloatType); inIsFloat && isInt {
		return nil
	}
	return o.EmitErrorf("member one of the resulting struct type must have the same number of components as the operand type")
}

// ldexp is GLLdexpOp::verify: both scalars or both vectors, of as many
// elements.
func ldexp(o dialect.Checker) *diag.Diagnostic {
	x, e := one(o.Operand("x")), one(o.Operand("exp"))
	if x == nil || e == nil {
		return nil
	}
	_, xf := x.Type().(*ir.FloatType)
	_, ei := e.Type().(*ir.IntegerType)
	if xf != ei {
		return o.Errorf("operands must both be scalars or vectors")
	}
	count := func(t ir.Type) int64 {
		if v, ok := t.(*ir.VectorType); ok {
			return numElements(v)
		}
		return 1
	}
	if count(x.Type()) != count(e.Type()) {
		return o.Errorf("operands must have the same number of elements")
	}
	return nil
}

// blockReadWrite is verifyBlockReadWritePtrAndValTypes: the pointee is
// the value's (element) type.
func blockReadWrite(o dialect.Checker, ptr, val []ir.Value) *diag.Diagnostic {
	p, v := one(ptr), one(val)
	if p == nil || v == nil {
		return nil
	}
	t := v.Type()
	if vt, ok := t.(*ir.VectorType); ok {
		t = vt.Elem
	}
	if pt, _, ok := pointee(p.Type()); ok && pt != nil && pt != t {
		return o.Errorf("mismatch in result type and pointer type")
	}
	return nil
}
