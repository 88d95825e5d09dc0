package spirv

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of SPIRVOps.cpp's structure ops (constants, spec
// constants, global variables, spirv.module), in mlir-opt's order and
// words; the replicated composites' settled against mlir-opt 22, whose
// sources the search tool does not hold.

func structureVerifiers(h *registry.Hooks) {
	h.Verifier("spirv.Constant").Op = constantOp
	h.Verifier("spirv.EXT.ConstantCompositeReplicate").Op = constantReplicate
	h.Verifier("spirv.SpecConstant").Op = specConstant
	h.Verifier("spirv.SpecConstantComposite").Op = specConstantComposite
	h.Verifier("spirv.EXT.SpecConstantCompositeReplicate").Op = specConstantReplicate
	h.Verifier("spirv.mlir.referenceof").Op = referenceOf
	h.Verifier("spirv.GlobalVariable").Op = globalVariable
	// Its verify() accepts every op: spirv.module checks the function
	// and interface symbols (moduleRegions).
	h.Verifier("spirv.EntryPoint").Op = func(dialect.Checker) *diag.Diagnostic { return nil }
	h.Verifier("spirv.module").Regions = moduleRegions
	h.Verifier("spirv.SpecConstantOperation").Regions = specConstantOperation
}

// isScalar is SPIR-V's ScalarType::isValid for a builtin type: a bool or
// an 8/16/32/64-bit integer, an f16, f32, f64 or bf16.
func isScalar(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Width {
		case 1, 8, 16, 32, 64:
			return true
		}
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16, ir.F32, ir.F64, ir.BF16:
			return true
		}
	}
	return false
}

// shapedCount is a shaped type's number of elements.
func shapedCount(t ir.ShapedType) int64 {
	dims, _ := t.Dims()
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return n
}

// constantOp is ConstantOp::verify: verifyConstantType of the value and
// the result type.
func constantOp(o dialect.Checker) *diag.Diagnostic {
	res := verify.ResultValues(o.Op())
	v := o.Attr("value")
	if len(res) != 1 || v == nil {
		return nil
	}
	return constantType(o, v, res[0].Type())
}

// constantType is verifyConstantType: a scalar of the op's type; dense
// or sparse elements of it or filling a (nested) spirv.array of as many
// scalars of their element type; an array attribute of a spirv.array,
// element by element.
func constantType(o dialect.Checker, value ir.Attribute, opType ir.Type) *diag.Diagnostic {
	switch a := value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr:
		if vt := a.(ir.TypedAttr).AttrType(); vt != opType {
			return o.Errorf("result type ('%s') does not match value type ('%s')", verify.TypeString(opType), verify.TypeString(vt))
		}
		return nil
	case *ir.DenseElementsAttr, *ir.SparseElementsAttr:
		var vt ir.ShapedType
		if d, ok := a.(*ir.DenseElementsAttr); ok {
			if d.IsString() {
				break
			}
			vt = d.Type
		} else {
			vt = a.(*ir.SparseElementsAttr).Type
		}
		if ir.Type(vt) == opType {
			return nil
		}
		arr := ofKind(opType, "array")
		if arr == nil {
			return o.Errorf("result or element type ('%s') does not match value type ('%s'), must be the same or spirv.array", verify.TypeString(opType), verify.TypeString(vt))
		}
		n := int64(1)
		elem := ir.Type(arr)
		for a := ofKind(elem, "array"); a != nil; a = ofKind(elem, "array") {
			c, _ := a.Params.Int("elementCount")
			n *= c
			elem = a.Params.Type("elementType")
		}
		switch elem.(type) {
		case *ir.IntegerType, *ir.FloatType:
		default:
			return o.Errorf("only support nested array result type")
		}
		if ve := vt.ElementType(); ve != elem {
			return o.Errorf("result element type ('%s') does not match value element type ('%s')", verify.TypeString(elem), verify.TypeString(ve))
		}
		if vn := shapedCount(vt); vn != n {
			return o.Errorf("result number of elements (%d) does not match value number of elements (%d)", n, vn)
		}
		return nil
	case *ir.ArrayAttr:
		arr := ofKind(opType, "array")
		if arr == nil {
			return o.Errorf("must have spirv.array result type for array value")
		}
		elem := arr.Params.Type("elementType")
		for _, e := range a.Elems {
			if d := constantType(o, e, elem); d != nil {
				return d
			}
		}
		return nil
	}
	return o.Errorf("cannot have attribute: %s", verify.AttrString(value))
}

