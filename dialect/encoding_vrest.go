package dialect

import "github.com/gomlir/gomlir/ir"

// TensorEncodingVerifier is implemented by a Registry that checks ranked
// tensors' encodings (VerifiableTensorEncoding::verifyEncoding): the
// lowering calls it as it makes a `tensor<..., encoding>` type, and
// mlir-opt's parser reports its error at the token after the encoding.
type TensorEncodingVerifier interface {
	// VerifyTensorEncoding is the encoding's check of a tensor of that
	// shape and element type: nil when enc is not an encoding with one
	// (Verifier.TensorEncoding) or is sound.
	VerifyTensorEncoding(enc ir.Attribute, shape []int64, elem ir.Type) *DataError
}
