package arith

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// arith: casts (CastOpInterface's areCastCompatible) and constants.

func verifiers(h *registry.Hooks) {
	widthCast := func(wider bool, float bool) func(in, out ir.Type) bool {
		return func(in, out ir.Type) bool {
			if !verify.CompatibleShape(in, out) {
				return false
			}
			a, b := scalarLike(in, false), scalarLike(out, false)
			if a == nil || b == nil || verify.IsFloat(a) != float || verify.IsFloat(b) != float {
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
			if !verify.CompatibleShape(in, out) {
				return false
			}
			a, b := scalarLike(in, false), scalarLike(out, false)
			if a == nil || b == nil {
				return false
			}
			_, aInt := a.(*ir.IntegerType)
			_, bInt := b.(*ir.IntegerType)
			if fromFloat {
				return verify.IsFloat(a) && bInt
			}
			return aInt && verify.IsFloat(b)
		}
	}
	indexCast := func(in, out ir.Type) bool {
		if !verify.CompatibleShape(in, out) {
			return false
		}
		a, b := scalarLike(in, true), scalarLike(out, true)
		if a == nil || b == nil {
			return false
		}
		_, aIdx := a.(*ir.IndexType)
		_, bIdx := b.(*ir.IndexType)
		return aIdx && verify.IsInt(b, 0, ir.Signless, false) || verify.IsInt(a, 0, ir.Signless, false) && bIdx
	}
	h.Verifier("arith.extui").CastCompatible = widthCast(true, false)
	h.Verifier("arith.extsi").CastCompatible = widthCast(true, false)
	h.Verifier("arith.trunci").CastCompatible = widthCast(false, false)
	h.Verifier("arith.extf").CastCompatible = widthCast(true, true)
	h.Verifier("arith.truncf").CastCompatible = widthCast(false, true)
	h.Verifier("arith.uitofp").CastCompatible = intFloat(false)
	h.Verifier("arith.sitofp").CastCompatible = intFloat(false)
	h.Verifier("arith.fptoui").CastCompatible = intFloat(true)
	h.Verifier("arith.fptosi").CastCompatible = intFloat(true)
	h.Verifier("arith.index_cast").CastCompatible = indexCast
	h.Verifier("arith.index_castui").CastCompatible = indexCast
	h.Verifier("arith.bitcast").CastCompatible = func(in, out ir.Type) bool {
		if !verify.CompatibleShape(in, out) {
			return false
		}
		a, b := scalarLike(in, true), scalarLike(out, true)
		if a == nil || b == nil || verify.Is[*ir.IndexType](a) || verify.Is[*ir.IndexType](b) {
			return false
		}
		return ir.IntOrFloatWidth(a) == ir.IntOrFloatWidth(b)
	}

	h.Verifier("arith.constant").Constant = func(op *ir.Operation) ir.Attribute { return verify.InherentAttr(op, "value") }
	h.Verifier("arith.constant").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Results) != 1 {
			return nil
		}
		t := o.Op().Results[0].Type()
		if it, ok := t.(*ir.IntegerType); ok && it.Signedness != ir.Signless {
			return o.Errorf("integer return type must be signless")
		}
		v := o.Attr("value")
		switch v.(type) {
		case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
		case nil:
			return nil
		default:
			return o.Errorf("value must be an integer, float, or elements attribute")
		}
		if vt, ok := t.(*ir.VectorType); ok && verify.AnyTrue(vt.Scalable) {
			if d, ok := v.(*ir.DenseElementsAttr); !ok || !d.Splat {
				return o.Errorf("intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
			}
		}
		return nil
	}
}

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
