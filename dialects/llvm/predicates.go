package llvm

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The C++ predicates and accessors on types that the llvm dialect's ODS
// constraints use, in Go (dialect.TypePredicate, dialect.TypeInt): the
// verifier checks the constraints with them.

// predicates registers the llvm dialect's type predicates and
// accessors.
func predicates(h *registry.Hooks) {
	h.TypePredicate("LLVM::isCompatibleOuterType", llvmCompatibleOuter)
	h.TypePredicate("LLVM::isCompatibleType", llvmCompatible)
	h.TypePredicate("LLVM::isCompatibleFloatingPointType", func(t ir.Type) (bool, bool) { return llvmFloat(t), true })
	h.TypePredicate("LLVM::isCompatibleVectorType", func(t ir.Type) (holds, ok bool) {
		v, isVector := t.(*ir.VectorType)
		if !isVector {
			if ot, isOpaque := ir.SpellingOf(t); isOpaque && ot.Dialect == "llvm" {
				return false, false
			}
			return false, true
		}
		return llvmCompatible(v.Elem)
	})
	h.TypeInt("LLVM::LLVMPointerType::getAddressSpace", shared.LLVMAddressSpace)
}

// llvmFloat, llvmCompatible and llvmCompatibleOuter are
// LLVM::isCompatibleFloatingPointType, isCompatibleType and
// isCompatibleOuterType (shared: the ptr dialect's verifiers use them too).
func llvmFloat(t ir.Type) bool                       { return shared.LLVMFloat(t) }
func llvmCompatible(t ir.Type) (holds, ok bool)      { return shared.LLVMCompatible(t) }
func llvmCompatibleOuter(t ir.Type) (holds, ok bool) { return shared.LLVMCompatibleOuter(t) }
