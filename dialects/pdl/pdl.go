// Package pdl is the Go side of the pdl and pdl_interp dialects (see Register); package
// dialects registers it with the other upstream dialects.
package pdl

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the custom directives of pdl and pdl_interp (an
// operation's attributes and results, a range's type, a results' value
// type) and pdl_interp's hand-written foreach and func.

// Register registers what Go knows of the pdl and pdl_interp dialects in h.
func Register(h *registry.Hooks) {
	h.Directive("pdl", "OperationOpAttributes", pdlOperationAttributes)
	verifiers(h)
	defVerifiers(h)
	interpVerifiers(h)
	h.Directive("pdl", "RangeType", pdlRangeType)
	h.Directive("pdl", "ResultsValueType", pdlResultsValueType)
	h.Directive("pdl_interp", "CreateOperationOpAttributes", pdlOperationAttributes)
	h.Directive("pdl_interp", "CreateOperationOpResults", pdlInterpCreateOperationResults)
	h.Directive("pdl_interp", "RangeType", pdlRangeType)
	h.Syntax("pdl_interp.foreach", pdlInterpForeach{})
	h.Transform("getGetValueTypeOpValueType($_self)", pdlValueTypeOf)
	h.Transform("pdl::RangeType::get($_self)", pdlRangeOf)
	h.Syntax("pdl_interp.func", shared.FunctionSyntax{})
	// Ops of pdl drop their prefix in patterns and rewrites.
	h.Op("pdl.pattern").DefaultDialect = "pdl"
	h.Op("pdl.rewrite").DefaultDialect = "pdl"
}

// pdlType is `!pdl.<name>`.
func pdlType(name string) ast.Type { return &ast.DialectType{Dialect: "pdl", Name: name} }

// pdlRange is `!pdl.range<elem>`.
func pdlRange(elem string) ast.Type {
	return &ast.DialectType{Dialect: "pdl", Name: "range", Body: elem, HasBody: true}
}

// pdlOperationAttributes is pdl.operation's
// custom<OperationOpAttributes>($attributeValues, $attributeValueNames)
// and pdl_interp.create_operation's CreateOperationOpAttributes:
//
//	(`{` "name" = %attr (, "name" = %attr)* `}`)?
//
// The names are a string array attribute, empty without the group.
var pdlOperationAttributes = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<OperationOpAttributes> expects ($attributeValues, $attributeValueNames)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		names := &ast.ArrayAttr{Elems: []ast.Attr{}}
		args[1].Attr = names
		if !p.ParseOptionalPunct("{") {
			return nil
		}
		var values []ast.ValueUse
		for {
			name, err := dialect.ParseAttrOf[*ast.StringAttr](p, nil)
			if err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			names.Elems = append(names.Elems, name)
			values = append(values, v)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		args[0].Operands = values
		return p.ParsePunct("}")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		names, _ := args[1].Attr.(*ir.ArrayAttr)
		if names == nil || len(names.Elems) == 0 {
			return
		}
		p.WriteString(" {")
		for i, n := range names.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(n)
			p.WriteString(" = ")
			if i < len(args[0].Operands) {
				p.PrintOperand(args[0].Operands[i])
			}
		}
		p.WriteString("}")
	},
}

// pdlRangeType is custom<RangeType>(ref(type($arguments)), type($result)):
// nothing when there are arguments (the result is a range of the first
// argument's element type), else `:` the range type.
var pdlRangeType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.TypeArg || !args[0].Ref || args[1].Kind != asmformat.TypeArg {
			return fmt.Errorf("custom<RangeType> expects (ref(type($arguments)), type($result))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if len(args[0].Types) == 0 {
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			args[1].Types = []ast.Type{t}
			return nil
		}
		// A range of the first argument's element type: !pdl.range<T>
		// stays, !pdl.T becomes !pdl.range<T> (a type alias is what it
		// stands for).
		first, err := p.ResolveTypeAlias(args[0].Types[0])
		if err != nil {
			return err
		}
		switch t := first.(type) {
		case *ast.DialectType:
			if t.Dialect == "pdl" && t.Name == "range" {
				args[1].Types = []ast.Type{t}
			} else {
				args[1].Types = []ast.Type{pdlRange(t.Name)}
			}
		default:
			return p.Errorf(p.OpNamePos(), "gomlir cannot take the range's type from '%s' yet: spell the first argument's type as a !pdl type", dialect.ASTTypeString(t))
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Types) > 0 || len(args[1].Types) == 0 {
			return
		}
		p.WriteString(": ")
		p.PrintType(args[1].Types[0])
	},
}

