// Package smt is the Go side of the smt dialect (see Register); package
// dialects registers it with the other upstream dialects.
package smt

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the syntaxes and inference of smt (bit-vector concat
// and repeat, eq and distinct, integer constants).

// Register registers what Go knows of the smt dialect in h.
func Register(h *registry.Hooks) {
	h.Transform("cast<ArrayType>($_self).getDomainType()", smtArrayPart(0))
	h.Transform("cast<ArrayType>($_self).getRangeType()", smtArrayPart(1))
	h.Transform("cast<SMTFuncType>($_self).getDomainTypes()", smtFuncDomain)
	h.Transform("cast<SMTFuncType>($_self).getRangeType()", smtFuncRange)
	h.Infer("smt.bv.concat", inferBVConcat)
	verifiers(h)
	defVerifiers(h)
	h.Syntax("smt.bv.repeat", smtBVRepeat{})
	h.Syntax("smt.eq", smtVariadicCompare{"smt.eq"})
	h.Syntax("smt.distinct", smtVariadicCompare{"smt.distinct"})
	h.Syntax("smt.int.constant", smtIntConstant{}).ResultNames = func(op *ir.Operation, set func(int, string)) {
		if a, ok := shared.Property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
			set(0, "c"+signedValue(a).String())
		}
	}
	// smt.bv.constant #smt.bv<-1> : !smt.bv<8> is %c-1_bv8.
	h.Op("smt.bv.constant").ResultNames = func(op *ir.Operation, set func(int, string)) {
		a, ok := ir.SpellingOf(shared.Property(op, "value"))
		if !ok || a.Type == nil || len(op.Results) == 0 {
			return
		}
		t, ok := ir.SpellingOf(a.Type)
		if !ok || !strings.HasPrefix(a.Data, "bv<") || !strings.HasPrefix(t.Data, "bv<") {
			return
		}
		value := strings.TrimSuffix(strings.TrimPrefix(a.Data, "bv<"), ">")
		width := strings.TrimSuffix(strings.TrimPrefix(t.Data, "bv<"), ">")
		set(0, "c"+value+"_bv"+width)
	}
	h.Op("smt.constant").ResultNames = func(op *ir.Operation, set func(int, string)) {
		if a, ok := shared.Property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
			set(0, map[bool]string{true: "true", false: "false"}[a.Value.Sign() != 0])
		}
	}
	h.Op("smt.declare_fun").ResultNames = func(op *ir.Operation, set func(int, string)) {
		if s, ok := shared.Property(op, "namePrefix").(*ir.StringAttr); ok && len(op.Results) > 0 {
			set(0, s.Value)
		}
	}
}

// bvWidth is the width of an !smt.bv<N>.
func bvWidth(t ir.Type) (int64, bool) {
	o, ok := ir.SpellingOf(t)
	if !ok || o.Dialect != "smt" {
		return 0, false
	}
	s, ok := strings.CutPrefix(o.Data, "bv<")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSuffix(s, ">"), 10, 64)
	return n, err == nil
}

// inferBVConcat: the concatenation's width is the sum of its operands'.
func inferBVConcat(ctx *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	var sum int64
	for _, g := range operands {
		for _, t := range g {
			w, ok := bvWidth(t)
			if !ok {
				return nil, errors.New("'smt.bv.concat' op operands must be bit-vectors")
			}
			sum += w
		}
	}
	return []ir.Type{ctx.ReadDialectType("smt", fmt.Sprintf("bv<%d>", sum))}, nil
}

// smtBVRepeat is smt.bv.repeat:
//
//	smt.bv.repeat N times %input attr-dict : type
//
// whose result is N times as wide as its input.
type smtBVRepeat struct{}

func (smtBVRepeat) Parse(p dialect.Parser, st *ast.CustomOp) error {
	countPos := p.Pos()
	count, err := parseAPInt(p)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("times"); err != nil {
		return err
	}
	if count.Sign() <= 0 {
		return p.Errorf(countPos, "integer must be positive")
	}
	in, err := p.ParseOperand()
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
	var w int64
	d, ok := t.(*ast.DialectType)
	ok = ok && d.Dialect == "smt" && d.Name == "bv"
	if ok {
		w, err = strconv.ParseInt(d.Body, 10, 64)
		ok = err == nil
	}
	if !ok {
		return p.Errorf(in.Pos, "input must have bit-vector type")
	}
	// The width of !smt.bv is an int64: the count and the result's width
	// must fit into 63 bits (the input's width is read as unsigned).
	const maxBw = 63
	if count.BitLen() > maxBw {
		return p.Errorf(countPos, "integer must fit into %d bits", maxBw)
	}
	width := new(big.Int).Mul(new(big.Int).SetUint64(uint64(w)), count)
	if width.BitLen() > maxBw {
		return p.Errorf(countPos, "result bit-width (provided integer times bit-width of the input type) must fit into %d bits", maxBw)
	}
	st.Operands = [][]ast.ValueUse{{in}}
	st.OperandTypes = [][]ast.Type{{t}}
	st.ResultTypes = [][]ast.Type{{&ast.DialectType{Dialect: "smt", Name: "bv", Body: width.String(), HasBody: true}}}
	return nil
}

