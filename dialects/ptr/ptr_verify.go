package ptr

import (
	"reflect"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The ptr ops' verify() of PtrDialect.cpp (LLVM 22), in mlir-opt's order
// and words, with the memory spaces' load and store checks
// (MemorySpaceAttrInterface::isValidLoad/isValidStore) of the two spaces
// upstream defines: #ptr.generic_space (anything goes) and
// #llvm.address_space (LLVM::detail::isValidLoadStoreImpl). A space of
// another dialect is not checked.

// The ptr dialect's AtomicOrdering cases.
const (
	orderNotAtomic = 0
	orderAcquire   = 3
	orderRelease   = 4
	orderAcqRel    = 5
)

var orderingNames = map[int64]string{0: "not_atomic", 1: "unordered", 2: "monotonic", 3: "acquire", 4: "release", 5: "acq_rel", 6: "seq_cst"}

// verifiers registers the ptr ops' verifiers.
func verifiers(h *registry.Hooks) {
	// InferTypeOpInterface's verifier: inferReturnTypes' own error (at
	// the op, emitError) then "failed to infer returned types", else the
	// result against the type inferred.
	h.Verifier("ptr.ptr_add").Op = func(o dialect.Checker) *diag.Diagnostic {
		types := [][]ir.Type{verify.ValueTypes(o.Operand("base")), verify.ValueTypes(o.Operand("offset"))}
		inferred, err := inferPtrAdd(o.Context(), types, nil)
		if re, ok := err.(*dialect.ResolveError); ok {
			o.Emit(o.EmitErrorf("%s", re.Msg))
			return o.Errorf("failed to infer returned types")
		}
		if err != nil {
			return nil
		}
		return verify.Inferred(o, inferred)
	}
	h.Verifier("ptr.from_ptr").Op = func(o dialect.Checker) *diag.Diagnostic {
		res := o.Result("result")[0].Type()
		if isPtrType(res) {
			return o.EmitErrorf("the result type cannot be `!ptr.ptr`")
		}
		return sameMemorySpace(o, o.Operand("ptr")[0].Type(), res)
	}
	h.Verifier("ptr.to_ptr").Op = func(o dialect.Checker) *diag.Diagnostic {
		in := o.Operand("ptr")[0].Type()
		if isPtrType(in) {
			return o.EmitErrorf("the input value cannot be of type `!ptr.ptr`")
		}
		return sameMemorySpace(o, in, o.Result("result")[0].Type())
	}
	h.Verifier("ptr.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		ordering, _ := intValue(o.Attr("ordering"))
		if d := validLoadStore(o, o.Operand("ptr")[0].Type(), o.Result("value")[0].Type(), ordering); d != nil {
			return d
		}
		if d := verifyAlignment(o); d != nil {
			return d
		}
		return verifyAtomicMemOp(o, ordering, orderRelease, orderAcqRel)
	}
	h.Verifier("ptr.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		ordering, _ := intValue(o.Attr("ordering"))
		if d := validLoadStore(o, o.Operand("ptr")[0].Type(), o.Operand("value")[0].Type(), ordering); d != nil {
			return d
		}
		if d := verifyAlignment(o); d != nil {
			return d
		}
		return verifyAtomicMemOp(o, ordering, orderAcquire, orderAcqRel)
	}
	// Gather, scatter, masked load and store: the memory space's check of
	// a non-atomic access, then the alignment.
	masked := func(ptr, value string, vector bool) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			p := o.Operand(ptr)[0].Type()
			if vector {
				st, ok := p.(ir.ShapedType)
				if !ok {
					return nil
				}
				p = st.ElementType()
			}
			var v ir.Type
			if vs := o.Operand(value); len(vs) > 0 {
				v = vs[0].Type()
			} else {
				v = o.Result(value)[0].Type()
			}
			if d := validLoadStore(o, p, v, orderNotAtomic); d != nil {
				return d
			}
			return verifyAlignment(o)
		}
	}
	h.Verifier("ptr.gather").Op = masked("ptrs", "result", true)
	h.Verifier("ptr.scatter").Op = masked("ptrs", "value", true)
	h.Verifier("ptr.masked_load").Op = masked("ptr", "result", false)
	h.Verifier("ptr.masked_store").Op = masked("ptr", "value", false)
	h.Verifier("ptr.ptr_diff").Op = func(o dialect.Checker) *diag.Diagnostic {
		lhs := o.Operand("lhs")[0].Type()
		if _, shaped := lhs.(ir.ShapedType); !shaped {
			return nil
		}
		if reflect.TypeOf(o.Result("result")[0].Type()) != reflect.TypeOf(lhs) {
			return o.EmitErrorf("expected the result to have the same container type as the operands when operands are shaped")
		}
		return nil
	}
}

