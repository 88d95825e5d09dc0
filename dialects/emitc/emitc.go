// Package emitc is the Go side of the emitc dialect (see Register); package
// dialects registers it with the other upstream dialects.
package emitc

import (
	"fmt"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds emitc's hand-written syntaxes (include, func, for, if,
// do, expression) and the directives of its globals and fields.

// Register registers what Go knows of the emitc dialect in h.
func Register(h *registry.Hooks) {
	snippets(h)
	emitcVerifiers(h)
	defVerifiers(h)
	h.Transform("emitc::PointerType::get(::llvm::cast<emitc::LValueType>($_self).getValueType())", emitcPointerToLValue)
	h.Transform("emitc::LValueType::get(::llvm::cast<emitc::PointerType>($_self).getPointee())", emitcLValueOfPointee)
	h.Transform("::llvm::cast<LValueType>($_self).getValueType()", emitcLValueValue)
	h.Syntax("emitc.include", emitcInclude{})
	h.Syntax("emitc.func", shared.FunctionSyntax{}).DefaultDialect = "emitc"
	h.Syntax("emitc.for", emitcFor{}).DefaultDialect = "emitc"
	h.Syntax("emitc.if", emitcIf{}).DefaultDialect = "emitc"
	h.Syntax("emitc.do", emitcDo{}).DefaultDialect = "emitc"
	h.Syntax("emitc.expression", emitcExpression{}).DefaultDialect = "emitc"
	h.Op("emitc.file").DefaultDialect = "emitc"
	h.Op("emitc.switch").DefaultDialect = "emitc"
	// emitc.switch's SwitchCases is a copy of scf's in the EmitC sources.
	h.Directive("emitc", "SwitchCases", shared.SwitchCases)
	h.Directive("emitc", "EmitCGlobalOpTypeAndInitialValue", emitcTypeAndInitialValue)
	h.Directive("emitc", "EmitCFieldOpTypeAndInitialValue", emitcTypeAndInitialValue)
}

// emitcInclude is emitc.include:
//
//	emitc.include "file" | emitc.include <"file">
//
// the second a standard include.
type emitcInclude struct{}

func (emitcInclude) Parse(p dialect.Parser, st *ast.CustomOp) error {
	standard := p.ParseOptionalPunct("<")
	file, ok := p.ParseOptionalString()
	if !ok {
		return p.Errorf(p.OpNamePos(), "expected string attribute")
	}
	if standard {
		if !p.ParseOptionalPunct(">") {
			return p.Errorf(p.OpNamePos(), "expected trailing '>' for standard include")
		}
		st.Props = append(st.Props, ast.NamedAttr{Name: "is_standard_include", Value: &ast.UnitAttr{}})
	}
	st.Props = append(st.Props, ast.NamedAttr{Name: "include", Value: &ast.StringAttr{Value: file}})
	return nil
}

func (emitcInclude) Print(p dialect.Printer, op *ir.Operation) {
	file, _ := shared.Property(op, "include").(*ir.StringAttr)
	if file == nil {
		return
	}
	p.WriteString(" ")
	if shared.Property(op, "is_standard_include") != nil {
		p.WriteString("<")
		p.PrintString(file.Value)
		p.WriteString(">")
		return
	}
	p.PrintString(file.Value)
}

// emitcFor is emitc.for, scf.for's syntax without iter_args:
//
//	emitc.for %iv = %lb to %ub step %step (: type)? region attr-dict
type emitcFor struct{}

func (emitcFor) Parse(p dialect.Parser, st *ast.CustomOp) error {
	iv, lb, ub, step, err := shared.ParseLoopHeader(p)
	if err != nil {
		return err
	}
	ivType := shared.IndexType()
	if p.ParseOptionalPunct(":") {
		if ivType, err = p.ParseType(); err != nil {
			return err
		}
	}
	body, err := p.ParseRegion([]ast.BlockArg{{Pos: iv.Pos, Name: iv.Name, Type: ivType}})
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "emitc.yield", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{lb}, {ub}, {step}}
	st.OperandTypes = [][]ast.Type{{ivType}, {ivType}, {ivType}}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (emitcFor) Print(p dialect.Printer, op *ir.Operation) {
	args := shared.EntryArgs(op, 0)
	if len(op.Operands) < 3 || len(args) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(args[0])
	p.WriteString(" = ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(" to ")
	p.PrintOperand(op.Operands[1])
	p.WriteString(" step ")
	p.PrintOperand(op.Operands[2])
	p.WriteString(" ")
	if t := args[0].Type(); !shared.IsIndex(t) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteString(" ")
	}
	p.PrintRegion(shared.Region(op, 0), false, false, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// emitcIf is emitc.if, scf.if's syntax without results:
//
//	emitc.if %cond region (else region)? attr-dict
type emitcIf struct{}

func (emitcIf) Parse(p dialect.Parser, st *ast.CustomOp) error {
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	then, els, err := shared.ParseThenElse(p, "emitc.yield")
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{cond}}
	st.OperandTypes = [][]ast.Type{{&ast.IntegerType{Width: 1}}}
	st.Regions = [][]*ast.Region{{then}, {els}}
	return nil
}

func (emitcIf) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) > 0 {
		p.WriteString(" ")
		p.PrintOperand(op.Operands[0])
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, false, false)
	if els := shared.Region(op, 1); len(els.Blocks) > 0 {
		p.WriteString(" else ")
		p.PrintRegion(els, false, false, false)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// emitcDo is emitc.do:
//
//	emitc.do region while region attr-dict-with-keyword
type emitcDo struct{}

func (emitcDo) Parse(p dialect.Parser, st *ast.CustomOp) error {
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	if len(body.Blocks) == 0 {
		// An empty body is given its block (DoOp::parse's emplaceBlock).
		body.Blocks = []*ast.Block{{Pos: body.RBrace}}
	}
	if err := p.ParseKeyword("while"); err != nil {
		return err
	}
	cond, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDictWithKeyword(); err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{body}, {cond}}
	return nil
}

func (emitcDo) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, false, false)
	p.WriteString(" while ")
	p.PrintRegion(shared.Region(op, 1), false, true, false)
	p.PrintOptionalAttrDictWithKeyword(shared.AllAttrs(op), nil)
}

