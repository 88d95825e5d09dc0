package async

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the ops' verify() and verifyRegions().
func verifiers(h *registry.Hooks) {
	h.Verifier("async.await").Op = func(o dialect.Checker) *diag.Diagnostic {
		in := verify.FirstType(o.Operand("operand"))
		if in == nil {
			return nil
		}
		results := o.Op().Results
		if isToken(in) && len(results) != 0 {
			return o.Errorf("awaiting on a token must have empty result")
		}
		if v, ok := valueOf(o.Context(), in); ok && len(results) == 1 {
			if rt := results[0].Type(); rt != v {
				return o.Errorf("result type '%s' does not match async value type '%s'", verify.TypeString(rt), verify.TypeString(v))
			}
		}
		return nil
	}

	// async.execute's part of RegionBranchOpInterface: the body operands
	// enter the body as its arguments, the yielded values leave as the
	// body results; areTypesCompatible unwraps !async.value on both sides.
	h.Verifier("async.execute").RegionBranch = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		body := verify.EntryBlock(op, 0)
		if body == nil {
			return nil
		}
		var args []ir.Type
		for _, a := range body.Args {
			args = append(args, a.Type())
		}
		if d := edge(o, op, "parent to Region #0", o.Operand("bodyOperands"), args); d != nil {
			return d
		}
		for _, b := range op.Regions[0].Blocks {
			t := verify.Terminator(b)
			if t == nil || t.Name != "async.yield" {
				continue
			}
			if d := edge(o, t, "Operation async.yield to parent", t.Operands, verify.ValueTypes(o.Result("bodyResults"))); d != nil {
				return d
			}
		}
		return nil
	}

	// Its verifyRegions cannot fail on a body operand that is a value
	// once the region branch checks passed; it does on a token.
	h.Verifier("async.execute").Regions = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		operands := o.Operand("bodyOperands")
		var args []ir.Type
		if body != nil {
			for _, a := range body.Args {
				args = append(args, a.Type())
			}
		}
		same := len(args) == len(operands)
		for i := 0; same && i < len(args); i++ {
			v, ok := valueOf(o.Context(), operands[i].Type())
			same = ok && v == args[i]
		}
		if !same {
			return o.Errorf("async body region argument types do not match the execute operation arguments types")
		}
		return nil
	}

	h.Verifier("async.func").Op = func(o dialect.Checker) *diag.Diagnostic {
		ft, ok := verify.FunctionType(o.Op())
		if !ok {
			return nil
		}
		if len(ft.Results) == 0 {
			return o.Errorf("result is expected to be at least of size 1, but got 0")
		}
		for i, t := range ft.Results {
			_, isValue := valueOf(o.Context(), t)
			if !isToken(t) && !isValue {
				return o.Errorf("result type must be async value type or async token type, but got '%s'", verify.TypeString(t))
			}
			// Only the first result may be a token. (Upstream's message
			// starts with a space.)
			if isToken(t) && i != 0 {
				return o.Errorf(" results' (optional) async token type is expected to appear as the 1st return value, but got %d", i+1)
			}
		}
		return nil
	}

	// async.return: the values of the parent async.func's results (the
	// token of a stateful function dropped).
	h.Verifier("async.return").Op = func(o dialect.Checker) *diag.Diagnostic {
		fn := verify.ParentOp(o.Op())
		for fn != nil && fn.Name != "async.func" {
			fn = verify.ParentOp(fn)
		}
		if fn == nil {
			return nil
		}
		ft, ok := verify.FunctionType(fn)
		if !ok {
			return nil
		}
		results := ft.Results
		if len(results) > 0 && isToken(results[0]) {
			results = results[1:]
		}
		operands := o.Op().Operands
		same := len(operands) == len(results)
		for i := 0; same && i < len(results); i++ {
			v, ok := valueOf(o.Context(), results[i])
			same = ok && v == operands[i].Type()
		}
		if !same {
			return o.Errorf("operand types do not match the types returned from the parent FuncOp")
		}
		return nil
	}
}

// edge checks the values passed along one control flow edge of
// async.execute, the note at from.
func edge(o dialect.Checker, from *ir.Operation, what string, vals []ir.Value, want []ir.Type) *diag.Diagnostic {
	prefix := "along control flow edge from " + what + ": "
	if len(vals) != len(want) {
		d := o.Errorf("%sregion branch point has %d operands, but region successor needs %d inputs", prefix, len(vals), len(want))
		return o.Note(d, from.Pos, "region branch point")
	}
	for i, v := range vals {
		if !compatible(o.Context(), v.Type(), want[i]) {
			d := o.Errorf("%ssuccessor operand type #%d '%s' should match successor input type #%d '%s'", prefix, i, verify.TypeString(v.Type()), i, verify.TypeString(want[i]))
			return o.Note(d, from.Pos, "region branch point")
		}
	}
	return nil
}

// compatible is ExecuteOp::areTypesCompatible: equal once each
// !async.value<T> is read as T.
func compatible(ctx *ir.Context, a, b ir.Type) bool {
	if v, ok := valueOf(ctx, a); ok {
		a = v
	}
	if v, ok := valueOf(ctx, b); ok {
		b = v
	}
	return a == b
}

// isToken reports whether t is !async.token.
func isToken(t ir.Type) bool {
	if shared.DefType(t, "async", "token") != nil {
		return true
	}
	s, ok := ir.SpellingOf(t)
	return ok && s.Dialect == "async" && s.Data == "token"
}

// valueOf is the T of !async.value<T>; ok is false for other types.
func valueOf(ctx *ir.Context, t ir.Type) (ir.Type, bool) {
	if s, ok := ir.SpellingOf(t); !ok || s.Dialect != "async" {
		return nil, false
	}
	ts, err := asyncValueOf(ctx, t)
	if err != nil || len(ts) != 1 {
		return nil, false
	}
	return ts[0], true
}
