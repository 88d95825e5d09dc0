package spirv

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of MemoryOps.cpp, in mlir-opt's order and words.

func memoryVerifiers(h *registry.Hooks) {
	for _, name := range []string{"spirv.AccessChain", "spirv.PtrAccessChain", "spirv.InBoundsPtrAccessChain"} {
		h.Verifier(name).Op = accessChain
	}
	h.Verifier("spirv.Load").Op = func(o dialect.Checker) *diag.Diagnostic {
		return loadStore(o, o.Operand("ptr"), o.Result("value"))
	}
	h.Verifier("spirv.Store").Op = func(o dialect.Checker) *diag.Diagnostic {
		return loadStore(o, o.Operand("ptr"), o.Operand("value"))
	}
	h.Verifier("spirv.CopyMemory").Op = copyMemory
	h.Verifier("spirv.Variable").Op = variable
}

// ptrString is how mlir-opt prints !spirv.ptr<elem, sc>.
func ptrString(elem ir.Type, sc string) string {
	return "!spirv.ptr<" + verify.TypeString(elem) + ", " + sc + ">"
}

// elementPtr is getElementPtrType: the pointer type the indices select
// from the base pointer, walking composites (a struct's index from a
// spirv.Constant, in bounds), or an error. Its errors are emitError with
// spirv.AccessChain's name written in, for the three access chains alike.
func elementPtr(o dialect.Checker, base ir.Type, indices []ir.Value) (ir.Type, string, *diag.Diagnostic) {
	t, sc, ok := pointee(base)
	if !ok {
		// Unreachable as written: ODS's SPIRV_AnyPtr runs first.
		return nil, "", o.EmitErrorf("'spirv.AccessChain' op expected a pointer to composite type, but provided '%s'", verify.TypeString(base))
	}
	var index int32
	for _, v := range indices {
		if t == nil {
			// A member gomlir keeps as text (of a recursive struct).
			return nil, "", nil
		}
		n, _, elem, ok := composite(t)
		if !ok {
			return nil, "", o.EmitErrorf("'spirv.AccessChain' op cannot extract from non-composite type '%s' with index %d", verify.TypeString(t), index)
		}
		index = 0
		if ofKind(t, "struct") != nil {
			r, isRes := v.(*ir.OpResult)
			if !isRes {
				return nil, "", o.EmitErrorf("'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct")
			}
			i, isConst := constantInt32(v)
			if !isConst {
				return nil, "", o.EmitErrorf("'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided %s", r.Owner.Name)
			}
			index = i
			if index < 0 || int64(index) >= n {
				return nil, "", o.EmitErrorf("'spirv.AccessChain' op index %d out of bounds for '%s'", index, verify.TypeString(t))
			}
		}
		t = elem(int(index))
	}
	return t, sc, nil
}

// accessChain is verifyAccessChain: the result is the pointer
// getElementPtrType selects.
func accessChain(o dialect.Checker) *diag.Diagnostic {
	base := o.Operand("base_ptr")
	res := verify.ResultValues(o.Op())
	if len(base) != 1 || len(res) != 1 {
		return nil
	}
	elem, sc, d := elementPtr(o, base[0].Type(), o.Operand("indices"))
	if d != nil || elem == nil {
		return d
	}
	got := res[0].Type()
	gotElem, gotSC, ok := pointee(got)
	if !ok {
		// Unreachable as written: ODS's SPIRV_AnyPtr runs first (upstream
		// prints the null pointer type it failed to cast to).
		return o.Errorf("result type must be a pointer, but provided")
	}
	if gotElem != elem || gotSC != sc {
		return o.Errorf("invalid result type: expected '%s', but provided '%s'", ptrString(elem, sc), verify.TypeString(got))
	}
	return nil
}

