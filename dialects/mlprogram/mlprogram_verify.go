package mlprogram

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the ops' verify().
func verifiers(h *registry.Hooks) {
	h.Verifier("ml_program.global").Op = func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("is_mutable") == nil && o.Attr("value") == nil {
			return o.Errorf("immutable global must have an initial value")
		}
		return nil
	}
	// The terminators of ml_program.subgraph and ml_program.func: their
	// operands are the function's results (HasParent has checked the
	// parent).
	terminator := func(verb string) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			fn := verify.ParentOp(o.Op())
			if fn == nil {
				return nil
			}
			ft, ok := verify.FunctionType(fn)
			if !ok {
				return nil
			}
			name, _ := verify.SymbolName(fn)
			ops := o.Op().Operands
			if len(ops) != len(ft.Results) {
				return o.Errorf("has %d operands, but enclosing function (@%s) %s %d", len(ops), name, verb, len(ft.Results))
			}
			for i, r := range ft.Results {
				if t := ops[i].Type(); t != r {
					return o.EmitErrorf("type of %s operand %d (%s) doesn't match function result type (%s) in function @%s",
						map[string]string{"outputs": "output", "returns": "return"}[verb], i, quoted(t), quoted(r), name)
				}
			}
			return nil
		}
	}
	h.Verifier("ml_program.output").Op = terminator("outputs")
	h.Verifier("ml_program.return").Op = terminator("returns")
}

// quoted is a type as a diagnostic streams it: '...'.
func quoted(t ir.Type) string { return "'" + verify.TypeString(t) + "'" }
