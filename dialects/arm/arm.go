// Package arm is the Go side of the arm_sme and arm_sve dialects: the type
// transformers their formats rely on.
package arm

import (
	"fmt"

	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the arm_sme and arm_sve dialects in h.
func Register(h *registry.Hooks) {
	h.Transform("[&]{  auto vectorType = ::llvm::cast<mlir::VectorType>($_self);  int64_t size = vectorType.getDimSize(0);  return VectorType::get(    { size, size }, vectorType.getElementType(), { true, true });}()", smeTileOfVector)
	h.Transform("VectorType(VectorType::Builder(::llvm::cast<VectorType>($_self)).setDim(::llvm::cast<VectorType>($_self).getRank() - 1, 16))", svboolOfVector)
}

// smeTileOfVector is arm_sme.outerproduct's result (and accumulator) type
// from its operand's: vector<[N]xT> gives vector<[N]x[N]xT>.
func smeTileOfVector(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	v, ok := self.(*ir.VectorType)
	if !ok || len(v.Shape) == 0 {
		return nil, fmt.Errorf("expected a vector type, not '%s'", ir.TypeString(self))
	}
	n := v.Shape[0]
	return []ir.Type{ctx.Vector([]int64{n, n}, []bool{true, true}, v.Elem)}, nil
}

// svboolOfVector is arm_sve.convert_to_svbool's result from its source
// (and convert_from_svbool's source from its result): the last dimension
// becomes 16, vector<2x[4]xi1> gives vector<2x[16]xi1>.
func svboolOfVector(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	v, ok := self.(*ir.VectorType)
	if !ok || len(v.Shape) == 0 {
		return nil, fmt.Errorf("expected a vector type, not '%s'", ir.TypeString(self))
	}
	shape := append([]int64{}, v.Shape...)
	shape[len(shape)-1] = 16
	return []ir.Type{ctx.Vector(shape, v.Scalable, v.Elem)}, nil
}
