package spirv

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of spirv's ops (upstream's verify() of AtomicOps.cpp,
// CastOps.cpp), in mlir-opt's order and words.

func verifiers(h *registry.Hooks) {
	// AtomicOps.cpp: verifyAtomicUpdateOp.
	for _, name := range []string{"spirv.AtomicAnd", "spirv.AtomicIAdd", "spirv.AtomicIDecrement",
		"spirv.AtomicIIncrement", "spirv.AtomicISub", "spirv.AtomicOr", "spirv.AtomicSMax",
		"spirv.AtomicSMin", "spirv.AtomicUMax", "spirv.AtomicUMin", "spirv.AtomicXor"} {
		h.Verifier(name).Op = atomicUpdate(false)
	}
	h.Verifier("spirv.EXT.AtomicFAdd").Op = atomicUpdate(true)

	// CastOps.cpp: verifyCastOp. The conversions between integers and
	// floats skip its bit width check, which is all it checks: their
	// verify() accepts every op its ODS checks accept.
	for _, name := range []string{"spirv.ConvertFToS", "spirv.ConvertFToU", "spirv.ConvertSToF", "spirv.ConvertUToF"} {
		h.Verifier(name).Op = func(dialect.Checker) *diag.Diagnostic { return nil }
	}
	for _, name := range []string{"spirv.FConvert", "spirv.SConvert", "spirv.UConvert"} {
		h.Verifier(name).Op = func(o dialect.Checker) *diag.Diagnostic { return castOp(o, false) }
	}
	h.Verifier("spirv.Bitcast").Op = bitcast
	h.Verifier("spirv.ConvertPtrToU").Op = func(o dialect.Checker) *diag.Diagnostic { return ptrIntCast(o, true) }
	h.Verifier("spirv.ConvertUToPtr").Op = func(o dialect.Checker) *diag.Diagnostic { return ptrIntCast(o, false) }
	h.Verifier("spirv.PtrCastToGeneric").Op = func(o dialect.Checker) *diag.Diagnostic { return genericCast(o, true) }
	h.Verifier("spirv.GenericCastToPtr").Op = func(o dialect.Checker) *diag.Diagnostic { return genericCast(o, false) }
	h.Verifier("spirv.GenericCastToPtrExplicit").Op = func(o dialect.Checker) *diag.Diagnostic { return genericCast(o, false) }

	// SPIRVOps.cpp.
	for _, name := range []string{"spirv.ShiftLeftLogical", "spirv.ShiftRightArithmetic", "spirv.ShiftRightLogical"} {
		h.Verifier(name).Op = shiftOp
	}
	for _, name := range []string{"spirv.IAddCarry", "spirv.ISubBorrow", "spirv.SMulExtended", "spirv.UMulExtended"} {
		h.Verifier(name).Op = extendedBinary
	}
	h.Verifier("spirv.mlir.addressof").Op = addressOf
	h.Verifier("spirv.CompositeConstruct").Op = compositeConstruct
	h.Verifier("spirv.CompositeExtract").Op = compositeExtract
	for _, name := range []string{"spirv.ControlBarrier", "spirv.MemoryBarrier"} {
		h.Verifier(name).Op = func(o dialect.Checker) *diag.Diagnostic { return memorySemantics(o, o.Attr("memory_semantics")) }
	}
	groupVerifiers(h)
	memoryVerifiers(h)
	controlFlowVerifiers(h)
	miscVerifiers(h)
	structureVerifiers(h)
	imageVerifiers(h)
	coopDotVerifiers(h)
	graphMeshVerifiers(h)
}

// operandResult returns the types of the op's first operand and first
// result, or false.
func operandResult(op *ir.Operation) (ir.Type, ir.Type, bool) {
	res := verify.ResultValues(op)
	if len(op.Operands) == 0 || len(res) == 0 {
		return nil, nil, false
	}
	return op.Operands[0].Type(), res[0].Type(), true
}

// atomicUpdate is verifyAtomicUpdateOp: the pointee of the pointer
// operand is an integer (a float for float), then the memory semantics.
func atomicUpdate(float bool) func(o dialect.Checker) *diag.Diagnostic {
	return func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if len(op.Operands) == 0 {
			return nil
		}
		elem, _, ok := pointee(op.Operands[0].Type())
		if !ok {
			return nil
		}
		// Unreachable as written: the op's TypesMatchWith constraint ties
		// the pointee to the value (or result) type ODS already
		// constrained.
		if float && !verify.IsFloat(elem) {
			return o.Errorf("pointer operand must point to an float value, found '%s'", verify.TypeString(elem))
		}
		if _, isInt := elem.(*ir.IntegerType); !float && !isInt {
			// unreachable as well (TypesMatchWith, above).
			return o.Errorf("pointer operand must point to an integer value, found '%s'", verify.TypeString(elem))
		}
		return memorySemantics(o, o.Attr("semantics"))
	}
}

