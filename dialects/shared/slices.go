package shared

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// SliceRanks is the Verifier.MaxRanks (OffsetSizeAndStrideOpInterface's
// getArrayAttrMaxRanks) of an op taking an offset, a size and a stride
// per dimension of its operand or result group: memref.subview and
// tensor.extract_slice of their source, tensor.insert_slice of its
// result, tensor.parallel_insert_slice of its dest.
func SliceRanks(group string) func(dialect.Checker) ([3]int, bool) {
	return func(o dialect.Checker) ([3]int, bool) {
		vs := o.Result(group)
		if o.HasOperand(group) {
			vs = o.Operand(group)
		}
		shape, ok := verify.ShapeOf(verify.FirstType([]ir.Value(vs)))
		return [3]int{len(shape), len(shape), len(shape)}, ok
	}
}
