package llvm

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// What the verifiers read of the LLVM dialect's types: the C++ classes'
// accessors (LLVMStructType::getBody, LLVMArrayType::getElementType, ...)
// over the parameters llvm_types.go gives an LLVM type in the IR.

// llvmKind is the mnemonic of an LLVM dialect type (ptr, struct, array,
// func, void, target, ...), "" for any other type.
func llvmKind(t ir.Type) string {
	if d, ok := t.(*ir.DialectType); ok && d.Dialect == "llvm" {
		return d.Mnemonic()
	}
	return ""
}

// llvmParams are t's parameters when it is an LLVM type of kind kind.
func llvmParams(t ir.Type, kind string) (ir.Params, bool) {
	d, ok := t.(*ir.DialectType)
	if !ok || d.Dialect != "llvm" || d.Mnemonic() != kind {
		return nil, false
	}
	return d.Params, true
}

// paramTypes are the types of a list parameter; ok is false when one of
// them is not known (a nested type kept as text).
func paramTypes(ps []ir.Param) ([]ir.Type, bool) {
	ts := make([]ir.Type, len(ps))
	for i, p := range ps {
		if p.Kind != ir.ParamType || p.Type == nil {
			return nil, false
		}
		ts[i] = p.Type
	}
	return ts, true
}

// structBody is an LLVMStructType's getBody; ok is false for another
// type, and for a struct whose body gomlir does not hold (a reference to
// a recursive struct inside its own body, an opaque struct).
func structBody(t ir.Type) ([]ir.Type, bool) {
	ps, ok := llvmParams(t, "struct")
	if !ok {
		return nil, false
	}
	if r, _ := ps.Int("recursive"); r != 0 {
		return nil, false
	}
	if o, _ := ps.Int("opaque"); o != 0 {
		return nil, true
	}
	return paramTypes(ps.List("body"))
}

// isStruct reports whether t is an LLVMStructType.
func isStruct(t ir.Type) bool { return llvmKind(t) == "struct" }

// arrayType is an LLVMArrayType's element type and number of elements.
func arrayType(t ir.Type) (elem ir.Type, n int64, ok bool) {
	ps, ok := llvmParams(t, "array")
	if !ok {
		return nil, 0, false
	}
	elem = ps.Type("elementType")
	n, _ = ps.Int("numElements")
	return elem, n, elem != nil
}

// llvmFnType is an LLVMFunctionType: its result and parameter types.
type llvmFnType struct {
	result ir.Type
	params []ir.Type
	vararg bool
}

// funcType reads an LLVMFunctionType; ok is false for another type or one
// whose parts are not all known.
func funcType(t ir.Type) (llvmFnType, bool) {
	ps, ok := llvmParams(t, "func")
	if !ok {
		return llvmFnType{}, false
	}
	res := ps.Type("returnType")
	params, ok := paramTypes(ps.List("params"))
	if res == nil || !ok {
		return llvmFnType{}, false
	}
	v, _ := ps.Int("varArg")
	return llvmFnType{res, params, v != 0}, true
}

// isPtr reports whether t is an LLVMPointerType.
func isPtr(t ir.Type) bool { return llvmKind(t) == "ptr" }

// targetExtName is an LLVMTargetExtType's name.
func targetExtName(t ir.Type) (string, bool) {
	ps, ok := llvmParams(t, "target")
	if !ok {
		return "", false
	}
	return ps.Str("extTypeName")
}

// targetExtSupportsMemOps is LLVMTargetExtType::supportsMemOps.
func targetExtSupportsMemOps(name string) bool {
	return strings.HasPrefix(name, "spirv.") || name == "aarch64.svcount"
}

// targetExtCanBeGlobal and targetExtHasZeroInit are
// LLVMTargetExtType::hasProperty(CanBeGlobal), (HasZeroInit).
func targetExtCanBeGlobal(name string) bool {
	return strings.HasPrefix(name, "spirv.") || name == "amdgcn.named.barrier"
}

func targetExtHasZeroInit(name string) bool { return strings.HasPrefix(name, "spirv.") }

// vectorElementOrSelf is the element type of a builtin vector, or t.
func vectorElementOrSelf(t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Elem
	}
	return t
}

// isScalableVector is LLVM::isScalableVectorType: a 1-d builtin vector
// whose dimension is scalable.
func isScalableVector(t ir.Type) bool {
	v, ok := t.(*ir.VectorType)
	return ok && len(v.Scalable) > 0 && v.Scalable[0]
}

// atomicCompatible is LLVM::isTypeCompatibleWithAtomicOp under the
// default data layout: an integer, an LLVM float or a pointer whose size
// is a power of two of at least 8 bits; known is false when the size may
// depend on a data layout (a pointer under a data layout specification).
func atomicCompatible(op *ir.Operation, t ir.Type) (ok, known bool) {
	var bits int64
	switch t := t.(type) {
	case *ir.IntegerType:
		bits = int64(t.Width)
	case *ir.FloatType:
		if !llvmFloat(t) {
			return false, true
		}
		bits = int64(ir.IntOrFloatWidth(t))
	default:
		switch llvmKind(t) {
		case "ppc_fp128":
			bits = 128
		case "ptr":
			if underDataLayout(op) {
				return false, false
			}
			bits = 64
		default:
			return false, true
		}
	}
	return bits >= 8 && bits&(bits-1) == 0, true
}

// underDataLayout reports whether an op enclosing op (or op) carries a
// data layout specification, which may give pointers another size.
func underDataLayout(op *ir.Operation) bool {
	for o := op; o != nil; o = parentOf(o) {
		for _, a := range attrNames(o) {
			if strings.HasPrefix(a, "dlti.") || a == "llvm.data_layout" {
				return true
			}
		}
	}
	return false
}

func parentOf(op *ir.Operation) *ir.Operation {
	if op.Parent == nil || op.Parent.Parent == nil {
		return nil
	}
	return op.Parent.Parent.Parent
}

// attrNames are the names of op's attributes, inherent and discardable.
func attrNames(op *ir.Operation) []string {
	var names []string
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		for _, e := range d.Entries {
			names = append(names, e.Name)
		}
	}
	if op.Attrs != nil {
		for _, e := range op.Attrs.Entries {
			names = append(names, e.Name)
		}
	}
	return names
}
