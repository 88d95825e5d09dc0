package spirv

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
)

// TypesMatchWith transformers of spirv's formats: the C++ expressions
// they derive a type by, in Go.

// unaryOpResultType is getUnaryOpResultType: i1, or a vector of i1 of the
// operand's number of elements.
func unaryOpResultType(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if v, ok := self.(*ir.VectorType); ok {
		n := int64(1)
		for _, d := range v.Shape {
			n *= d
		}
		return []ir.Type{ctx.Vector([]int64{n}, nil, ctx.I(1))}, nil
	}
	return []ir.Type{ctx.I(1)}, nil
}

// pointeeTransform is the pointee type of a !spirv.ptr<T, StorageClass>.
func pointeeTransform(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	t, _, ok := pointee(self)
	if !ok || t == nil {
		return nil, fmt.Errorf("must be a SPIR-V pointer")
	}
	return []ir.Type{t}, nil
}

// imageOfSampled is the image type of a !spirv.sampled_image<image>.
func imageOfSampled(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	d := ofKind(self, "sampled_image")
	if d == nil || d.Params.Type("imageType") == nil {
		return nil, fmt.Errorf("must be a SPIR-V sampled image")
	}
	return []ir.Type{d.Params.Type("imageType")}, nil
}
