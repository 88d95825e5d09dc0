// Package ptr is the Go side of the ptr dialect: ptr.ptr_add's result
// type inference, the TypesMatchWith transformers of its formats, its
// ops' verifiers (ptr_verify.go).
package ptr

import (
	"errors"
	"fmt"

	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the ptr dialect in h: ptr.ptr_add's
// result type inference, the TypesMatchWith transformers of its formats
// and its ops' verifiers.
func Register(h *registry.Hooks) {
	h.Infer("ptr.ptr_add", inferPtrAdd)
	verifiers(h)
	defVerifiers(h)
	h.Transform("::llvm::cast<ShapedType>($_self).clone( IntegerType::get($_self.getContext(), 1))", i1Clone)
	h.Transform("PtrMetadataType::get(cast<PtrLikeTypeInterface>($_self))", metadataOf)
}

// i1Clone is a shaped type cloned with i1 elements (the mask of
// ptr.masked_load and its kin).
func i1Clone(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	switch t := self.(type) {
	case *ir.VectorType:
		return []ir.Type{ctx.Vector(t.Shape, t.Scalable, ctx.I(1))}, nil
	case *ir.RankedTensorType:
		return []ir.Type{ctx.RankedTensor(t.Shape, ctx.I(1), t.Encoding)}, nil
	case *ir.UnrankedTensorType:
		return []ir.Type{ctx.UnrankedTensor(ctx.I(1))}, nil
	case *ir.MemRefType:
		return []ir.Type{ctx.MemRef(t.Shape, ctx.I(1), t.Layout, t.MemorySpace)}, nil
	}
	return nil, fmt.Errorf("must be a shaped type")
}

// metadataOf is !ptr.ptr_metadata<T> (ptr.get_metadata's result,
// ptr.from_ptr's metadata).
func metadataOf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	return []ir.Type{shared.OpaqueWith(ctx, "ptr", "ptr_metadata<", self, ">")}, nil
}

// inferPtrAdd: ptr.ptr_add's result is its base's type, or a vector of
// the base pointer shaped as a vector offset.
func inferPtrAdd(ctx *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	if len(operands) != 2 || len(operands[0]) != 1 || len(operands[1]) != 1 {
		return nil, errors.New("'ptr.ptr_add' op expects a base and an offset")
	}
	base, offset := operands[0][0], operands[1][0]
	if _, ok := base.(ir.ShapedType); ok {
		return []ir.Type{base}, nil
	}
	if v, ok := offset.(*ir.VectorType); ok {
		return []ir.Type{ctx.Vector(v.Shape, v.Scalable, base)}, nil
	}
	return []ir.Type{base}, nil
}
