// Package funcdialect is the Go side of the func dialect (see Register;
// func is a Go keyword, hence the name); package dialects registers it
// with the other upstream dialects.
package funcdialect

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// Register registers what Go knows of the func dialect in h: func.func's
// syntax (shared.FunctionSyntax, func the default dialect of its body),
// the ops' verifiers and func.constant's result name.
func Register(h *registry.Hooks) {
	snippets(h)
	h.Syntax("func.func", shared.FunctionSyntax{}).DefaultDialect = "func"
	verifiers(h)
	symbolVerifiers(h)
	// func.constant's getAsmResultNames: %f.
	shared.FixedResultNames(h.NameResults, map[string]string{"func.constant": "f"})
}

// The verifiers of func's ops.

func verifiers(h *registry.Hooks) {
	h.Verifier("func.return").Op = func(o dialect.Checker) *diag.Diagnostic {
		fn := verify.ParentOp(o.Op())
		if fn == nil {
			return nil
		}
		ft, ok := verify.FunctionType(fn)
		if !ok {
			return nil
		}
		name, _ := verify.SymbolName(fn)
		if len(o.Op().Operands) != len(ft.Results) {
			return o.Errorf("has %d operands, but enclosing function (@%s) returns %d", len(o.Op().Operands), name, len(ft.Results))
		}
		for i, t := range ft.Results {
			if got := o.Op().Operands[i].Type(); got != t {
				return o.EmitErrorf("type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
					i, verify.TypeString(got), verify.TypeString(t), name)
			}
		}
		return nil
	}
}

// The symbol uses of func's ops (SymbolUserOpInterface), and func.func's
// declarations (a function without a body).
func symbolVerifiers(h *registry.Hooks) {
	h.Verifier("func.call").SymbolUses = shared.CallSymbolUses("func.func")
	h.Verifier("func.constant").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("value").(*ir.SymbolRefAttr)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		fn := s.LookupNearest(o.Op(), &ir.SymbolRefAttr{Root: ref.Root})
		if fn == nil || fn.Name != "func.func" {
			return o.Errorf("reference to undefined function '%s'", ref.Root)
		}
		if ft, ok := verify.FunctionType(fn); ok && ir.Type(ft) != o.Op().Results[0].Type() {
			return o.Errorf("reference to function with mismatched type")
		}
		return nil
	}
	h.Verifier("func.func").Declaration = func(o dialect.Checker) bool {
		op := o.Op()
		return len(op.Regions) > 0 && len(op.Regions[0].Blocks) == 0
	}
}
