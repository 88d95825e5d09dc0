// Package mlprogram is the Go side of the ml_program dialect (see Register); package
// dialects registers it with the other upstream dialects.
package mlprogram

import (
	"fmt"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds ml_program's syntaxes: func and subgraph (function
// ops), the custom directives of its globals (SymbolVisibility,
// TypedInitialValue, TokenOrdering), and the result names of its loads.

// Register registers what Go knows of the ml_program dialect in h.
func Register(h *registry.Hooks) {
	snippets(h)
	// #extern = #ml_program.extern<...> (its getAlias).
	h.AttrAlias("ml_program", "extern", "extern")
	h.Syntax("ml_program.func", shared.FunctionSyntax{})
	h.Syntax("ml_program.subgraph", shared.FunctionSyntax{})
	h.Directive("ml_program", "SymbolVisibility", mlProgramSymbolVisibility)
	h.Directive("ml_program", "TypedInitialValue", mlProgramTypedInitialValue)
	h.Directive("ml_program", "TokenOrdering", mlProgramTokenOrdering)
	verifiers(h)
	symbolUses(h)
	// A load's result is named after the global it reads (its leaf name).
	for _, name := range []string{"ml_program.global_load", "ml_program.global_load_const"} {
		h.Op(name).ResultNames = func(op *ir.Operation, set func(int, string)) {
			if ref, ok := shared.Property(op, "global").(*ir.SymbolRefAttr); ok && len(op.Results) > 0 {
				set(0, symbolLeaf(ref))
			}
		}
	}
}

// symbolLeaf is a symbol reference's leaf name (@a::@b is b).
func symbolLeaf(ref *ir.SymbolRefAttr) string {
	if n := len(ref.Nested); n > 0 {
		return ref.Nested[n-1]
	}
	return ref.Root
}

// mlProgramSymbolVisibility is custom<SymbolVisibility>($sym_visibility):
// a required `public`, `private` or `nested`; an op without the attribute
// prints `public`.
var mlProgramSymbolVisibility = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 1 || args[0].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<SymbolVisibility> expects ($sym_visibility)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		vis, ok := p.ParseOptionalKeywordOf([]string{"public", "private", "nested"})
		if !ok {
			return p.Errorf(p.Pos(), "expected 'public', 'private', or 'nested'")
		}
		args[0].Attr = &ast.StringAttr{Value: vis}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if s, ok := args[0].Attr.(*ir.StringAttr); ok {
			p.WriteString(s.Value)
			return
		}
		p.WriteString("public")
	},
}

// mlProgramTypedInitialValue is custom<TypedInitialValue>($type, $value):
//
//	(`(` attribute `)`)? `:` type
var mlProgramTypedInitialValue = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<TypedInitialValue> expects ($type, $value)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if p.ParseOptionalPunct("(") {
			v, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
			args[1].Attr = v
		}
		t, err := shared.ParseColonType(p)
		if err != nil {
			return err
		}
		args[0].Attr = &ast.TypeAttr{Type: t}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if v := args[1].Attr; v != nil {
			p.WriteString("(")
			p.PrintAttribute(v)
			p.WriteString(")")
		}
		p.WriteString(" : ")
		if t, ok := args[0].Attr.(*ir.TypeAttr); ok {
			p.PrintType(t.Type)
		}
	},
}

// mlProgramTokenOrdering is custom<TokenOrdering>($consumeTokens,
// type($produceToken)):
//
//	ordering `(` (`()` | %token, ...) `->` type `)`
//
// (mlir-opt 22 crashes on an op without it.)
var mlProgramTokenOrdering = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.TypeArg {
			return fmt.Errorf("custom<TokenOrdering> expects ($consumeTokens, type($produceToken))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if err := p.ParseKeyword("ordering"); err != nil {
			return err
		}
		if err := p.ParsePunct("("); err != nil {
			// Upstream's parseTokenOrdering reports the missing `(` and
			// then succeeds: the format goes on, and fails at its `:`.
			return nil
		}
		var tokens []ast.ValueUse
		if p.ParseOptionalPunct("(") {
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		} else {
			var err error
			if tokens, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
				return err
			}
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[0].Operands = tokens
		args[1].Types = []ast.Type{t}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString(" ordering(")
		if len(args[0].Operands) == 0 {
			p.WriteString("()")
		} else {
			p.PrintOperands(args[0].Operands)
		}
		p.WriteString(" -> ")
		if len(args[1].Types) > 0 {
			p.PrintType(args[1].Types[0])
		}
		p.WriteString(")")
	},
}