// loadStore is verifyLoadStorePtrAndValTypes then
// verifyMemoryAccessAttribute.
func loadStore(o dialect.Checker, ptr, val []ir.Value) *diag.Diagnostic {
	if len(ptr) != 1 || len(val) != 1 {
		return nil
	}
	if t, _, ok := pointee(ptr[0].Type()); ok && t != nil && val[0].Type() != t {
		return o.Errorf("mismatch in result type and pointer type")
	}
	return memoryAccess(o, "memory_access", "alignment")
}

// memoryAccess is verifyMemoryAccessAttribute (and its Source twin, by
// the names given): an alignment goes with an Aligned memory access.
func memoryAccess(o dialect.Checker, access, alignment string) *diag.Diagnostic {
	a := o.Attr(access)
	hasAlign := o.Attr(alignment) != nil
	if a == nil {
		if hasAlign {
			return o.Errorf("invalid alignment specification without aligned memory access specification")
		}
		return nil
	}
	// Upstream's "invalid memory access specifier" follows a cast that
	// cannot fail once ODS has checked the attribute.
	aligned := false
	for _, w := range strings.Split(spirvAttrValue(a, "memory_access"), "|") {
		if strings.TrimSpace(w) == "Aligned" {
			aligned = true
		}
	}
	if aligned && !hasAlign {
		return o.Errorf("missing alignment value")
	}
	if !aligned && hasAlign {
		return o.Errorf("invalid alignment specification with non-aligned memory access specification")
	}
	return nil
}

// copyMemory is CopyMemoryOp::verify: the pointees match, then both
// memory accesses.
func copyMemory(o dialect.Checker) *diag.Diagnostic {
	tgt, src := o.Operand("target"), o.Operand("source")
	if len(tgt) != 1 || len(src) != 1 {
		return nil
	}
	a, _, ok1 := pointee(tgt[0].Type())
	b, _, ok2 := pointee(src[0].Type())
	if ok1 && ok2 && a != b {
		return o.Errorf("both operands must be pointers to the same type")
	}
	if d := memoryAccess(o, "memory_access", "alignment"); d != nil {
		return d
	}
	return memoryAccess(o, "source_memory_access", "source_alignment")
}

// variable is VariableOp::verify: a Function variable, of its pointer's
// storage class, initialized from a constant or a global, without the
// global variables' decorations, and with one aliasing decoration when it
// holds physical buffer pointers.
func variable(o dialect.Checker) *diag.Diagnostic {
	sc := spirvAttrValue(o.Attr("storage_class"), "storage_class")
	if sc != "Function" {
		return o.Errorf("can only be used to model function-level variables. Use spirv.GlobalVariable for module-level variables.")
	}
	res := o.Result("pointer")
	if len(res) != 1 {
		return nil
	}
	elem, ptrSC, ok := pointee(res[0].Type())
	if !ok {
		return nil
	}
	if ptrSC != sc {
		return o.Errorf("storage class must match result pointer's storage class")
	}
	if init := o.Operand("initializer"); len(init) == 1 {
		r, isRes := init[0].(*ir.OpResult)
		if !isRes || (r.Owner.Name != "spirv.Constant" && r.Owner.Name != "spirv.mlir.referenceof" && r.Owner.Name != "spirv.mlir.addressof") {
			return o.Errorf("initializer must be the result of a constant or spirv.GlobalVariable op")
		}
	}
	for _, name := range []string{"descriptor_set", "binding", "built_in"} {
		if o.Attr(name) != nil {
			return o.Errorf("cannot have '%s' attribute (only allowed in spirv.GlobalVariable)", name)
		}
	}
	_, innerSC, isPtr := pointee(elem)
	if !isPtr {
		if arr := ofKind(elem, "array"); arr != nil {
			_, innerSC, isPtr = pointee(arr.Params.Type("elementType"))
		}
	}
	if isPtr && innerSC == "PhysicalStorageBuffer" {
		aliased, restrict := o.Attr("aliased_pointer") != nil, o.Attr("restrict_pointer") != nil
		if !aliased && !restrict {
			return o.Errorf(" with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'")
		}
		if aliased && restrict {
			return o.Errorf(" with physical buffer pointer must have exactly one aliasing decoration")
		}
	}
	return nil
}
