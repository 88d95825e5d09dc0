package memref

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// atomicKinds are arith's AtomicRMWKind cases by value, with the kind of
// value each needs ('f' float, 'i' integer, 0 any).
var atomicKinds = []struct {
	name string
	want byte
}{
	{"addf", 'f'}, {"addi", 'i'}, {"andi", 'i'}, {"assign", 0}, {"maximumf", 'f'}, {"maxnumf", 0},
	{"maxs", 'i'}, {"maxu", 'i'}, {"minimumf", 'f'}, {"minnumf", 0}, {"mins", 'i'}, {"minu", 'i'},
	{"mulf", 'f'}, {"muli", 'i'}, {"ori", 'i'}, {"xori", 'i'},
}

// atomicVerifiers: atomic_rmw, generic_atomic_rmw and its yield,
// distinct_objects, prefetch.
func atomicVerifiers(h *registry.Hooks) {
	h.Verifier("memref.atomic_rmw").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if len(o.Operand("indices")) != len(mt.Shape) {
			return o.Errorf("expects the number of subscripts to be equal to memref rank")
		}
		kind, ok := o.Attr("kind").(*ir.IntegerAttr)
		val := verify.FirstType(o.Operand("value"))
		if !ok || val == nil {
			return nil
		}
		k := kind.Int64()
		if k < 0 || k >= int64(len(atomicKinds)) {
			return nil
		}
		switch c := atomicKinds[k]; c.want {
		case 'f':
			if !verify.IsFloat(val) {
				return o.Errorf("with kind '%s' expects a floating-point type", c.name)
			}
		case 'i':
			if !verify.Is[*ir.IntegerType](val) {
				return o.Errorf("with kind '%s' expects an integer type", c.name)
			}
		}
		return nil
	}

	h.Verifier("memref.generic_atomic_rmw").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		body := verify.EntryBlock(op, 0)
		if body == nil {
			return nil
		}
		if len(body.Args) != 1 {
			return o.Errorf("expected single number of entry block arguments")
		}
		if len(op.Results) == 1 && op.Results[0].Type() != body.Args[0].Type() {
			return o.Errorf("expected block argument of the same type result type")
		}
		// Every nested op must be free of memory effects: the first one
		// with effects (in post-order) is reported, at its place.
		var bad *ir.Operation
		verify.WalkPost(op, func(n *ir.Operation) bool {
			if !noMemoryEffect(o, n) {
				bad = n
				return false
			}
			return true
		})
		if bad != nil {
			return verify.EmitError(bad, "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects")
		}
		return nil
	}

	h.Verifier("memref.atomic_yield").Op = func(o dialect.Checker) *diag.Diagnostic {
		parent := verify.ParentOp(o.Op())
		res := verify.FirstType(o.Operand("result"))
		if parent == nil || len(parent.Results) == 0 || res == nil {
			return nil
		}
		if pt := parent.Results[0].Type(); pt != res {
			return o.Errorf("types mismatch between yield op: '%s' and its parent: '%s'", verify.TypeString(res), verify.TypeString(pt))
		}
		return nil
	}

	h.Verifier("memref.distinct_objects").Op = func(o dialect.Checker) *diag.Diagnostic {
		in := verify.ValueTypes(o.Op().Operands)
		out := verify.ValueTypes(verify.ResultValues(o.Op()))
		same := len(in) == len(out)
		for i := 0; same && i < len(in); i++ {
			same = in[i] == out[i]
		}
		if !same {
			return o.Errorf("operand types and result types must match")
		}
		if len(in) == 0 {
			return o.Errorf("expected at least one operand")
		}
		return nil
	}

	h.Verifier("memref.prefetch").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if ok && len(o.Operand("indices")) != len(mt.Shape) {
			return o.Errorf("too few indices")
		}
		return nil
	}
}

// noMemoryEffect is MemoryEffectOpInterface::hasNoEffect as the
// definitions tell it: an op declared without memory effects (Pure,
// NoMemoryEffect), or one whose effects are its nested ops'
// (RecursiveMemoryEffects, which the walk visits anyway). Any other op,
// an unregistered one too, may have effects.
func noMemoryEffect(o dialect.Checker, op *ir.Operation) bool {
	return o.HasTrait(op.Name, "NoMemoryEffect") || o.HasTrait(op.Name, "Pure") || o.HasTrait(op.Name, "RecursiveMemoryEffects")
}
