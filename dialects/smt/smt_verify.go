package smt

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the ops' verify() and verifyRegions().
func verifiers(h *registry.Hooks) {
	variadic := func(o dialect.Checker) *diag.Diagnostic {
		if n := len(o.Operand("inputs")); n < 2 {
			return o.Errorf("'inputs' must have at least size 2, but got %d", n)
		}
		return nil
	}
	h.Verifier("smt.eq").Op = variadic
	h.Verifier("smt.distinct").Op = variadic

	h.Verifier("smt.bv.extract").Op = func(o dialect.Checker) *diag.Diagnostic {
		low, ok := o.Attr("lowBit").(*ir.IntegerAttr)
		in, ok1 := bvWidth(verify.FirstType(o.Operand("input")))
		out, ok2 := bvWidth(verify.FirstType(o.Result("result")))
		if !ok || !ok1 || !ok2 {
			return nil
		}
		// lowBit is unsigned (an i32 attribute read as uint32).
		lb := int64(uint32(low.Int64()))
		if lb+out > in {
			return o.Errorf("range to be extracted is too big, expected range starting at index %d of length %d requires input width of at least %d, but the input width is only %d", lb, out, lb+out, in)
		}
		return nil
	}
	h.Verifier("smt.bv.repeat").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, ok1 := bvWidth(verify.FirstType(o.Operand("input")))
		out, ok2 := bvWidth(verify.FirstType(o.Result("result")))
		if ok1 && ok2 && in != 0 && out%in != 0 {
			return o.Errorf("result bit-vector width must be a multiple of the input bit-vector width")
		}
		return nil
	}

	// InferTypeOpInterface's verifier (verifyInferredResultTypes) on the
	// ops that infer their result: bv.constant's type is its value's,
	// bv.concat's width the sum of its operands'.
	h.Verifier("smt.bv.constant").Op = func(o dialect.Checker) *diag.Diagnostic {
		a, ok := o.Attr("value").(*ir.DialectAttr)
		if !ok || a.Type == nil {
			return nil
		}
		return verify.Inferred(o, []ir.Type{a.Type})
	}
	h.Verifier("smt.bv.concat").Op = func(o dialect.Checker) *diag.Diagnostic {
		var types [][]ir.Type
		for _, name := range []string{"lhs", "rhs"} {
			types = append(types, verify.ValueTypes(o.Operand(name)))
		}
		inferred, err := inferBVConcat(o.Context(), types, nil)
		if err != nil {
			return nil
		}
		return verify.Inferred(o, inferred)
	}

	h.Verifier("smt.solver").Regions = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		if !sameTypes(verify.ValueTypes(verify.Yielded(body)), verify.ValueTypes(verify.ResultValues(o.Op()))) {
			return o.Errorf("types of yielded values must match return values")
		}
		var args []ir.Type
		for _, a := range body.Args {
			args = append(args, a.Type())
		}
		if !sameTypes(args, verify.ValueTypes(o.Operand("inputs"))) {
			return o.Errorf("block argument types must match the types of the 'inputs'")
		}
		return nil
	}
	h.Verifier("smt.check").Regions = func(o dialect.Checker) *diag.Diagnostic {
		results := verify.ValueTypes(verify.ResultValues(o.Op()))
		for i, name := range []string{"sat", "unknown", "unsat"} {
			if b := verify.EntryBlock(o.Op(), i); b != nil && !sameTypes(verify.ValueTypes(verify.Yielded(b)), results) {
				return o.Errorf("types of yielded values in '%s' region must match return values", name)
			}
		}
		return nil
	}

	quantifier := func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Regions) > 1 && o.Attr("noPattern") != nil {
			return o.Errorf("patterns and the no_pattern attribute must not be specified at the same time")
		}
		return nil
	}
	for _, name := range []string{"smt.forall", "smt.exists"} {
		h.Verifier(name).Op = quantifier
		h.Verifier(name).Regions = quantifierRegions
	}
}

// quantifierRegions is verifyQuantifierRegions.
func quantifierRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	body := verify.EntryBlock(op, 0)
	if body == nil {
		return nil
	}
	if names, ok := o.Attr("boundVarNames").(*ir.ArrayAttr); ok && len(body.Args) != len(names.Elems) {
		return o.Errorf("number of bound variable names must match number of block arguments")
	}
	var args []ir.Type
	for _, a := range body.Args {
		args = append(args, a.Type())
		if !nonFuncValueType(a.Type()) {
			return o.Errorf("bound variables must by any non-function SMT value")
		}
	}
	y := verify.Yielded(body)
	if len(y) != 1 {
		return o.Errorf("must have exactly one yielded value")
	}
	if s, ok := ir.SpellingOf(y[0].Type()); !ok || s.Dialect != "smt" || s.Data != "bool" {
		return o.Errorf("yielded value must be of '!smt.bool' type")
	}
	for i := 1; i < len(op.Regions); i++ {
		pb := verify.EntryBlock(op, i)
		var pargs []ir.Type
		if pb != nil {
			for _, a := range pb.Args {
				pargs = append(pargs, a.Type())
			}
		}
		if !sameTypes(args, pargs) {
			return o.Errorf("block argument number and types of the 'body' and 'patterns' region #%d must match", i-1)
		}
		if len(verify.Yielded(pb)) < 1 {
			return o.Errorf("'patterns' region #%d must have at least one yielded value", i-1)
		}
		var d *diag.Diagnostic
		for _, b := range op.Regions[i].Blocks {
			for _, top := range b.Ops {
				check := func(n *ir.Operation) bool {
					if !strings.HasPrefix(n.Name, "smt.") {
						d = o.Errorf("the 'patterns' region #%d may only contain SMT dialect operations", i-1)
						o.Note(d, n.Pos, "first non-SMT operation here")
						return false
					}
					if n.Name == "smt.forall" || n.Name == "smt.exists" {
						d = o.Errorf("the 'patterns' region #%d must not contain any variable binding operations", i-1)
						o.Note(d, n.Pos, "first violating operation here")
						return false
					}
					return true
				}
				// Region::walk is post-order: nested ops first.
				if !verify.WalkPost(top, check) || !check(top) {
					return d
				}
			}
		}
	}
	return nil
}

// nonFuncValueType is isAnyNonFuncSMTValueType: an SMT type but a
// function's.
func nonFuncValueType(t ir.Type) bool {
	s, ok := ir.SpellingOf(t)
	if !ok || s.Dialect != "smt" {
		return false
	}
	for _, k := range []string{"bool", "int", "bv<", "array<", "sort<"} {
		if s.Data == k || strings.HasPrefix(s.Data, k) && strings.HasSuffix(k, "<") {
			return true
		}
	}
	return s.Data == "sort" || strings.HasPrefix(s.Data, "sort")
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