// replicaType is the type EXT.ConstantCompositeReplicate reads from its
// value: a typed attribute's type (none for an untyped string), or for an
// array attribute an array of its size of its first element's type.
type replicaType struct {
	t     ir.Type // a typed attribute's type; nil for none or an array
	none  bool
	count int
	elem  *replicaType // an array attribute's first element
}

// readReplica returns the value's replicaType; ok is false for an
// attribute without a type, known is false where mlir-opt crashes (an
// empty array, or one whose first element has no type).
func readReplica(a ir.Attribute) (r *replicaType, ok bool) {
	switch a := a.(type) {
	case *ir.ArrayAttr:
		if len(a.Elems) == 0 {
			return nil, true
		}
		e, ok := readReplica(a.Elems[0])
		if !ok || e == nil {
			return nil, true
		}
		return &replicaType{count: len(a.Elems), elem: e}, true
	case *ir.StringAttr:
		if a.Type == nil {
			return &replicaType{none: true}, true
		}
		return &replicaType{t: a.Type}, true
	case ir.TypedAttr:
		return &replicaType{t: a.AttrType()}, true
	}
	return nil, false
}

func (r *replicaType) String() string {
	switch {
	case r.none:
		return "none"
	case r.elem != nil:
		return fmt.Sprintf("!spirv.array<%d x %s>", r.count, r.elem)
	}
	return verify.TypeString(r.t)
}

// is reports whether the replica type is t.
func (r *replicaType) is(t ir.Type) bool {
	switch {
	case r.none:
		return false
	case r.elem != nil:
		arr := ofKind(t, "array")
		if arr == nil {
			return false
		}
		n, _ := arr.Params.Int("elementCount")
		if stride, ok := arr.Params.Int("stride"); ok && stride != 0 {
			return false
		}
		return n == int64(r.count) && r.elem.is(arr.Params.Type("elementType"))
	}
	return r.t == t
}

// constantReplicate is EXTConstantCompositeReplicateOp::verify (emitError):
// the value's type is the composite's element type, or that element's
// own element type, down to the scalar.
func constantReplicate(o dialect.Checker) *diag.Diagnostic {
	res := verify.ResultValues(o.Op())
	if len(res) != 1 {
		return nil
	}
	r, ok := readReplica(o.Attr("value"))
	if !ok {
		return o.EmitErrorf("unknown value attribute type")
	}
	if r == nil {
		return nil
	}
	var chain []ir.Type
	t := res[0].Type()
	for {
		_, _, elem, ok := composite(t)
		if !ok {
			break
		}
		t = elem(0)
		if t == nil {
			return nil
		}
		chain = append(chain, t)
	}
	if len(chain) == 0 {
		return nil
	}
	for _, c := range chain {
		if r.is(c) {
			return nil
		}
	}
	names := make([]string, len(chain))
	for i, c := range chain {
		names[i] = "'" + verify.TypeString(c) + "'"
	}
	return o.EmitErrorf("expected value attribute type %s, but got: '%s'", strings.Join(names, " or "), r)
}

// specConstant is SpecConstantOp::verify: a non-negative spec_id, a
// default value that is a scalar of a SPIR-V type.
func specConstant(o dialect.Checker) *diag.Diagnostic {
	if id, ok := o.Attr("spec_id").(*ir.IntegerAttr); ok && id.Value.Sign() < 0 {
		return o.Errorf("SpecId cannot be negative")
	}
	switch v := o.Attr("default_value").(type) {
	case *ir.IntegerAttr, *ir.FloatAttr:
		if !isScalar(v.(ir.TypedAttr).AttrType()) {
			return o.Errorf("default value bitwidth disallowed")
		}
		return nil
	case nil:
		return nil
	}
	return o.Errorf("default value can only be a bool, integer, or float scalar")
}

// specDefaultType is the type of a spirv.SpecConstant's default value.
func specDefaultType(op *ir.Operation) ir.Type {
	if ta, ok := verify.InherentAttr(op, "default_value").(ir.TypedAttr); ok {
		return ta.AttrType()
	}
	return nil
}

