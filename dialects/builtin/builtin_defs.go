package builtin

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// defVerifiers registers the verify() of the builtin types and attributes
// (package dialect's, which the lowering runs as it makes them).
func defVerifiers(h *registry.Hooks) {
	h.TypeVerifier("builtin", "integer", dialect.VerifyIntegerType)
	h.TypeVerifier("builtin", "complex", dialect.VerifyComplexType)
	h.TypeVerifier("builtin", "vector", dialect.VerifyVectorType)
	// RankedTensorType::verify, then its encoding's verifyEncoding (the
	// lowering runs it as it reads the type: lower's TensorEncoding).
	h.TypeVerifier("builtin", "tensor", dialect.VerifyRankedTensorType)
	h.AfterLoad(func(r *registry.Registry) {
		if v := r.Verifier("!builtin.tensor"); v != nil {
			v.TypeDef = func(t ir.Type) *dialect.DataError {
				if e := dialect.VerifyRankedTensorType(t); e != nil {
					return e
				}
				if tt, ok := t.(*ir.RankedTensorType); ok && tt.Encoding != nil {
					return r.VerifyTensorEncoding(tt.Encoding, tt.Shape, tt.Elem)
				}
				return nil
			}
		}
	})
	h.TypeVerifier("builtin", "unranked_tensor", dialect.VerifyUnrankedTensorType)
	// An opaque memory space is supported when its dialect is registered
	// (gomlir keeps a registered dialect's attribute it cannot read
	// opaque): the loaded registry tells.
	memref := dialect.MemRefTypeVerifier(nil)
	h.TypeVerifier("builtin", "memref", memref)
	h.TypeVerifier("builtin", "unranked_memref", memref)
	h.AfterLoad(func(r *registry.Registry) {
		memref := dialect.MemRefTypeVerifier(func(d string) bool { return r.Dialect(d) != nil })
		for _, name := range []string{"!builtin.memref", "!builtin.unranked_memref"} {
			if v := r.Verifier(name); v != nil {
				v.TypeDef = memref
			}
		}
	})
	h.TypeVerifier("builtin", "opaque", dialect.VerifyOpaqueType)

	h.AttrVerifier("builtin", "dense_array", dialect.VerifyDenseArrayAttr)
	h.AttrVerifier("builtin", "float", dialect.VerifyFloatAttr)
	h.AttrVerifier("builtin", "integer", dialect.VerifyIntegerAttr)
	h.AttrVerifier("builtin", "opaque", dialect.VerifyOpaqueAttr)
	h.AttrVerifier("builtin", "sparse_elements", dialect.VerifySparseElementsAttr)
	h.AttrVerifier("builtin", "strided_layout", dialect.VerifyStridedLayoutAttr)
}
