package ptr

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// The verify() of ptr's attributes and types (PtrAttrs.cpp, PtrTypes.cpp),
// each check in mlir-opt's order and words.
func defVerifiers(h *registry.Hooks) {
	// SpecAttr::verify: every entry a whole number of bytes (index unless
	// left out, kOptionalSpecValue), and the preferred alignment at least
	// the ABI's.
	h.AttrVerifier("ptr", "spec", func(a ir.Attribute) *dialect.DataError {
		ps := a.(*ir.DialectAttr).Params
		get := func(name string) (uint32, bool) {
			n, ok := ps.Int(name)
			return uint32(n), ok
		}
		for _, name := range []string{"size", "abi", "preferred"} {
			if n, ok := get(name); ok && n%8 != 0 {
				return dialect.DefError(name + " entry must be divisible by 8")
			}
		}
		if n, ok := get("index"); ok && n != ^uint32(0) && n%8 != 0 {
			return dialect.DefError("index entry must be divisible by 8")
		}
		abi, ok1 := get("abi")
		preferred, ok2 := get("preferred")
		if ok1 && ok2 && abi > preferred {
			return dialect.DefError("preferred alignment is expected to be at least as large as ABI alignment")
		}
		return nil
	})
	// PtrMetadataType::verify: the ptr-like type has metadata. Of the
	// PtrLikeTypeInterface types its parser accepts, a memref has
	// metadata (its sizes, strides, offset), a !ptr.ptr none.
	h.TypeVerifier("ptr", "ptr_metadata", func(t ir.Type) *dialect.DataError {
		if dt, ok := t.(*ir.DialectType).Params.Type("type").(*ir.DialectType); ok && dt.Dialect == "ptr" && dt.Mnemonic() == "ptr" {
			return dialect.DefError("the ptr-like type has no metadata")
		}
		return nil
	})
}