// pdlResultsValueType is pdl.results' custom<ResultsValueType>(ref($index),
// type($val)): with an index, `->` the value type; without, all the
// results, a !pdl.range<value>.
var pdlResultsValueType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.AttrArg || !args[0].Ref || args[1].Kind != asmformat.TypeArg {
			return fmt.Errorf("custom<ResultsValueType> expects (ref($index), type($val))")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if args[0].Attr == nil {
			args[1].Types = []ast.Type{pdlRange("value")}
			return nil
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		args[1].Types = []ast.Type{t}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[0].Attr == nil || len(args[1].Types) == 0 {
			return
		}
		p.WriteString(" -> ")
		p.PrintType(args[1].Types[0])
	},
}

// pdlInterpCreateOperationResults is pdl_interp.create_operation's
// custom<CreateOperationOpResults>($inputResultTypes,
// type($inputResultTypes), $inferredResultTypes):
//
//	(`->` (`<` `inferred` `>` | `(` %types `:` types `)`))?
var pdlInterpCreateOperationResults = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 3 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.TypeArg || args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<CreateOperationOpResults> expects ($inputResultTypes, type($inputResultTypes), $inferredResultTypes)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		args[1].Types = []ast.Type{}
		if !p.ParseOptionalPunct("->") {
			return nil
		}
		if p.ParseOptionalPunct("<") {
			if err := p.ParseKeyword("inferred"); err != nil {
				return err
			}
			args[2].Attr = &ast.UnitAttr{}
			return p.ParsePunct(">")
		}
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		ops, err := dialect.ParseOperandList(p, dialect.None, -1)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		types, err := dialect.ParseTypeList(p)
		if err != nil {
			return err
		}
		args[0].Operands, args[1].Types = ops, types
		return p.ParsePunct(")")
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[2].Attr != nil {
			p.WriteString(" -> <inferred>")
			return
		}
		if len(args[0].Operands) == 0 {
			return
		}
		p.WriteString(" -> (")
		p.PrintOperands(args[0].Operands)
		p.WriteString(" : ")
		p.PrintTypes(args[1].Types)
		p.WriteString(")")
	},
}

// pdlInterpForeach is pdl_interp.foreach:
//
//	pdl_interp.foreach %op : type in %range region attr-dict -> ^successor
//
// The loop variable is the region's argument; the range is a
// !pdl.range of its type.
type pdlInterpForeach struct{}

func (pdlInterpForeach) Parse(p dialect.Parser, st *ast.CustomOp) error {
	arg, _, err := p.ParseArgument(true, false)
	if err != nil {
		return err
	}
	if !p.ParseOptionalKeyword("in") {
		return p.Errorf(p.Pos(), "expected 'in' after loop variable")
	}
	rng, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var rangeType ast.Type
	elem, err := p.ResolveTypeAlias(arg.Type)
	if err != nil {
		return err
	}
	switch t := elem.(type) {
	case *ast.DialectType:
		rangeType = pdlRange(t.Name)
	default:
		return p.Errorf(p.OpNamePos(), "gomlir cannot take the range's type from '%s' yet: spell the loop variable's type as a !pdl type", dialect.ASTTypeString(t))
	}
	body, err := p.ParseRegion([]ast.BlockArg{arg})
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	succ, err := p.ParseSuccessor()
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{rng}}
	st.OperandTypes = [][]ast.Type{{rangeType}}
	st.Regions = [][]*ast.Region{{body}}
	st.Successors = [][]ast.BlockRef{{succ}}
	return nil
}

func (pdlInterpForeach) Print(p dialect.Printer, op *ir.Operation) {
	args := shared.EntryArgs(op, 0)
	if len(args) == 0 || len(op.Operands) == 0 || len(op.Successors) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(args[0])
	p.WriteString(" : ")
	p.PrintType(args[0].Type())
	p.WriteString(" in ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	p.WriteString(" -> ")
	p.PrintSuccessor(op.Successors[0])
}

// pdlValueTypeOf is pdl_interp.get_value_type's transformer from its
// result to its operand: !pdl.type is the type of a !pdl.value, and
// !pdl.range<type> of a !pdl.range<value>.
func pdlValueTypeOf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if t, ok := ir.SpellingOf(self); ok && t.Dialect == "pdl" {
		switch t.Data {
		case "type":
			return []ir.Type{ctx.ReadDialectType("pdl", "value")}, nil
		case "range<type>":
			return []ir.Type{ctx.ReadDialectType("pdl", "range<value>")}, nil
		}
	}
	return nil, errors.New("must be single element type or range of PDL handle to an `mlir::Type` values")
}

// pdlRangeOf is pdl::RangeType::get($_self): !pdl.range<T> of a !pdl.T.
func pdlRangeOf(ctx *ir.Context, self ir.Type) ([]ir.Type, error) {
	if t, ok := ir.SpellingOf(self); ok && t.Dialect == "pdl" && !strings.HasPrefix(t.Data, "range<") {
		return []ir.Type{ctx.ReadDialectType("pdl", "range<"+t.Data+">")}, nil
	}
	return nil, errors.New("must be a PDL handle type")
}
