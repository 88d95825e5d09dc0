package verify

import "github.com/gomlir/gomlir/ir"

// tensor: casts, shapes.

func init() {
	castCompatible["tensor.cast"] = func(a, b ir.Type) bool {
		sa, okA := a.(ir.ShapedType)
		sb, okB := b.(ir.ShapedType)
		if !okA || !okB || !isTensor(a) || !isTensor(b) {
			return false
		}
		return sa.ElementType() == sb.ElementType() && compatibleShape(a, b)
	}
}

func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}
