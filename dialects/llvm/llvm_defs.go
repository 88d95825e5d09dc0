package llvm

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of the LLVM types whose C++ has one (LLVMTypes.cpp):
// !llvm.array and !llvm.func. The registry runs them on each type it
// reads, reporting at the `<` as mlir-opt does; the type parser runs the
// same predicates on the types nested in another LLVM type.
func typeVerifiers(h *registry.Hooks) {
	h.TypeVerifier("llvm", "array", func(t ir.Type) *dialect.DataError {
		if e := t.(*ir.DialectType).Params.Type("elementType"); e != nil && !validArrayElement(shared.LLVMKind(e)) {
			return dialect.DefError("invalid array element type: '" + verify.TypeString(e) + "'")
		}
		return nil
	})
	h.TypeVerifier("llvm", "func", func(t ir.Type) *dialect.DataError {
		ps := t.(*ir.DialectType).Params
		if r := ps.Type("returnType"); r != nil && !validResult(shared.LLVMKind(r)) {
			return dialect.DefError("invalid function result type: '" + verify.TypeString(r) + "'")
		}
		for _, p := range ps.List("params") {
			if p.Type != nil && !validArgument(shared.LLVMKind(p.Type)) {
				return dialect.DefError("invalid function argument type: '" + verify.TypeString(p.Type) + "'")
			}
		}
		return nil
	})
}

// validArrayElement is LLVMArrayType::isValidElementType, by the LLVM
// type's mnemonic ("" for a type of another dialect or builtin).
func validArrayElement(kind string) bool {
	switch kind {
	case "void", "label", "metadata", "func", "token":
		return false
	}
	return true
}

// validResult is LLVMFunctionType::isValidResultType.
func validResult(kind string) bool {
	switch kind {
	case "func", "metadata", "label":
		return false
	}
	return true
}

// validArgument is LLVMFunctionType::isValidArgumentType.
func validArgument(kind string) bool {
	switch kind {
	case "void", "func":
		return false
	}
	return true
}
