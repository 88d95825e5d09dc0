package builtin

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
)

// defVerifiers registers the verify() of the builtin types and attributes
// (package dialect's, which the lowering runs as it makes them).
func defVerifiers(h *registry.Hooks) {
	h.TypeVerifier("builtin", "integer", dialect.VerifyIntegerType)
	h.TypeVerifier("builtin", "complex", dialect.VerifyComplexType)
	h.TypeVerifier("builtin", "vector", dialect.VerifyVectorType)
	h.TypeVerifier("builtin", "tensor", dialect.VerifyRankedTensorType).Incomplete =
		"the encoding's VerifiableTensorEncoding::verifyEncoding (#sparse_tensor.encoding's) is not run"
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
