// Package arith is the Go side of the arith dialect (see Register); package
// dialects registers it with the other upstream dialects.
package arith

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the arith dialect in h: the syntax
// of arith.select, the ops' verifiers and arith.constant's result name.
func Register(h *registry.Hooks) {
	snippets(h)
	h.Syntax("arith.select", arithSelect{})
	verifiers(h)
	opVerifiers(h)
	h.NameResults("arith.constant", constantName)
}

// constantName is arith.constant's getAsmResultNames: `%c42_i32`, `%c0`
// (index), `%true`, else `%cst`.
func constantName(op *ir.Operation, set func(int, string)) {
	if len(op.Results) == 0 {
		return
	}
	v := shared.Property(op, "value")
	ia, ok := v.(*ir.IntegerAttr)
	if !ok {
		set(0, "cst")
		return
	}
	switch t := op.Results[0].Type().(type) {
	case *ir.IntegerType:
		if t.Width == 1 {
			set(0, map[bool]string{true: "true", false: "false"}[ia.Value.Sign() != 0])
			return
		}
		set(0, "c"+ia.Value.String()+"_i"+strconv.Itoa(t.Width))
	default:
		set(0, "c"+ia.Value.String())
	}
}

// arithSelect is arith.select:
//
//	arith.select %cond, %true, %false attr-dict : (cond-type ,)? type
//
// The condition's type is written only when it is a shaped type (a
// per-element mask); else it is i1.
type arithSelect struct{}

func (arithSelect) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ops, err := parseRequiredOperands(p, 3)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	cond := ast.Type(&ast.IntegerType{Width: 1})
	if p.ParseOptionalPunct(",") {
		cond = t
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	st.Operands = [][]ast.ValueUse{{ops[0]}, {ops[1]}, {ops[2]}}
	st.OperandTypes = [][]ast.Type{{cond}, {t}, {t}}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

// parseRequiredOperands is parseOperandList(operands, count) without a
// delimiter: exactly count operands separated by commas.
func parseRequiredOperands(p dialect.Parser, count int) ([]ast.ValueUse, error) {
	start := p.Pos()
	if !p.Peek("%") {
		if p.Peek("(") || p.Peek("[") {
			return nil, shared.EmitError(p, start, "unexpected delimiter")
		}
		return nil, p.WrongToken("expected operand")
	}
	ops, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return nil, err
	}
	if len(ops) != count {
		return nil, p.Errorf(start, "expected %d operands", count)
	}
	return ops, nil
}

func (arithSelect) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) != 3 || len(op.Results) != 1 {
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	p.WriteString(" : ")
	if c := op.Operands[0].Type(); isShaped(c) {
		p.PrintType(c)
		p.WriteString(", ")
	}
	p.PrintType(op.Results[0].Type())
}

func isShaped(t ir.Type) bool {
	_, ok := t.(ir.ShapedType)
	return ok
}
