package llvm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/registry"
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
	h.TypeInt("LLVM::LLVMPointerType::getAddressSpace", llvmAddressSpace)
}

// llvmFloat is LLVM::isCompatibleFloatingPointType.
func llvmFloat(t ir.Type) bool {
	f, ok := t.(*ir.FloatType)
	if !ok {
		return false
	}
	switch f.Kind {
	case ir.BF16, ir.F16, ir.F32, ir.F64, ir.F80, ir.F128:
		return true
	}
	return false
}

// llvmCompatible is LLVM::isCompatibleType: signless integers, the LLVM
// floats, LLVM dialect types, vectors of those; ok is false for another
// dialect's type, which may be compatible.
func llvmCompatible(t ir.Type) (holds, ok bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Signedness == ir.Signless, true
	case *ir.FloatType:
		return llvmFloat(t), true
	case *ir.VectorType:
		if len(t.Shape) != 1 {
			return false, true
		}
		return llvmCompatible(t.Elem)
	case *ir.OpaqueType:
		return t.Dialect == "llvm", t.Dialect == "llvm"
	case *ir.DialectType:
		return t.Dialect == "llvm", t.Dialect == "llvm"
	}
	return false, true
}

// llvmCompatibleOuter is LLVM::isCompatibleOuterType: the same, without
// looking into vectors' element types.
func llvmCompatibleOuter(t ir.Type) (holds, ok bool) {
	if v, isVector := t.(*ir.VectorType); isVector {
		return len(v.Shape) == 1, true
	}
	return llvmCompatible(t)
}

// llvmAddressSpace is LLVMPointerType's getAddressSpace: 0 for `ptr`, N
// for `ptr<N>`.
func llvmAddressSpace(t ir.Type) (int64, bool) {
	s, ok := ir.SpellingOf(t)
	if !ok || s.Dialect != "llvm" || !strings.HasPrefix(s.Data, "ptr") {
		return 0, false
	}
	if s.Data == "ptr" {
		return 0, true
	}
	inner, ok := strings.CutPrefix(s.Data, "ptr<")
	if !ok || !strings.HasSuffix(inner, ">") {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(inner[:len(inner)-1]), 10, 64)
	return n, err == nil
}
