package emitc

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// castVerifiers adds emitc.cast's CastOpInterface check (its
// areCastCompatible, as mlir-opt 22 judges it) and the C++ predicates of
// the type constraints "type supported by EmitC" and "floating-point type
// supported by EmitC".
func castVerifiers(h *registry.Hooks) {
	h.TypePredicate("emitc::isSupportedFloatType", func(t ir.Type) (holds, known bool) {
		return isSupportedFloat(t), true
	})
	h.TypePredicate("emitc::isSupportedEmitCType", func(t ir.Type) (holds, known bool) {
		// A pointer's pointee and an array's element kept as written are
		// read with a context of their own.
		if needsContext(t) {
			return isSupportedType(contextOnly{ctx: ir.NewContext()}, t), true
		}
		return isSupportedType(nil, t), true
	})
	h.Verifier("emitc.cast").Op = verifyCast
}

// verifyCast is CastOpInterface's verifier for emitc.cast: an array
// decays only to a pointer to its element type (a one-dimensional array
// of at least one element); otherwise both types are integer, index,
// opaque, size types, supported floats or pointers.
func verifyCast(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if len(op.Operands) != 1 || len(op.Results) != 1 {
		return nil
	}
	in, out := op.Operands[0].Type(), op.Results[0].Type()
	if in == nil || out == nil || castCompatible(o, in, out) {
		return nil
	}
	return o.Errorf("operand type %s and result type %s are cast incompatible", ts(in), ts(out))
}

func castCompatible(o dialect.Checker, in, out ir.Type) bool {
	scalar := func(t ir.Type) bool {
		return isIntegerIndexOrOpaque(t) || isSupportedFloat(t) || isPointer(t)
	}
	if kind(in) == "array" {
		shape, elem, ok := array(o, in)
		if !ok {
			return true
		}
		if !isPointer(out) || len(shape) != 1 || shape[0] <= 0 {
			return false
		}
		p := inner(o, out, "ptr")
		return p == nil || p == elem
	}
	return scalar(in) && scalar(out)
}

// needsContext reports whether judging t reads a pointer's pointee or an
// array's element (a tensor's or tuple's included).
func needsContext(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return needsContext(t.Elem)
	case *ir.TupleType:
		for _, e := range t.Types {
			if needsContext(e) {
				return true
			}
		}
		return false
	}
	return isPointer(t) || kind(t) == "array"
}