// intValue is an integer attribute's value.
func intValue(a ir.Attribute) (int64, bool) {
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.Int64(), true
	}
	return 0, false
}

// alignment is the optional alignment property (`[N]`, `[]` when absent).
func alignment(o dialect.Checker) (int64, bool) {
	switch a := o.Attr("alignment").(type) {
	case *ir.IntegerAttr:
		return a.Int64(), true
	case *ir.ArrayAttr:
		if len(a.Elems) == 1 {
			return intValue(a.Elems[0])
		}
	}
	return 0, false
}

// verifyAlignment is verifyAlignment (emitError's).
func verifyAlignment(o dialect.Checker) *diag.Diagnostic {
	a, ok := alignment(o)
	if !ok {
		return nil
	}
	if a <= 0 {
		return o.EmitErrorf("alignment must be positive")
	}
	if a&(a-1) != 0 {
		return o.EmitErrorf("alignment must be a power of 2")
	}
	return nil
}

// verifyAtomicMemOp is verifyAtomicMemOp of the ptr dialect.
func verifyAtomicMemOp(o dialect.Checker, ordering int64, unsupported ...int64) *diag.Diagnostic {
	if ordering != orderNotAtomic {
		for _, u := range unsupported {
			if ordering == u {
				return o.Errorf("unsupported ordering '%s'", orderingNames[ordering])
			}
		}
		if _, ok := alignment(o); !ok {
			return o.Errorf("expected alignment for atomic access")
		}
		return nil
	}
	if o.Attr("syncscope") != nil {
		return o.Errorf("expected syncscope to be null for non-atomic access")
	}
	return nil
}

// isPtrType reports whether t is a !ptr.ptr.
func isPtrType(t ir.Type) bool {
	s, ok := ir.SpellingOf(t)
	return ok && s.Dialect == "ptr" && (s.Data == "ptr" || strings.HasPrefix(s.Data, "ptr<"))
}

// memorySpace is a PtrLikeTypeInterface type's getMemorySpace as its
// spelling ("" for none); known is false when gomlir cannot tell (a
// memref's memory space of another dialect, which may implement
// MemorySpaceAttrInterface).
func memorySpace(t ir.Type) (space string, known bool) {
	if isPtrType(t) {
		s, _ := ir.SpellingOf(t)
		inner, ok := strings.CutPrefix(s.Data, "ptr<")
		if !ok {
			return "", false
		}
		return strings.TrimSpace(strings.TrimSuffix(inner, ">")), true
	}
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return "", false
	}
	if m.MemorySpace == nil {
		return "", true
	}
	d, ok := ir.SpellingOf(m.MemorySpace)
	if !ok {
		return "", true // a builtin attribute: no MemorySpaceAttrInterface
	}
	if spaceKind(d.Dialect, d.Data) == "" {
		return "", false
	}
	return verify.AttrString(m.MemorySpace), true
}

// spaceKind names the memory space attributes gomlir knows: "generic"
// (#ptr.generic_space), "llvm" (#llvm.address_space<N>), else "".
func spaceKind(dialect, data string) string {
	switch {
	case dialect == "ptr" && data == "generic_space":
		return "generic"
	case dialect == "llvm" && strings.HasPrefix(data, "address_space"):
		return "llvm"
	}
	return ""
}

// sameMemorySpace is the memory space check of to_ptr and from_ptr.
func sameMemorySpace(o dialect.Checker, a, b ir.Type) *diag.Diagnostic {
	sa, okA := memorySpace(a)
	sb, okB := memorySpace(b)
	if okA && okB && sa != sb {
		return o.EmitErrorf("expected the input and output to have the same memory space")
	}
	return nil
}

// validLoadStore is the pointer's memory space's isValidLoad (and
// isValidStore, the same for both spaces) of a value of type t.
func validLoadStore(o dialect.Checker, ptr, t ir.Type, ordering int64) *diag.Diagnostic {
	space, known := memorySpace(ptr)
	if !known {
		return nil
	}
	kind := ""
	if strings.HasPrefix(space, "#") {
		if d, data, ok := strings.Cut(space[1:], "."); ok {
			kind = spaceKind(d, data)
		}
	}
	if kind != "llvm" {
		return nil // #ptr.generic_space takes any access; another space is not known
	}
	loadable, known := shared.LLVMLoadable(t)
	if !known {
		return nil
	}
	if !loadable {
		return o.EmitErrorf("type must be LLVM type with size, but got '%s'", verify.TypeString(t))
	}
	if ordering == orderNotAtomic {
		return nil
	}
	if ok, known := shared.LLVMAtomicCompatible(o.Op(), t); known && !ok {
		return o.EmitErrorf("unsupported type '%s' for atomic access", verify.TypeString(t))
	}
	return nil
}