// emitcExpression is emitc.expression:
//
//	emitc.expression %v, ... noinline? : function-type region
//
// The region's arguments are the operands, spelled with their names
// (IsolatedFromAbove: the printer shadows them). The syntax has no
// attribute dictionary, and mlir-opt 22 prints neither do_not_inline
// (`noinline`) nor discardable attributes.
type emitcExpression struct{}

func (emitcExpression) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ops, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("noinline") {
		st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "do_not_inline", Value: &ast.UnitAttr{}})
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	ft, ok := t.(*ast.FunctionType)
	if !ok {
		return p.Errorf(p.Pos(), "expected function type")
	}
	if len(ft.Inputs) != len(ops) {
		return p.Errorf(p.Pos(), "number of operands and types do not match: got %d operands and %d types", len(ops), len(ft.Inputs))
	}
	if len(ft.Results) != 1 {
		return p.Errorf(p.Pos(), "expected single return type")
	}
	args := make([]ast.BlockArg, len(ops))
	for i, u := range ops {
		args[i] = ast.BlockArg{Pos: u.Pos, Name: u.Name, Type: ft.Inputs[i]}
	}
	body, err := p.ParseRegion(args)
	if err != nil {
		return err
	}
	body.Isolated = true
	st.Operands = [][]ast.ValueUse{ops}
	st.OperandTypes = [][]ast.Type{shared.NonNil(ft.Inputs)}
	st.ResultTypes = [][]ast.Type{ft.Results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// regionArgShadower is the printer's OpAsmPrinter::shadowRegionArgs:
// region r's entry arguments print with the names of values.
type regionArgShadower interface {
	ShadowRegionArgs(r *ir.Region, values []ir.Value)
}

func (emitcExpression) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	p.WriteString(" : ")
	shared.PrintFunctionalType(p, shared.ValueTypes(op.Operands), shared.ResultTypes(op))
	p.WriteString(" ")
	body := shared.Region(op, 0)
	if s, ok := p.(regionArgShadower); ok && len(body.Blocks) > 0 {
		s.ShadowRegionArgs(body, op.Operands)
	}
	p.PrintRegion(body, false, true, false)
}

// emitcTypeAndInitialValue is emitc.global's
// custom<EmitCGlobalOpTypeAndInitialValue>($type, $initial_value) and
// emitc.field's EmitCFieldOpTypeAndInitialValue:
//
//	type (= attribute)?
//
// where the attribute's type, when not written, is the type, or for an
// !emitc.array its shape as a tensor.
var emitcTypeAndInitialValue = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<EmitCGlobalOpTypeAndInitialValue> expects ($type, $initial_value)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		args[0].Attr = &ast.TypeAttr{Type: t}
		if !p.ParseOptionalPunct("=") {
			return nil
		}
		implied := t
		if d, ok := t.(*ast.DialectType); ok && d.Dialect == "emitc" && d.Name == "array" {
			a, err := p.ParseAttrText("tensor<" + d.Body + ">")
			if ta, ok := a.(*ast.TypeAttr); err == nil && ok {
				implied = ta.Type
			}
		}
		v, err := p.ParseAttribute(implied)
		if err != nil {
			return err
		}
		switch v.(type) {
		case *ast.DenseAttr, *ast.DenseResourceAttr, *ast.SparseAttr, *ast.IntegerAttr, *ast.FloatAttr, *ast.BoolAttr, *ast.DialectAttr, *ast.AliasAttr:
		default:
			return p.Errorf(p.OpNamePos(), "initial value should be a integer, float, elements or opaque attribute")
		}
		args[1].Attr = v
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if t, ok := args[0].Attr.(*ir.TypeAttr); ok {
			p.PrintType(t.Type)
		}
		if v := args[1].Attr; v != nil {
			p.WriteString(" = ")
			p.PrintAttributeWithoutType(v)
		}
	},
}
