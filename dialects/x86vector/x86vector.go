// Package x86vector is the Go side of the x86vector dialect: the type transformers its AVX-512 masked
// ops' formats rely on.
package x86vector

import (
	"fmt"

	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the x86vector dialect in h.
func Register(h *registry.Hooks) {
	h.Transform("VectorType::get({::llvm::cast<VectorType>($_self).getShape()[0]}, IntegerType::get($_self.getContext(), 1))", maskOfVector)
	h.Transform("IntegerType::get($_self.getContext(), (::llvm::cast<VectorType>($_self).getShape()[0]))", bitMaskOfVector)
	verifiers(h)
}

// maskOfVector is a vector's mask: vector<Nxi1> for a vector of N
// elements (avx512.mask.compress's $k, from $dst; vp2intersect's $k1
// and $k2, from $a).
func maskOfVector(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	v, ok := self.(*ir.VectorType)
	if !ok || len(v.Shape) == 0 {
		return nil, fmt.Errorf("expected a vector type, not '%s'", ir.TypeString(self))
	}
	return []ir.Type{ctx.Vector([]int64{v.Shape[0]}, nil, ctx.I(1))}, nil
}

// bitMaskOfVector is a vector's mask as an integer, one bit per element:
// i16 for a vector of 16 elements (avx512.mask.scalef's $k,
// avx512.mask.rndscale's $imm, from $dst).
func bitMaskOfVector(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	v, ok := self.(*ir.VectorType)
	if !ok || len(v.Shape) == 0 {
		return nil, fmt.Errorf("expected a vector type, not '%s'", ir.TypeString(self))
	}
	return []ir.Type{ctx.I(int(v.Shape[0]))}, nil
}
