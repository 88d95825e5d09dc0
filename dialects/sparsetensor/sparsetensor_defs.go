package sparsetensor

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// defVerifiers registers the verify() of #sparse_tensor.encoding and of
// #sparse_tensor<slice(...)>, reported at their mnemonic as mlir-opt's
// hand-written parsers have it.
func defVerifiers(h *registry.Hooks) {
	enc := h.AttrVerifier("sparse_tensor", "encoding", func(a ir.Attribute) *dialect.DataError {
		if da, ok := a.(*ir.DialectAttr); ok {
			if msg := EncodingError(da); msg != "" {
				return dialect.DefErrorAtName("encoding", msg)
			}
		}
		return nil
	})
	// verifyEncoding: mlir-opt's tensor parser reports it at the token
	// after the encoding (lower's TensorEncoding).
	enc.TensorEncoding = func(a ir.Attribute, shape []int64, elem ir.Type) *dialect.DataError {
		if da, ok := encodingOf(a); ok {
			if msg := TensorEncodingError(da, shape, elem); msg != "" {
				return dialect.DefError(msg)
			}
		}
		return nil
	}
	h.AttrVerifier("sparse_tensor", "slice", func(a ir.Attribute) *dialect.DataError {
		if da, ok := a.(*ir.DialectAttr); ok {
			if msg := SliceError(da); msg != "" {
				return dialect.DefErrorAtName("slice", msg)
			}
		}
		return nil
	})
}