// memorySemantics is verifyMemorySemantics: at most one of the four
// ordering bits is set.
func memorySemantics(o dialect.Checker, a ir.Attribute) *diag.Diagnostic {
	if a == nil {
		return nil
	}
	n := 0
	for _, w := range strings.Split(spirvAttrValue(a, "memory_semantics"), "|") {
		switch strings.TrimSpace(w) {
		case "Acquire", "Release", "AcquireRelease", "SequentiallyConsistent":
			n++
		}
	}
	if n > 1 {
		return o.EmitErrorf("expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`")
	}
	return nil
}

// castOp is verifyCastOp with its bit width check: the element types of
// the operand and result (of vectors or cooperative matrices alike) have
// the same width (sameWidth) or different ones.
func castOp(o dialect.Checker, sameWidth bool) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if !ok {
		return nil
	}
	var a, b ir.Type
	switch t := in.(type) {
	case *ir.VectorType:
		if u, ok := out.(*ir.VectorType); ok {
			a, b = t.Elem, u.Elem
		}
	default:
		if c := ofKind(in, "coopmatrix"); c != nil {
			if d := ofKind(out, "coopmatrix"); d != nil {
				a, b = c.Params.Type("elementType"), d.Params.Type("elementType")
			}
		} else {
			a, b = in, out
		}
	}
	// Unreachable as written: SameOperandsAndResultShape runs first.
	if a == nil || b == nil {
		return o.Errorf("incompatible operand and result types")
	}
	same := ir.IntOrFloatWidth(a) == ir.IntOrFloatWidth(b)
	if sameWidth && !same {
		// unreachable: no caller passes sameWidth (no op asks verifyCastOp for the same width).
		return o.Errorf("expected the same bit widths for operand type and result type, but provided '%s' and '%s'", verify.TypeString(a), verify.TypeString(b))
	}
	if !sameWidth && same {
		return o.Errorf("expected the different bit widths for operand type and result type, but provided '%s' and '%s'", verify.TypeString(a), verify.TypeString(b))
	}
	return nil
}

// bitWidth is SPIRVOpUtils.h's getBitWidth: 64 for a pointer, the width
// of a scalar, the elements' total of a vector; false for another type
// (upstream's llvm_unreachable, which ODS keeps the ops from reaching).
func bitWidth(t ir.Type) (int, bool) {
	if ofKind(t, "ptr") != nil {
		return 64, true
	}
	switch t := t.(type) {
	case *ir.IntegerType, *ir.FloatType:
		return ir.IntOrFloatWidth(t), true
	case *ir.VectorType:
		n := 1
		for _, d := range t.Shape {
			n *= int(d)
		}
		return n * ir.IntOrFloatWidth(t.Elem), true
	}
	return 0, false
}

// bitcast is BitcastOp::verify.
func bitcast(o dialect.Checker) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if !ok {
		return nil
	}
	if in == out {
		return o.EmitErrorf("result type must be different from operand type")
	}
	inPtr, outPtr := ofKind(in, "ptr") != nil, ofKind(out, "ptr") != nil
	if inPtr && !outPtr {
		return o.EmitErrorf("unhandled bit cast conversion from pointer type to non-pointer type")
	}
	if !inPtr && outPtr {
		return o.EmitErrorf("unhandled bit cast conversion from non-pointer type to pointer type")
	}
	wi, ok1 := bitWidth(in)
	wo, ok2 := bitWidth(out)
	if ok1 && ok2 && wi != wo {
		return o.Errorf("mismatch in result type bitwidth %d and operand type bitwidth %d", wo, wi)
	}
	return nil
}

// ptrIntCast is ConvertPtrToUOp::verify (toInt) and ConvertUToPtrOp::verify:
// the integer is signless; in a spirv.module the pointer is physical.
func ptrIntCast(o dialect.Checker, toInt bool) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if !ok {
		return nil
	}
	ptr, integer := in, out
	if !toInt {
		ptr, integer = out, in
	}
	// Both ops say "result", the operand of ConvertUToPtr alike.
	if !verify.IsInt(integer, 0, ir.Signless, false) {
		return o.EmitErrorf("result must be a scalar type of unsigned integer")
	}
	module := verify.ParentOp(o.Op())
	for module != nil && module.Name != "spirv.module" {
		module = verify.ParentOp(module)
	}
	if module == nil {
		return nil
	}
	_, sc, _ := pointee(ptr)
	switch spirvAttrValue(verify.InherentAttr(module, "addressing_model"), "addressing_model") {
	case "Logical":
	case "PhysicalStorageBuffer64":
		if sc == "PhysicalStorageBuffer" {
			return nil
		}
	default:
		return nil
	}
	if toInt {
		return o.EmitErrorf("operand must be a physical pointer")
	}
	return o.EmitErrorf("result must be a physical pointer")
}

