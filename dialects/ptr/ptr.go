// Package ptr is the Go side of the ptr dialect: ptr.ptr_add's result
// type inference, the TypesMatchWith transformers of its formats, its
// ops' verifiers (ptr_verify.go).
package ptr

import (
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/gomlir/gomlir/dialect"
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

// inferPtrAdd is PtrAddOp::inferReturnTypes: the base's type when the
// offset is not shaped; the offset's shape of the base when only the
// offset is; else the base's type, when the two have one shape and one
// kind of container. Its errors are mlir-opt's emitError at the op.
func inferPtrAdd(ctx *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	if len(operands) != 2 || len(operands[0]) != 1 || len(operands[1]) != 1 {
		return nil, errors.New("'ptr.ptr_add' op expects a base and an offset")
	}
	base, offset := operands[0][0], operands[1][0]
	off, ok := offset.(ir.ShapedType)
	if !ok {
		return []ir.Type{base}, nil
	}
	b, ok := base.(ir.ShapedType)
	if !ok {
		switch t := off.(type) {
		case *ir.VectorType:
			return []ir.Type{ctx.Vector(t.Shape, t.Scalable, base)}, nil
		case *ir.RankedTensorType:
			return []ir.Type{ctx.RankedTensor(t.Shape, base, t.Encoding)}, nil
		case *ir.UnrankedTensorType:
			return []ir.Type{ctx.UnrankedTensor(base)}, nil
		case *ir.MemRefType:
			return []ir.Type{ctx.MemRef(t.Shape, base, t.Layout, t.MemorySpace)}, nil
		}
		return []ir.Type{base}, nil
	}
	od, _ := off.Dims()
	bd, _ := b.Dims()
	if !slices.Equal(od, bd) {
		return nil, &dialect.ResolveError{OperandGroup: -1, Msg: "shapes of base and offset must match"}
	}
	if reflect.TypeOf(base) != reflect.TypeOf(offset) {
		return nil, &dialect.ResolveError{OperandGroup: -1, Msg: "the shaped containers type must match"}
	}
	return []ir.Type{base}, nil
}
