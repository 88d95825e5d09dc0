package bufferization

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// registerVerifiers registers the bufferization dialect's verifiers: the
// predicate of its trait Bufferization_TensorAndBufferMatch.
func registerVerifiers(h *registry.Hooks) {
	h.Verifier("Bufferization_TensorAndBufferMatch").Pred = tensorAndBufferMatch
}

// tensorAndBufferMatch is Bufferization_TensorAndBufferMatch's predicate
// (to_tensor, to_buffer): the tensor's and the buffer's shapes and element
// types match; what does not is reported first, as upstream's C++ does.
func tensorAndBufferMatch(c dialect.Checker) (holds, known bool) {
	group := func(name string) []ir.Value {
		if c.HasOperand(name) {
			return c.Operand(name)
		}
		return c.Result(name)
	}
	tensor := "tensor"
	if !c.HasOperand(tensor) {
		tensor = "result"
	}
	t, ok1 := verify.FirstType(group(tensor)).(ir.ShapedType)
	b, ok2 := verify.FirstType(group("buffer")).(ir.ShapedType)
	if !ok1 || !ok2 || !verify.IsTensor(t) {
		return false, false
	}
	td, tr := t.Dims()
	bd, br := b.Dims()
	if tr != br || !verify.EqualDims(td, bd) {
		c.Emit(c.EmitErrorf("shapes do not match"))
		return false, true
	}
	if t.ElementType() != b.ElementType() {
		c.Emit(c.EmitErrorf("element types do not match"))
		return false, true
	}
	return true, true
}