// parseAPInt is OpAsmParser::parseInteger into an APInt, read as signed:
// `true` (one bit set: -1), `false`, or `-`? an integer literal of any
// size, positive unless negated ("expected integer value" otherwise).
func parseAPInt(p dialect.Parser) (*big.Int, error) {
	pos := p.Pos()
	switch {
	case p.ParseOptionalKeyword("true"):
		// An APInt of one bit set: -1 to isNonPositive's signed reading.
		return big.NewInt(-1), nil
	case p.ParseOptionalKeyword("false"):
		return big.NewInt(0), nil
	}
	neg := p.ParseOptionalPunct("-")
	if !p.Peek("0") {
		if neg {
			return nil, p.WrongToken("expected integer value")
		}
		return nil, p.Errorf(pos, "expected integer value")
	}
	// The literal is read as an attribute to keep its digits (an int64
	// would not hold them); a `: type` after it is not the integer's.
	a, _, err := p.ParseOptionalAttribute(nil)
	if err != nil {
		return nil, err
	}
	ia, ok := a.(*ast.IntegerAttr)
	if !ok {
		return nil, p.Errorf(pos, "expected integer value")
	}
	if ia.Type != nil {
		return nil, p.Errorf(p.Pos(), "expected 'times'")
	}
	text, base := ia.Text, 10
	if h, ok := strings.CutPrefix(text, "0x"); ok {
		text, base = h, 16
	}
	v, ok := new(big.Int).SetString(text, base)
	if !ok {
		return nil, p.Errorf(pos, "expected integer value")
	}
	if neg {
		v.Neg(v)
	}
	return v, nil
}

func (smtBVRepeat) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 || len(op.Results) == 0 {
		return
	}
	in, _ := bvWidth(op.Operands[0].Type())
	out, _ := bvWidth(op.Results[0].Type())
	if in == 0 {
		in = 1
	}
	p.WriteString(" " + strconv.FormatInt(out/in, 10) + " times ")
	p.PrintOperand(op.Operands[0])
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
}

// smtVariadicCompare is smt.eq and smt.distinct:
//
//	smt.eq %a, %b (, %c)* attr-dict : type
//
// every operand of the type.
type smtVariadicCompare struct{ name string }

func (s smtVariadicCompare) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ops, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if len(ops) < 2 {
		// The op's verifier's message.
		return shared.EmitError(p, p.OpNamePos(), fmt.Sprintf("'%s' op 'inputs' must have at least size 2, but got %d", s.name, len(ops)))
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{ops}
	st.OperandTypes = [][]ast.Type{shared.Splat(t, len(ops))}
	return nil
}

func (smtVariadicCompare) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
}

// smtIntConstant is smt.int.constant:
//
//	smt.int.constant integer attr-dict
//
// The value is stored as MLIR's parser reads an arbitrary-precision
// integer: four bits per digit (one more when the top bit is set), the
// negation in two's complement, as an unsigned integer attribute of that
// width (-7 is 9 : ui4); it prints as the signed value of those bits.
type smtIntConstant struct{}

func (smtIntConstant) Parse(p dialect.Parser, st *ast.CustomOp) error {
	neg := p.ParseOptionalPunct("-")
	pos := p.Pos()
	if !p.Peek("0") {
		return p.Errorf(pos, "expected integer value")
	}
	n, _, err := p.ParseOptionalInteger()
	if err != nil {
		return err
	}
	text, width := apIntSpelling(big.NewInt(n), neg)
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "value",
		Value: &ast.IntegerAttr{Pos: pos, Text: text, Type: &ast.IntegerType{Width: width, Signedness: ast.Unsigned}}})
	st.DictOverrides = true // the C++ parser sets the value property
	st.Attrs, err = p.ParseOptionalAttrDict()
	return err
}

// apIntSpelling is the unsigned value and width mlir-opt's
// parseOptionalInteger(APInt) gives a decimal literal of magnitude v
// (StringRef::getAsInteger: 4 bits per digit, leading zeros dropped, 64
// bits for zero).
func apIntSpelling(v *big.Int, neg bool) (string, int) {
	if v.Sign() == 0 {
		return "0", 64 // StringRef::getAsInteger's zero
	}
	digits := len(v.String())
	width := 4 * digits
	if v.BitLen() == width {
		width++
	}
	if neg && v.Sign() != 0 {
		v = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), v)
	}
	return v.String(), width
}

// signedValue is an integer attribute's value read as a signed integer of
// its type's width.
func signedValue(a *ir.IntegerAttr) *big.Int {
	v := new(big.Int).Set(a.Value)
	w := ir.IntOrFloatWidth(a.Type)
	if w > 0 && v.Sign() >= 0 && v.Bit(w-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return v
}

func (smtIntConstant) Print(p dialect.Printer, op *ir.Operation) {
	if a, ok := shared.Property(op, "value").(*ir.IntegerAttr); ok {
		p.WriteString(" " + signedValue(a).String())
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"value"})
}
