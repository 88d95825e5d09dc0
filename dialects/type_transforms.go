package dialects

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// TypesMatchWith transformers of spirv: the C++ expressions its formats
// derive a type by, in Go. They stay here until spirv has its package
// (another branch moves spirv); the other dialects' transformers are in
// their Register (ptr's in dialects/ptr).

func typeTransformHooks(h *hooks) {
	h.Transform("getUnaryOpResultType($_self)", unaryOpResultType)
	h.Transform("llvm::cast<PointerType>($_self).getPointeeType()", spirvPointee)
	h.Transform("::llvm::cast<spirv::SampledImageType>($_self).getImageType()", spirvImageOfSampled)
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

// unaryOpResultType is spirv's getUnaryOpResultType: i1, or a vector of
// i1 of the operand's number of elements.
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

// spirvPointee is the pointee type of a !spirv.ptr<T, StorageClass>.
func spirvPointee(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	o := opaqueOf(self, "spirv", "ptr<")
	if o == nil {
		return nil, fmt.Errorf("must be a SPIR-V pointer")
	}
	i := strings.LastIndexByte(o.Data, ',')
	if i < 0 {
		return nil, fmt.Errorf("must be a SPIR-V pointer")
	}
	t, err := typeParam(ctx, o, len("ptr<"), i)
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// spirvImageOfSampled is the image type of a !spirv.sampled_image<image>.
func spirvImageOfSampled(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	o := opaqueOf(self, "spirv", "sampled_image<")
	if o == nil {
		return nil, fmt.Errorf("must be a SPIR-V sampled image")
	}
	t, err := typeParam(ctx, o, len("sampled_image<"), len(o.Data)-1)
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// typeFromText is shared.TypeFromText.
func typeFromText(ctx *ir.Context, text string) (ir.Type, error) {
	return shared.TypeFromText(ctx, text)
}
