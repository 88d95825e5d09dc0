package dialects

import (
	"fmt"

	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// TypesMatchWith transformers of ptr and of shaped types: the C++
// expressions their formats derive a type by, in Go (spirv's are in
// dialects/spirv).

func typeTransformHooks(h *hooks) {
	h.Transform("::llvm::cast<ShapedType>($_self).clone( IntegerType::get($_self.getContext(), 1))", i1Clone)
	h.Transform("PtrMetadataType::get(cast<PtrLikeTypeInterface>($_self))", ptrMetadataOf)
}

// typeText is shared.TypeText.
func typeText(t ir.Type) string { return shared.TypeText(t) }

// opaqueWith is shared.OpaqueWith.
func opaqueWith(ctx *ir.Context, dialect, prefix string, t ir.Type, suffix string) ir.Type {
	return shared.OpaqueWith(ctx, dialect, prefix, t, suffix)
}

// typeParam is shared.TypeParam.
func typeParam(ctx *ir.Context, o *ir.Spelling, start, end int) (ir.Type, error) {
	return shared.TypeParam(ctx, o, start, end)
}

// defType is shared.DefType.
func defType(t ir.Type, dialect, mnemonic string) *ir.DialectType {
	return shared.DefType(t, dialect, mnemonic)
}

// opaqueOf is shared.OpaqueOf.
func opaqueOf(t ir.Type, dialect, prefix string) *ir.Spelling {
	return shared.OpaqueOf(t, dialect, prefix)
}

// i1Clone is a shaped type cloned with i1 elements.
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

// ptrMetadataOf is !ptr.ptr_metadata<T>.
func ptrMetadataOf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	return []ir.Type{opaqueWith(ctx, "ptr", "ptr_metadata<", self, ">")}, nil
}

// typeFromText is shared.TypeFromText.
func typeFromText(ctx *ir.Context, text string) (ir.Type, error) {
	return shared.TypeFromText(ctx, text)
}
