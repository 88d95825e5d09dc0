package shape

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the ops' verify().
func verifiers(h *registry.Hooks) {
	// The ops whose operands may hold errors must give a shape dialect
	// type as result to propagate them.
	errorResult := func(want, word string) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			op := o.Op()
			if len(op.Results) != 1 {
				return nil
			}
			propagates := false
			for _, v := range op.Operands {
				k := kind(v.Type())
				propagates = propagates || k == "size" || k == "shape" || k == "value_shape"
			}
			if propagates && kind(op.Results[0].Type()) != want {
				return o.Errorf("if at least one of the operands can hold error values then the result must be of type `%s` to propagate them", word)
			}
			return nil
		}
	}
	for _, name := range []string{"shape.add", "shape.div", "shape.mul", "shape.num_elements", "shape.rank", "shape.get_extent"} {
		h.Verifier(name).Op = errorResult("size", "size")
	}
	for _, name := range []string{"shape.broadcast", "shape.shape_of"} {
		h.Verifier(name).Op = errorResult("shape", "shape")
	}

	h.Verifier("shape.assuming_all").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Operands) == 0 {
			return o.Errorf("no operands specified")
		}
		return nil
	}
	h.Verifier("shape.cstr_broadcastable").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Operands) < 2 {
			return o.Errorf("required at least 2 input shapes")
		}
		return nil
	}

	h.Verifier("shape.reduce").Op = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		shape := verify.FirstType(o.Operand("shape"))
		if body == nil || shape == nil {
			return nil
		}
		inits := o.Operand("initVals")
		if want := len(inits) + 2; len(body.Args) != want {
			return o.Errorf("ReduceOp body is expected to have %d arguments", want)
		}
		if !verify.Is[*ir.IndexType](body.Args[0].Type()) {
			return o.Errorf("argument 0 of ReduceOp body is expected to be of IndexType")
		}
		extent := body.Args[1].Type()
		if kind(shape) == "shape" {
			if kind(extent) != "size" {
				return o.Errorf("argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType")
			}
		} else if !verify.Is[*ir.IndexType](extent) {
			return o.Errorf("argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor")
		}
		for i, v := range inits {
			if body.Args[i+2].Type() != v.Type() {
				return o.Errorf("type mismatch between argument %d of ReduceOp body and initial value %d", i+2, i)
			}
		}
		return nil
	}

	h.Verifier("shape.yield").Op = func(o dialect.Checker) *diag.Diagnostic {
		parent := verify.ParentOp(o.Op())
		if parent == nil {
			return nil
		}
		ops := o.Op().Operands
		if len(parent.Results) != len(ops) {
			return o.Errorf("number of operands does not match number of results of its parent")
		}
		for i, r := range parent.Results {
			if r.Type() != ops[i].Type() {
				return o.Errorf("types mismatch between yield op and its parent")
			}
		}
		return nil
	}
}

// kind is the mnemonic of a shape dialect type (size, shape, value_shape,
// witness), or "".
func kind(t ir.Type) string {
	if s, ok := ir.SpellingOf(t); ok && s.Dialect == "shape" {
		return s.Data
	}
	return ""
}
