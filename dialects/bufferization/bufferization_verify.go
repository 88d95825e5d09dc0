package bufferization

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the ops' verify() and the predicate of the dialect's
// trait Bufferization_TensorAndBufferMatch.
func verifiers(h *registry.Hooks) {
	h.Verifier("Bufferization_TensorAndBufferMatch").Pred = tensorAndBufferMatch
	// alloc_tensor: its own errors are emitError, no op prefix.
	h.Verifier("bufferization.alloc_tensor").Op = func(o dialect.Checker) *diag.Diagnostic {
		cp, sizes := o.Operand("copy"), o.Operand("dynamic_sizes")
		if len(cp) > 0 && len(sizes) > 0 {
			return o.EmitErrorf("dynamic sizes not needed when copying a tensor")
		}
		res := verify.FirstType(o.Result("result"))
		if res == nil {
			return nil
		}
		if len(cp) == 0 {
			// verifyDynamicDimensionCount: an unranked tensor counts none.
			shape, _ := verify.ShapeOf(res)
			if d := verify.DynamicSizes(o, shape, sizes); d != nil {
				return d
			}
		}
		if len(cp) > 0 && cp[0].Type() != res {
			return o.EmitErrorf("expected that `copy` and return type match")
		}
		return nil
	}

	h.Verifier("bufferization.dealloc").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("memrefs")) != len(o.Operand("conditions")) {
			return o.Errorf("must have the same number of conditions as memrefs to deallocate")
		}
		if len(o.Operand("retained")) != len(o.Result("updatedConditions")) {
			return o.Errorf("must have the same number of updated conditions (results) as retained operands")
		}
		return nil
	}

	h.Verifier("bufferization.materialize_in_destination").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, dst := verify.FirstType(o.Operand("source")), verify.FirstType(o.Operand("dest"))
		if src == nil || dst == nil {
			return nil
		}
		tensorDest := verify.IsTensor(dst)
		memrefDest := false
		switch dst.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			memrefDest = true
		}
		if !tensorDest && !memrefDest {
			return o.Errorf("'dest' must be a tensor or a memref")
		}
		results := o.Op().Results
		if tensorDest {
			if len(results) != 1 {
				return o.Errorf("tensor 'dest' implies exactly one tensor result")
			}
			if results[0].Type() != dst {
				return o.Errorf("result and 'dest' types must match")
			}
		}
		if memrefDest && len(results) != 0 {
			return o.Errorf("memref 'dest' implies zero results")
		}
		if o.Attr("restrict") != nil && !memrefDest {
			return o.Errorf("'restrict' is valid only for memref destinations")
		}
		if (o.Attr("writable") != nil) != memrefDest {
			return o.Errorf("'writable' must be specified if and only if the destination is of memref type")
		}
		srcShape, srcRanked := verify.ShapeOf(src)
		dstShape, dstRanked := verify.ShapeOf(dst)
		if srcRanked != dstRanked {
			return o.Errorf("source/destination shapes are incompatible")
		}
		if srcRanked {
			if len(srcShape) != len(dstShape) {
				return o.Errorf("rank mismatch between source and destination shape")
			}
			if !verify.CompatibleDims(srcShape, dstShape) {
				return o.Errorf("source/destination shapes are incompatible")
			}
		}
		return nil
	}
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
