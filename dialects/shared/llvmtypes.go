package shared

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// The LLVM dialect's type predicates that other dialects' verifiers use
// too (the ptr dialect's loads and stores through an
// #llvm.address_space): LLVM::isCompatibleType and its kin,
// LLVM::isLoadableType, LLVM::isTypeCompatibleWithAtomicOp.

// LLVMKind is the mnemonic of an LLVM dialect type (ptr, struct, array,
// func, void, target, ...), "" for any other type.
func LLVMKind(t ir.Type) string {
	if d, ok := t.(*ir.DialectType); ok && d.Dialect == "llvm" {
		return d.Mnemonic()
	}
	return ""
}

// LLVMFloat is LLVM::isCompatibleFloatingPointType on builtin floats.
func LLVMFloat(t ir.Type) bool {
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

// LLVMCompatible is LLVM::isCompatibleType: signless integers, the LLVM
// floats, LLVM dialect types, vectors of those; known is false for
// another dialect's type, which may be compatible.
func LLVMCompatible(t ir.Type) (holds, known bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Signedness == ir.Signless, true
	case *ir.FloatType:
		return LLVMFloat(t), true
	case *ir.VectorType:
		if len(t.Shape) != 1 {
			return false, true
		}
		return LLVMCompatible(t.Elem)
	case *ir.OpaqueType:
		return t.Dialect == "llvm", t.Dialect == "llvm"
	case *ir.DialectType:
		return t.Dialect == "llvm", t.Dialect == "llvm"
	}
	return false, true
}

// LLVMCompatibleOuter is LLVM::isCompatibleOuterType: the same, without
// looking into vectors' element types.
func LLVMCompatibleOuter(t ir.Type) (holds, known bool) {
	if v, isVector := t.(*ir.VectorType); isVector {
		return len(v.Shape) == 1, true
	}
	return LLVMCompatible(t)
}

// LLVMLoadable is LLVM::isLoadableType: an LLVM-compatible type with a
// size (not void or a function, not an opaque struct, not a target type
// without memory operations).
func LLVMLoadable(t ir.Type) (holds, known bool) {
	outer, known := LLVMCompatibleOuter(t)
	if !known || !outer {
		return false, known
	}
	d, _ := t.(*ir.DialectType)
	switch LLVMKind(t) {
	case "void", "func":
		return false, true
	case "struct":
		if o, _ := d.Params.Int("opaque"); o != 0 {
			return false, true
		}
	case "target":
		name, _ := d.Params.Str("extTypeName")
		return strings.HasPrefix(name, "spirv.") || name == "aarch64.svcount", true
	}
	return true, true
}

// LLVMAtomicCompatible is LLVM::isTypeCompatibleWithAtomicOp under the
// default data layout: an integer, an LLVM float or a pointer whose size
// is a power of two of at least 8 bits; known is false when the size may
// depend on a data layout (a pointer under a data layout specification
// of op or an op enclosing it).
func LLVMAtomicCompatible(op *ir.Operation, t ir.Type) (holds, known bool) {
	var bits int64
	switch t := t.(type) {
	case *ir.IntegerType:
		bits = int64(t.Width)
	case *ir.FloatType:
		if !LLVMFloat(t) {
			return false, true
		}
		bits = int64(ir.IntOrFloatWidth(t))
	default:
		switch LLVMKind(t) {
		case "ppc_fp128":
			bits = 128
		case "ptr":
			if UnderDataLayout(op) {
				return false, false
			}
			bits = 64
		default:
			return false, true
		}
	}
	return bits >= 8 && bits&(bits-1) == 0, true
}

// UnderDataLayout reports whether op or an op enclosing it carries a data
// layout specification (a dlti attribute, llvm.data_layout).
func UnderDataLayout(op *ir.Operation) bool {
	for o := op; o != nil; {
		if hasLayoutAttr(o.Properties) || (o.Attrs != nil && hasLayoutAttr(o.Attrs)) {
			return true
		}
		if o.Parent == nil || o.Parent.Parent == nil {
			break
		}
		o = o.Parent.Parent.Parent
	}
	return false
}

func hasLayoutAttr(a ir.Attribute) bool {
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return false
	}
	for _, e := range d.Entries {
		if strings.HasPrefix(e.Name, "dlti.") || e.Name == "llvm.data_layout" {
			return true
		}
	}
	return false
}

// LLVMAddressSpace is LLVMPointerType's getAddressSpace: 0 for `ptr`, N
// for `ptr<N>`.
func LLVMAddressSpace(t ir.Type) (int64, bool) {
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