// typeAttr is the op's `type` attribute's type, or nil.
func typeAttr(o dialect.Checker) ir.Type {
	if ta, ok := o.Attr("type").(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// specConstantComposite is SpecConstantCompositeOp::verify (emitError): a
// composite other than a cooperative matrix, one spirv.SpecConstant of
// each element's type per element.
func specConstantComposite(o dialect.Checker) *diag.Diagnostic {
	t := typeAttr(o)
	cons, ok := o.Attr("constituents").(*ir.ArrayAttr)
	if t == nil || !ok {
		return nil
	}
	n, _, elem, isComposite := composite(t)
	if !isComposite {
		return o.EmitErrorf("result type must be a composite type, but provided '%s'", verify.TypeString(t))
	}
	if ofKind(t, "coopmatrix") != nil {
		return o.EmitErrorf("unsupported composite type  '%s'", verify.TypeString(t))
	}
	if int64(len(cons.Elems)) != n {
		return o.EmitErrorf("has incorrect number of operands: expected %d, but provided %d", n, len(cons.Elems))
	}
	parent := verify.ParentOp(o.Op())
	for i, c := range cons.Elems {
		ref, ok := c.(*ir.SymbolRefAttr)
		if !ok {
			continue
		}
		// Upstream dereferences the lookup unchecked: a constituent that
		// is not a spirv.SpecConstant crashes mlir-opt.
		sc := nearestSymbol(o, parent, ref)
		if sc == nil || sc.Name != "spirv.SpecConstant" {
			continue
		}
		got, want := specDefaultType(sc), elem(i)
		if got != nil && want != nil && got != want {
			return o.EmitErrorf("has incorrect types of operands: expected '%s', but provided '%s'", verify.TypeString(want), verify.TypeString(got))
		}
	}
	return nil
}

// specConstantReplicate is EXTSpecConstantCompositeReplicateOp::verify
// (emitError): a composite type, its constituent a spirv.SpecConstant of
// the composite's element type.
func specConstantReplicate(o dialect.Checker) *diag.Diagnostic {
	t := typeAttr(o)
	ref, ok := o.Attr("constituent").(*ir.SymbolRefAttr)
	if t == nil || !ok {
		return nil
	}
	_, _, elem, isComposite := composite(t)
	if !isComposite {
		return o.EmitErrorf("result type must be a composite type, but provided '%s'", verify.TypeString(t))
	}
	sc := nearestSymbol(o, verify.ParentOp(o.Op()), ref)
	if sc == nil {
		return o.EmitErrorf("splat spec constant reference defining constituent not found")
	}
	if sc.Name != "spirv.SpecConstant" {
		return o.EmitErrorf("constituent is not a spec constant")
	}
	got, want := specDefaultType(sc), elem(0)
	if got != nil && want != nil && got != want {
		return o.EmitErrorf("constituent has incorrect type: expected '%s', but provided '%s'", verify.TypeString(want), verify.TypeString(got))
	}
	return nil
}

// referenceOf is ReferenceOfOp::verify: the symbol is a spirv.SpecConstant
// or spirv.SpecConstantComposite of the result's type.
func referenceOf(o dialect.Checker) *diag.Diagnostic {
	ref, ok := o.Attr("spec_const").(*ir.SymbolRefAttr)
	res := verify.ResultValues(o.Op())
	if !ok || len(res) != 1 {
		return nil
	}
	sym := nearestSymbol(o, verify.ParentOp(o.Op()), ref)
	var want ir.Type
	switch {
	case sym != nil && sym.Name == "spirv.SpecConstant":
		want = specDefaultType(sym)
	case sym != nil && sym.Name == "spirv.SpecConstantComposite":
		if ta, ok := verify.InherentAttr(sym, "type").(*ir.TypeAttr); ok {
			want = ta.Type
		}
	default:
		return o.Errorf("expected spirv.SpecConstant or spirv.SpecConstantComposite symbol")
	}
	if want != nil && res[0].Type() != want {
		return o.Errorf("result type mismatch with the referenced specialization constant's type")
	}
	return nil
}

// globalVariable is GlobalVariableOp::verify: a pointer, of a storage
// class other than Generic and Function, initialized from a spec
// constant.
func globalVariable(o dialect.Checker) *diag.Diagnostic {
	t := typeAttr(o)
	if t == nil {
		return nil
	}
	_, sc, ok := pointee(t)
	if !ok {
		return o.Errorf("result must be of a !spv.ptr type")
	}
	if sc == "Generic" || sc == "Function" {
		return o.Errorf("storage class cannot be '%s'", sc)
	}
	if ref, ok := o.Attr("initializer").(*ir.SymbolRefAttr); ok {
		init := nearestSymbol(o, verify.ParentOp(o.Op()), ref)
		if init == nil || (init.Name != "spirv.SpecConstant" && init.Name != "spirv.SpecConstantComposite") {
			return o.Errorf("initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op")
		}
	}
	return nil
}

// inSpirv reports whether op is of the spirv dialect.
func inSpirv(op *ir.Operation) bool { return strings.HasPrefix(op.Name, "spirv.") }

// moduleRegions is ModuleOp::verifyRegions: the module holds spirv ops;
// each entry point names a spirv.func of the module and global variables,
// once per execution model; each external function imports, each
// function's blocks hold spirv ops.
func moduleRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
		return nil
	}
	type key struct {
		fn    *ir.Operation
		model string
	}
	seen := map[key]bool{}
	for _, inner := range op.Regions[0].Blocks[0].Ops {
		if !inSpirv(inner) {
			return verify.EmitError(inner, "'spirv.module' can only contain spirv.* ops")
		}
		switch inner.Name {
		case "spirv.EntryPoint":
			fnRef, _ := verify.InherentAttr(inner, "fn").(*ir.SymbolRefAttr)
			if fnRef == nil {
				continue
			}
			fn := verify.LookupIn(op, fnRef.Root)
			if fn == nil || fn.Name != "spirv.func" {
				return verify.EmitError(inner, "function '%s' not found in 'spirv.module'", fnRef.Root)
			}
			if arr, ok := verify.InherentAttr(inner, "interface").(*ir.ArrayAttr); ok {
				for _, v := range arr.Elems {
					ref, ok := v.(*ir.SymbolRefAttr)
					if !ok || len(ref.Nested) != 0 {
						return verify.EmitError(inner, "expected symbol reference for interface specification instead of '%s", verify.AttrString(v))
					}
					if g := verify.LookupIn(op, ref.Root); g == nil || g.Name != "spirv.GlobalVariable" {
						return verify.EmitError(inner, "expected spirv.GlobalVariable symbol reference instead of'%s'", verify.AttrString(v))
					}
				}
			}
			k := key{fn, spirvAttrValue(verify.InherentAttr(inner, "execution_model"), "execution_model")}
			if seen[k] {
				return verify.EmitError(inner, "duplicate of a previous EntryPointOp")
			}
			seen[k] = true
		case "spirv.func":
			external := len(inner.Regions) == 0 || len(inner.Regions[0].Blocks) == 0
			if external && !importLinkage(inner) {
				return verify.EmitError(inner, "'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)")
			}
			for _, r := range inner.Regions {
				for _, b := range r.Blocks {
					for _, fop := range b.Ops {
						if !inSpirv(fop) {
							return verify.EmitError(fop, "functions in 'spirv.module' can only contain spirv.* ops")
						}
					}
				}
			}
		}
	}
	return nil
}

// importLinkage reports whether the function's linkage_attributes say
// Import.
func importLinkage(fn *ir.Operation) bool {
	a := verify.InherentAttr(fn, "linkage_attributes")
	if a == nil {
		return false
	}
	s := verify.AttrString(a)
	return strings.Contains(s, "linkage_type = <Import>")
}

// specConstantOperation is SpecConstantOperationOp::verifyRegions: one op
// usable in a spec constant op, of constant operands, and the yield.
func specConstantOperation(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
		return nil
	}
	b := op.Regions[0].Blocks[0]
	if len(b.Ops) != 2 {
		return o.Errorf("expected exactly 2 nested ops")
	}
	enclosed := b.Ops[0]
	if !o.HasTrait(enclosed.Name, "UsableInSpecConstantOp") {
		return o.Errorf("invalid enclosed op")
	}
	for _, v := range enclosed.Operands {
		r, ok := v.(*ir.OpResult)
		if !ok || (r.Owner.Name != "spirv.Constant" && r.Owner.Name != "spirv.mlir.referenceof" && r.Owner.Name != "spirv.SpecConstantOperation") {
			return o.Errorf("invalid operand, must be defined by a constant operation")
		}
	}
	return nil
}
