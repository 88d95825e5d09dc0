// Package shape is the Go side of the shape dialect (see Register); package
// dialects registers it with the other upstream dialects.
package shape

import (
	"errors"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the shape dialect's hand-written syntaxes: assuming,
// const_shape, func, function_library and reduce.

// Register registers what Go knows of the shape dialect in h.
func Register(h *registry.Hooks) {
	snippets(h)
	h.Op("shape.const_size").ResultNames = func(op *ir.Operation, set func(int, string)) {
		if a, ok := shared.Property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
			set(0, "c"+a.Value.String())
		}
	}
	h.Syntax("shape.assuming", shapeAssuming{})
	h.Syntax("shape.const_shape", shapeConstShape{})
	h.Syntax("shape.func", shared.FunctionSyntax{}).DefaultDialect = "shape"
	h.Syntax("shape.function_library", shapeFunctionLibrary{}).DefaultDialect = "shape"
	h.Syntax("shape.reduce", shapeReduce{})
	verifiers(h)
	libAttribute(h)
	inference(h)
}

// shapeAssuming is shape.assuming:
//
//	shape.assuming %witness (-> types)? region attr-dict
type shapeAssuming struct{}

func (shapeAssuming) Parse(p dialect.Parser, st *ast.CustomOp) error {
	w, err := p.ParseOperand()
	if err != nil {
		return err
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "shape.assuming_yield", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{w}}
	st.OperandTypes = [][]ast.Type{{&ast.DialectType{Dialect: "shape", Name: "witness"}}}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (shapeAssuming) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	results := len(op.Results) > 0
	if results {
		p.WriteString(" -> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, results, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// shapeConstShape is shape.const_shape:
//
//	shape.const_shape attr-dict `[` integers `]` : type
//
// the extents stored as a dense index tensor.
type shapeConstShape struct{}

func (shapeConstShape) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var err error
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	// The extents are an array attribute of integers, each read as
	// IntegerAttr::getInt does: its value sign-extended from its width.
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	arr, ok := a.(*ast.ArrayAttr)
	if !ok {
		return shared.EmitError(p, pos, "integer literal not valid for specified type")
	}
	extents := make([]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		switch e := e.(type) {
		case *ast.BoolAttr:
			if e.Value {
				extents[i] = -1 // i1 1, sign-extended
			}
		case *ast.IntegerAttr:
			v, err := constShapeExtent(e)
			if err != nil {
				return shared.EmitError(p, e.Pos+ast.Pos(len(e.Text)-len(strings.TrimPrefix(e.Text, "-"))), err.Error())
			}
			extents[i] = v
		default:
			return shared.EmitError(p, pos, "integer literal not valid for specified type")
		}
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	elems := make([]*ast.DenseElem, len(extents))
	for i, d := range extents {
		elems[i] = &ast.DenseElem{Lit: ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(d, 10)}}
	}
	shape := &ast.DenseAttr{
		Elems: &ast.DenseElem{IsList: true, List: elems},
		Type:  &ast.TensorType{Shape: []int64{int64(len(extents))}, Elem: shared.IndexType()},
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "shape", Value: shape})
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

func (shapeConstShape) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"shape"})
	p.WriteString("[")
	if a, ok := shared.Prop(op, "shape").(*ir.DenseElementsAttr); ok {
		for i, v := range shared.DenseUints(a) {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.FormatInt(int64(v.Uint64()), 10)) // signed, as getInt
		}
	}
	p.WriteString("] : ")
	if len(op.Results) > 0 {
		p.PrintType(op.Results[0].Type())
	}
}

// constShapeExtent is an integer literal of shape.const_shape's extents
// (i64 when untyped) as IntegerAttr::getInt reads it, or the error mlir-opt
// gives for the literal.
func constShapeExtent(a *ast.IntegerAttr) (int64, error) {
	w := 64
	if it, ok := a.Type.(*ast.IntegerType); ok {
		w = it.Width
	}
	v, ok := new(big.Int).SetString(a.Text, 0)
	if !ok || w == 0 {
		return 0, errors.New("integer constant out of range for attribute")
	}
	if v.Sign() < 0 && a.Type != nil {
		if it, ok := a.Type.(*ast.IntegerType); ok && it.Signedness == ast.Unsigned {
			return 0, errors.New("negative integer literal not valid for unsigned integer type")
		}
	}
	// A negative literal must fit the signed range (and -0 is refused, as
	// mlir-opt does), a positive one the unsigned range.
	lim := new(big.Int).Lsh(big.NewInt(1), uint(w))
	if v.Sign() < 0 || strings.HasPrefix(a.Text, "-") {
		if v.Sign() == 0 || new(big.Int).Neg(v).Cmp(new(big.Int).Rsh(lim, 1)) > 0 {
			return 0, errors.New("integer constant out of range for attribute")
		}
		v.Add(v, lim)
	} else if v.Cmp(lim) >= 0 {
		return 0, errors.New("integer constant out of range for attribute")
	}
	// Sign-extend from w bits.
	if v.Bit(w-1) == 1 {
		v.Sub(v, lim)
	}
	return v.Int64(), nil
}

// shapeFunctionLibrary is shape.function_library:
//
//	shape.function_library @name attr-dict-with-keyword region
//	    mapping dictionary
//
// Its terminator is not implied (mlir-opt's parser leaves it out).
type shapeFunctionLibrary struct{}

func (shapeFunctionLibrary) Parse(p dialect.Parser, st *ast.CustomOp) error {
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	var err error
	if st.Attrs, err = p.ParseOptionalAttrDictWithKeyword(); err != nil {
		return err
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("mapping"); err != nil {
		return err
	}
	pos := p.Pos()
	mapping, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	if _, ok := mapping.(*ast.DictAttr); !ok {
		return p.Errorf(pos, "invalid kind of attribute specified")
	}
	st.Props = append(st.Props,
		ast.NamedAttr{Pos: p.OpNamePos(), Name: "sym_name", Value: &ast.StringAttr{Value: name}},
		ast.NamedAttr{Pos: pos, Name: "mapping", Value: mapping})
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (shapeFunctionLibrary) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if name, ok := shared.Prop(op, "sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	p.PrintOptionalAttrDictWithKeyword(shared.AllAttrs(op), []string{"mapping", "sym_name"})
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, false, false)
	p.WriteString(" mapping ")
	if m := shared.Prop(op, "mapping"); m != nil {
		p.PrintAttributeWithoutType(m)
	}
}

// shapeReduce is shape.reduce:
//
//	shape.reduce `(` %shape (, %init)* `)` : type (-> types)? region attr-dict
//
// The region spells its block's arguments (index, extent, accumulators).
type shapeReduce struct{}

func (shapeReduce) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ops, err := dialect.ParseOperandList(p, dialect.Paren, -1)
	if err != nil {
		return err
	}
	// Unreachable for a case both tools pass: on `()` mlir-opt 22 reads
	// the first of no operands and runs out of memory; the words are
	// gomlir's.
	if len(ops) == 0 {
		return p.Errorf(p.OpNamePos(), "expected the shape operand")
	}
	shape, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	if len(results) != len(ops)-1 {
		return p.Errorf(p.OpNamePos(), "number of operands and types do not match: got %d operands and %d types", len(ops)-1, len(results))
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{ops[:1], ops[1:]}
	st.OperandTypes = [][]ast.Type{{shape}, results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (shapeReduce) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString("(")
	p.PrintOperand(op.Operands[0])
	p.WriteString(", ")
	p.PrintOperands(op.Operands[1:])
	p.WriteString(") : ")
	p.PrintType(op.Operands[0].Type())
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), true, true, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}
