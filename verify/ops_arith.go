package verify

import "github.com/gomlir/gomlir/ir"

// arith: casts (CastOpInterface's areCastCompatible) and constants.

func init() {
	widthCast := func(wider bool, float bool) func(in, out ir.Type) bool {
		return func(in, out ir.Type) bool {
			if !compatibleShape(in, out) {
				return false
			}
			a, b := scalarLike(in, false), scalarLike(out, false)
			if a == nil || b == nil || isFloatType(a) != float || isFloatType(b) != float {
				return false
			}
			wa, wb := ir.IntOrFloatWidth(a), ir.IntOrFloatWidth(b)
			if _, ok := a.(*ir.IndexType); ok {
				return false
			}
			if _, ok := b.(*ir.IndexType); ok {
				return false
			}
			if wider {
				return wb > wa
			}
			return wb < wa
		}
	}
	intFloat := func(fromFloat bool) func(in, out ir.Type) bool {
		return func(in, out ir.Type) bool {
			if !compatibleShape(in, out) {
				return false
			}
			a, b := scalarLike(in, false), scalarLike(out, false)
			if a == nil || b == nil {
				return false
			}
			_, aInt := a.(*ir.IntegerType)
			_, bInt := b.(*ir.IntegerType)
			if fromFloat {
				return isFloatType(a) && bInt
			}
			return aInt && isFloatType(b)
		}
	}
	indexCast := func(in, out ir.Type) bool {
		if !compatibleShape(in, out) {
			return false
		}
		a, b := scalarLike(in, true), scalarLike(out, true)
		if a == nil || b == nil {
			return false
		}
		_, aIdx := a.(*ir.IndexType)
		_, bIdx := b.(*ir.IndexType)
		return aIdx && isInt(b, 0, ir.Signless, false) || isInt(a, 0, ir.Signless, false) && bIdx
	}
	castCompatible["arith.extui"] = widthCast(true, false)
	castCompatible["arith.extsi"] = widthCast(true, false)
	castCompatible["arith.trunci"] = widthCast(false, false)
	castCompatible["arith.extf"] = widthCast(true, true)
	castCompatible["arith.truncf"] = widthCast(false, true)
	castCompatible["arith.uitofp"] = intFloat(false)
	castCompatible["arith.sitofp"] = intFloat(false)
	castCompatible["arith.fptoui"] = intFloat(true)
	castCompatible["arith.fptosi"] = intFloat(true)
	castCompatible["arith.index_cast"] = indexCast
	castCompatible["arith.index_castui"] = indexCast
	castCompatible["arith.bitcast"] = func(in, out ir.Type) bool {
		if !compatibleShape(in, out) {
			return false
		}
		a, b := scalarLike(in, true), scalarLike(out, true)
		if a == nil || b == nil || is[*ir.IndexType](a) || is[*ir.IndexType](b) {
			return false
		}
		return ir.IntOrFloatWidth(a) == ir.IntOrFloatWidth(b)
	}

	opVerifiers["arith.constant"] = func(o *opCtx) *diagnostic {
		if len(o.op.Results) != 1 {
			return nil
		}
		t := o.op.Results[0].Type()
		if it, ok := t.(*ir.IntegerType); ok && it.Signedness != ir.Signless {
			return o.errorf("integer return type must be signless")
		}
		v := o.attr("value")
		switch v.(type) {
		case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
		case nil:
			return nil
		default:
			return o.errorf("value must be an integer, float, or elements attribute")
		}
		if vt, ok := t.(*ir.VectorType); ok && anyTrue(vt.Scalable) {
			if d, ok := v.(*ir.DenseElementsAttr); !ok || !d.Splat {
				return o.errorf("intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
			}
		}
		return nil
	}
}

func isFloatType(t ir.Type) bool { return is[*ir.FloatType](t) }

// scalarLike is arith's getTypeIfLike: the type, or the element type of
// a vector or tensor of it (of a memref too with memrefs); nil for other
// shaped types.
func scalarLike(t ir.Type, memrefs bool) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
		return s.(ir.ShapedType).ElementType()
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		if memrefs {
			return s.(ir.ShapedType).ElementType()
		}
		return nil
	}
	return t
}
