// Package async is the Go side of the async dialect (see Register); package
// dialects registers it with the other upstream dialects.
package async

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the Go side of the async dialect: async.execute's
// hand-written syntax, async.func (a function like func.func, whose body
// defaults to the async dialect), and async.await's AwaitResultType
// directive.

// Register registers what Go knows of the async dialect in h.
func Register(h *registry.Hooks) {
	snippets(h)
	h.Syntax("async.execute", asyncExecute{})
	h.Syntax("async.func", shared.FunctionSyntax{}).DefaultDialect = "async"
	h.Directive("async", "AwaitResultType", awaitResultType)
	h.Transform("::llvm::cast<ValueType>($_self).getValueType()", asyncValueOf)
	h.StrippedType("async", "value", parseAsyncValueStripped)
	verifiers(h)
}

// parseAsyncValueStripped is ValueType::parse: `<T>`, and when that fails
// a second error at the op's name.
func parseAsyncValueStripped(p dialect.Parser) (ast.Type, error) {
	t, err := p.ParseStrippedType("async", "value")
	if err != nil {
		p.Errorf(p.OpNamePos(), "failed to parse async value type")
	}
	return t, err
}

// asyncValueOf is ValueType::getValueType, the T of !async.value<T>
// (async.runtime.load and store).
func asyncValueOf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if dt := shared.DefType(self, "async", "value"); dt != nil {
		if t := dt.Params.Type("valueType"); t != nil {
			return []ir.Type{t}, nil
		}
	}
	o, ok := ir.SpellingOf(self)
	body, isValue := "", false
	if ok && o.Dialect == "async" {
		body, isValue = strings.CutPrefix(o.Data, "value<")
	}
	if !isValue || !strings.HasSuffix(body, ">") {
		return nil, fmt.Errorf("expected an !async.value type, not '%s'", ir.TypeString(self))
	}
	t, err := shared.TypeFromText(ctx, body[:len(body)-1])
	if err != nil {
		return nil, err
	}
	return []ir.Type{t}, nil
}

// asyncValueType returns T of `!async.value<T>` (or `!async<value<T>>`), or
// nil when t is not an async value type (or an alias of one).
func asyncValueType(p dialect.Parser, t ast.Type) (ast.Type, error) {
	t, err := p.ResolveTypeAlias(t) // a type alias defined earlier
	if err != nil {
		return nil, err
	}
	d, ok := t.(*ast.DialectType)
	if !ok || d.Dialect != "async" || !d.HasBody {
		return nil, nil
	}
	body := d.Body
	switch {
	case d.Name == "value":
	case d.Name == "" && strings.HasPrefix(body, "value<") && strings.HasSuffix(body, ">"):
		body = body[len("value<") : len(body)-1]
	default:
		return nil, nil
	}
	inner, err := p.ParseTypeText(body)
	if err != nil {
		// ValueType::parse: the element type's error where it is, then
		// its own at the mnemonic (the body follows `value<`).
		at, msg := d.DataPos, err.Error()
		var de *diag.Diagnostic
		if errors.As(err, &de) {
			at, msg = d.DataPos+ast.Pos(len("value<"))+de.Pos, de.Msg
		}
		p.EmitErrorf(at, "%s", msg)
		return nil, p.EmitErrorf(d.DataPos, "failed to parse async value type")
	}
	return inner, nil
}

// awaitResultType is async.await's custom<AwaitResultType>(type($operand),
// type($result)): the operand's type; the result, when the operand is an
// !async.value<T>, is a T.
var awaitResultType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.TypeArg || args[1].Kind != asmformat.TypeArg || !args[1].Result {
			return fmt.Errorf("custom<AwaitResultType> expects (type($operand), type($result))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		args[0].Types = []ast.Type{t}
		args[1].Types = []ast.Type{}
		inner, err := asyncValueType(p, t)
		if inner != nil {
			args[1].Types = []ast.Type{inner}
		}
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if t := shared.FirstType(args[0].Types); t != nil {
			p.PrintType(t)
		}
	},
}

// asyncExecute is async.execute:
//
//	async.execute ([%deps])? ((%value as %arg : !async.value<T>, ...))?
//	              (-> types)? (attributes {...})? region
//
// Its first result is the !async.token; the region's arguments are the
// unwrapped values.
type asyncExecute struct{}

func (asyncExecute) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var deps []ast.ValueUse
	if p.ParseOptionalPunct("[") {
		var err error
		if deps, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
			return err
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	var values []ast.ValueUse
	var args []ast.BlockArg
	valueTypes := []ast.Type{}
	if p.Peek("(") {
		err := dialect.ParseCommaList(p, dialect.Paren, "", func() error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParseKeyword("as"); err != nil {
				return err
			}
			a, _, err := p.ParseArgument(false, false)
			if err != nil {
				return err
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			inner, err := asyncValueType(p, t)
			if err != nil {
				return err
			}
			if inner == nil {
				// mlir-opt 22 gives the argument no type (and crashes when
				// the operand has the type written); gomlir gives it that
				// type, so that a mismatched operand is reported as
				// mlir-opt reports it.
				inner = t
			}
			a.Type = inner
			values, args, valueTypes = append(values, u), append(args, a), append(valueTypes, t)
			return nil
		})
		if err != nil {
			return err
		}
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDictWithKeyword(); err != nil {
		return err
	}
	body, err := p.ParseRegion(args)
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{deps, values}
	st.OperandTypes = [][]ast.Type{nil, valueTypes}
	st.ResultTypes = [][]ast.Type{{&ast.DialectType{Dialect: "async", Name: "token"}}, results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (asyncExecute) Print(p dialect.Printer, op *ir.Operation) {
	groups, _ := shared.Segments(op, 2)
	if len(groups[0]) > 0 {
		p.WriteString(" [")
		p.PrintOperands(groups[0])
		p.WriteString("]")
	}
	if values := groups[1]; len(values) > 0 {
		args := shared.EntryArgs(op, 0)
		p.WriteString(" (")
		for i, v := range values {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" as ")
			if i < len(args) {
				p.PrintOperand(args[i])
			} else {
				p.WriteString("<<NULL VALUE>>")
			}
			p.WriteString(": ")
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	}
	if len(op.Results) > 1 {
		shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op)[1:])
	}
	p.PrintOptionalAttrDictWithKeyword(shared.AllAttrs(op), []string{"operandSegmentSizes"})
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, true, false)
}
