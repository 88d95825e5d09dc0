// Package ptr is the Go side of the ptr dialect: ptr.ptr_add's result
// type inference.
package ptr

import (
	"errors"

	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the ptr dialect in h.
func Register(h *registry.Hooks) {
	h.Infer("ptr.ptr_add", inferPtrAdd)
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
