package memref

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// layoutVerifiers: view, reshape, realloc, dma_wait.
func layoutVerifiers(h *registry.Hooks) {
	// memref.view: emitError, no op prefix, but for the count of dynamic
	// sizes (verifyDynamicDimensionCount).
	h.Verifier("memref.view").Op = func(o dialect.Checker) *diag.Diagnostic {
		base, ok1 := verify.FirstType(o.Operand("source")).(*ir.MemRefType)
		if len(o.Op().Results) != 1 || !ok1 {
			return nil
		}
		view, ok := o.Op().Results[0].Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		if !identityLayout(base) {
			return o.EmitErrorf("unsupported map for base memref type '%s'", verify.TypeString(base))
		}
		if !identityLayout(view) {
			return o.EmitErrorf("unsupported map for result memref type '%s'", verify.TypeString(view))
		}
		if base.MemorySpace != view.MemorySpace {
			return o.EmitErrorf("different memory spaces specified for base memref type '%s' and view memref type '%s'", verify.TypeString(base), verify.TypeString(view))
		}
		return verify.DynamicSizes(o, view.Shape, o.Operand("sizes"))
	}

	h.Verifier("memref.reshape").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(ir.ShapedType)
		res, ok2 := verify.FirstType(o.Result("result")).(ir.ShapedType)
		shape, ok3 := verify.FirstType(o.Operand("shape")).(*ir.MemRefType)
		if !ok1 || !ok2 || !ok3 || len(shape.Shape) != 1 {
			return nil
		}
		if src.ElementType() != res.ElementType() {
			return o.Errorf("element types of source and destination memref types should be the same")
		}
		if mt, ok := src.(*ir.MemRefType); ok && !identityLayout(mt) {
			return o.Errorf("source memref type should have identity affine map")
		}
		if mt, ok := res.(*ir.MemRefType); ok {
			if !identityLayout(mt) {
				return o.Errorf("result memref type should have identity affine map")
			}
			if shape.Shape[0] == ir.DynamicSize {
				return o.Errorf("cannot use shape operand with dynamic length to reshape to statically-ranked memref type")
			}
			if shape.Shape[0] != int64(len(mt.Shape)) {
				return o.Errorf("length of shape operand differs from the result's memref rank")
			}
		}
		return nil
	}

	// memref.realloc: emitError, no op prefix.
	h.Verifier("memref.realloc").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.MemRefType)
		if len(o.Op().Results) != 1 || !ok1 {
			return nil
		}
		res, ok := o.Op().Results[0].Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		if !identityLayout(src) {
			return o.EmitErrorf("unsupported layout for source memref type '%s'", verify.TypeString(src))
		}
		if !identityLayout(res) {
			return o.EmitErrorf("unsupported layout for result memref type '%s'", verify.TypeString(res))
		}
		if src.MemorySpace != res.MemorySpace {
			return o.EmitErrorf("different memory spaces specified for source memref type '%s' and result memref type '%s'", verify.TypeString(src), verify.TypeString(res))
		}
		if src.Elem != res.Elem {
			return o.EmitErrorf("different element types specified for source memref type '%s' and result memref type '%s'", verify.TypeString(src), verify.TypeString(res))
		}
		dyn := len(o.Operand("dynamicResultSize")) > 0
		if dynamicCount(res.Shape) > 0 && !dyn {
			return o.EmitErrorf("missing dimension operand for result type '%s'", verify.TypeString(res))
		}
		if dynamicCount(res.Shape) == 0 && dyn {
			return o.EmitErrorf("unnecessary dimension operand for result type '%s'", verify.TypeString(res))
		}
		return nil
	}

	h.Verifier("memref.dma_wait").Op = func(o dialect.Checker) *diag.Diagnostic {
		tag, ok := verify.FirstType(o.Operand("tagMemRef")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if n := len(o.Operand("tagIndices")); n != len(tag.Shape) {
			return o.Errorf("expected tagIndices to have the same number of elements as the tagMemRef rank, expected %d, but got %d", len(tag.Shape), n)
		}
		return nil
	}
}

// identityLayout is MemRefLayoutAttrInterface::isIdentity: no layout, an
// identity map, or a strided layout whose map is the identity (rank 1,
// offset 0, stride 1).
func identityLayout(t *ir.MemRefType) bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	case *ir.StridedLayoutAttr:
		return len(l.Strides) == 1 && l.Strides[0] == 1 && l.Offset == 0
	}
	return false
}

func dynamicCount(shape []int64) int {
	n := 0
	for _, d := range shape {
		if d == ir.DynamicSize {
			n++
		}
	}
	return n
}