// genericCast is PtrCastToGenericOp::verify (toGeneric) and
// GenericCastToPtr(Explicit)Op::verify: the storage classes on either
// side of the cast, then the pointees.
func genericCast(o dialect.Checker, toGeneric bool) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if !ok {
		return nil
	}
	a, inSC, ok1 := pointee(in)
	b, outSC, ok2 := pointee(out)
	if !ok1 || !ok2 {
		return nil
	}
	specific := func(sc string) bool { return sc == "Workgroup" || sc == "CrossWorkgroup" || sc == "Function" }
	if toGeneric {
		if !specific(inSC) {
			return o.EmitErrorf("pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class")
		}
		if outSC != "Generic" {
			return o.EmitErrorf("result type must be of storage class Generic")
		}
	} else {
		if inSC != "Generic" {
			return o.EmitErrorf("pointer type must be of storage class Generic")
		}
		if !specific(outSC) {
			return o.EmitErrorf("result must point to the Workgroup, CrossWorkgroup, or Function Storage Class")
		}
	}
	if a != b {
		return o.Errorf("pointer operand's pointee type must have the same as the op result type, but found '%s' vs '%s'", verify.TypeString(a), verify.TypeString(b))
	}
	return nil
}

// shiftOp is verifyShiftOp. Unreachable as written: the ops'
// AllTypesMatch<operand1, result> runs first.
func shiftOp(o dialect.Checker) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if ok && in != out {
		// unreachable: AllTypesMatch<operand1, result> runs first.
		return o.EmitErrorf("expected the same type for the first operand and result, but provided '%s' and '%s'", verify.TypeString(in), verify.TypeString(out))
	}
	return nil
}

// extendedBinary is verifyArithmeticExtendedBinaryOp: the result is a
// struct of two members, of the type of both operands.
func extendedBinary(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	_, out, ok := operandResult(op)
	st := ofKind(out, "struct")
	if !ok || st == nil || len(op.Operands) != 2 {
		return nil
	}
	members := st.Params.List("memberTypes")
	if len(members) != 2 {
		return o.Errorf("expected result struct type containing two members")
	}
	want := op.Operands[0].Type()
	for _, t := range []ir.Type{op.Operands[1].Type(), members[0].Type, members[1].Type} {
		if t != want {
			return o.Errorf("expected all operand types and struct member types are the same")
		}
	}
	return nil
}

// addressOf is AddressOfOp::verify: the symbol, looked up from the op's
// parent (SymbolTable::lookupNearestSymbolFrom), is a
// spirv.GlobalVariable of the result's type.
func addressOf(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	ref, ok := o.Attr("variable").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	table := verify.ParentOp(op)
	for table != nil && !o.HasTrait(table.Name, "SymbolTable") {
		table = verify.ParentOp(table)
	}
	var global *ir.Operation
	if table != nil {
		global = verify.LookupIn(table, ref.Root)
		for _, n := range ref.Nested {
			if global == nil || !o.HasTrait(global.Name, "SymbolTable") {
				global = nil
				break
			}
			global = verify.LookupIn(global, n)
		}
	}
	if global == nil || global.Name != "spirv.GlobalVariable" {
		return o.Errorf("expected spirv.GlobalVariable symbol")
	}
	ta, ok := verify.InherentAttr(global, "type").(*ir.TypeAttr)
	res := verify.ResultValues(op)
	if ok && len(res) == 1 && res[0].Type() != ta.Type {
		return o.Errorf("result type mismatch with the referenced global variable's type")
	}
	return nil
}

// composite is spirv's CompositeType: its number of elements, whether
// that is known (hasCompileTimeKnownNumElements: not for a runtime array
// or a cooperative matrix) and the type of element i.
func composite(t ir.Type) (n int64, known bool, elem func(i int) ir.Type, ok bool) {
	if v, isVec := t.(*ir.VectorType); isVec {
		n = 1
		for _, d := range v.Shape {
			n *= d
		}
		return n, true, func(int) ir.Type { return v.Elem }, true
	}
	d, isSpirv := t.(*ir.DialectType)
	if !isSpirv || d.Dialect != "spirv" {
		return 0, false, nil, false
	}
	switch d.Mnemonic() {
	case "array":
		n, _ = d.Params.Int("elementCount")
		return n, true, func(int) ir.Type { return d.Params.Type("elementType") }, true
	case "matrix":
		n, _ = d.Params.Int("columnCount")
		return n, true, func(int) ir.Type { return d.Params.Type("columnType") }, true
	case "struct":
		members := d.Params.List("memberTypes")
		return int64(len(members)), true, func(i int) ir.Type { return members[i].Type }, true
	case "rtarray":
		return 0, false, func(int) ir.Type { return d.Params.Type("elementType") }, true
	case "coopmatrix":
		return 0, false, func(int) ir.Type { return d.Params.Type("elementType") }, true
	case "arm.tensor":
		n = 1
		for _, s := range d.Params.List("shape") {
			n *= s.Int
		}
		return n, true, func(int) ir.Type { return d.Params.Type("elementType") }, true
	}
	return 0, false, nil, false
}

