package registry

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// VerifyTensorEncoding is dialect.TensorEncodingVerifier's: the
// Verifier.TensorEncoding registered with the encoding's attribute kind.
func (r *Registry) VerifyTensorEncoding(enc ir.Attribute, shape []int64, elem ir.Type) *dialect.DataError {
	a, ok := enc.(*ir.DialectAttr)
	if !ok {
		return nil
	}
	v := r.verifiers["#"+a.Dialect+"."+a.Mnemonic()]
	if v == nil || v.TensorEncoding == nil {
		return nil
	}
	return v.TensorEncoding(enc, shape, elem)
}

var _ dialect.TensorEncodingVerifier = (*Registry)(nil)
