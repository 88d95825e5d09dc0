package llvm

import (
	"strings"

	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// What the verifiers read of the LLVM dialect's types: the C++ classes'
// accessors (LLVMStructType::getBody, LLVMArrayType::getElementType, ...)
// over the parameters llvm_types.go gives an LLVM type in the IR.

// llvmKind is the mnemonic of an LLVM dialect type (ptr, struct, array,
// func, void, target, ...), "" for any other type.
func llvmKind(t ir.Type) string { return shared.LLVMKind(t) }

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
// default data layout (known is false for a pointer under a data layout
// specification).
func atomicCompatible(op *ir.Operation, t ir.Type) (ok, known bool) {
	return shared.LLVMAtomicCompatible(op, t)
}