// compositeConstruct is CompositeConstructOp::verify: one constituent of
// the element type for a cooperative matrix; one per element, of its
// type; or scalars and vectors adding up to the result vector.
func compositeConstruct(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	res := verify.ResultValues(op)
	if len(res) != 1 {
		return nil
	}
	rt := res[0].Type()
	parts := op.Operands
	if c := ofKind(rt, "coopmatrix"); c != nil {
		if len(parts) != 1 {
			return o.Errorf("has incorrect number of operands: expected 1, but provided %d", len(parts))
		}
		if e := c.Params.Type("elementType"); e != parts[0].Type() {
			return o.Errorf("operand type mismatch: expected operand type '%s', but provided '%s'", verify.TypeString(e), verify.TypeString(parts[0].Type()))
		}
		return nil
	}
	n, known, elem, ok := composite(rt)
	if !ok || !known {
		return nil
	}
	if int64(len(parts)) == n {
		for i, v := range parts {
			// A member gomlir keeps as text (of a recursive struct) is
			// not compared.
			if e := elem(i); e != nil && v.Type() != e {
				return o.Errorf("operand type mismatch: expected operand type '%s', but provided '%s'", verify.TypeString(e), verify.TypeString(v.Type()))
			}
		}
		return nil
	}
	vt, isVec := rt.(*ir.VectorType)
	if !isVec {
		return o.Errorf("expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs")
	}
	var total int64
	for _, v := range parts {
		t := v.Type()
		e := t
		switch t := t.(type) {
		case *ir.VectorType:
			size := int64(1)
			for _, d := range t.Shape {
				size *= d
			}
			total += size
			e = t.Elem
		case *ir.IntegerType, *ir.FloatType:
			total++
		default:
			return o.Errorf("operand type mismatch: expected operand to have a scalar or vector type, but provided '%s'", verify.TypeString(t))
		}
		if e != vt.Elem {
			return o.Errorf("operand element type mismatch: expected to be '%s', but provided '%s'", verify.TypeString(vt.Elem), verify.TypeString(e))
		}
	}
	if total != n {
		return o.Errorf("has incorrect number of operands: expected %d, but provided %d", n, total)
	}
	return nil
}

// indexedElement is SPIRVOps.cpp's getElementType: the type the indices
// select in t, or an error (emitError: no op prefix) and nil.
func indexedElement(o dialect.Checker, t ir.Type, indices ir.Attribute) (ir.Type, *diag.Diagnostic) {
	arr, ok := indices.(*ir.ArrayAttr)
	if !ok {
		// Unreachable as written: ODS's I32ArrayAttr runs first.
		return nil, o.EmitErrorf("expected a 32-bit integer array attribute for 'indices'")
	}
	if len(arr.Elems) == 0 {
		return nil, o.EmitErrorf("expected at least one index for spirv.CompositeExtract")
	}
	for _, a := range arr.Elems {
		ia, ok := a.(*ir.IntegerAttr)
		if !ok {
			// Unreachable as written, as above.
			return nil, o.EmitErrorf("expected an 32-bit integer for index, but found '%s'", verify.AttrString(a))
		}
		idx := int32(ia.Value.Int64())
		n, known, elem, ok := composite(t)
		if !ok {
			return nil, o.EmitErrorf("cannot extract from non-composite type '%s' with index %d", verify.TypeString(t), idx)
		}
		if known && (idx < 0 || int64(idx) >= n) {
			return nil, o.EmitErrorf("index %d out of bounds for '%s'", idx, verify.TypeString(t))
		}
		t = elem(int(idx))
		if t == nil {
			return nil, nil
		}
	}
	return t, nil
}

// compositeExtract is CompositeExtractOp::verify: the indices select an
// element of the composite, of the result's type.
func compositeExtract(o dialect.Checker) *diag.Diagnostic {
	in, out, ok := operandResult(o.Op())
	if !ok {
		return nil
	}
	t, d := indexedElement(o, in, o.Attr("indices"))
	if d != nil || t == nil {
		return d
	}
	if t != out {
		return o.Errorf("invalid result type: expected '%s' but provided '%s'", verify.TypeString(t), verify.TypeString(out))
	}
	return nil
}
