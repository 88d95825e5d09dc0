// Package tosa is the Go side of the tosa dialect (see Register); package
// dialects registers it with the other upstream dialects.
package tosa

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds tosa's hand-written syntaxes: the ops whose attribute
// dictionary may spell an enum attribute as a bare case keyword
// (nan_mode, rounding_mode, the resize mode, block_size), cond_if,
// while_loop (scf.while's syntax), and tosa.variable's
// custom<VariableOpTypeOrInitialValue>.

// Register registers what Go knows of the tosa dialect in h.
func Register(h *registry.Hooks) {
	tosaVerifiers(h)
	defVerifiers(h)
	nan := tosaEnum{attr: "nan_mode", mnemonic: "nan_mode", what: "nan_mode", cases: []string{"PROPAGATE", "IGNORE"}}
	rounding := tosaEnum{attr: "rounding_mode", mnemonic: "rounding_mode", what: "rounding_mode", cases: []string{"SINGLE_ROUND", "INEXACT_ROUND", "DOUBLE_ROUND"}}
	resize := tosaEnum{attr: "mode", mnemonic: "resize_mode", what: "resize mode", cases: []string{"NEAREST_NEIGHBOR", "BILINEAR"}}
	block := tosaEnum{attr: "block_size", mnemonic: "block_size", what: "block_size", cases: []string{"BLOCK_SIZE_32"}}
	for name, s := range map[string]tosaEnumSyntax{
		"tosa.argmax":                 {"", nan, 1, 1},
		"tosa.clamp":                  {"", nan, 1, 1},
		"tosa.max_pool2d":             {"", nan, 1, 1},
		"tosa.maximum":                {"", nan, 2, 1},
		"tosa.minimum":                {"", nan, 2, 1},
		"tosa.reduce_max":             {"", nan, 1, 1},
		"tosa.reduce_min":             {"", nan, 1, 1},
		"tosa.apply_scale":            {"", rounding, 3, 1},
		"tosa.rescale":                {"", rounding, 5, 1},
		"tosa.resize":                 {"", resize, 4, 1},
		"tosa.cast_from_block_scaled": {"", block, 2, 1},
		"tosa.cast_to_block_scaled":   {"", block, 1, 2},
		"tosa.matmul_t_block_scaled":  {"", block, 4, 1},
	} {
		s.name = name
		h.Syntax(name, s)
	}
	h.Syntax("tosa.cond_if", tosaCondIf{})
	// tosa.while_loop's syntax is a copy of scf.while's.
	h.Syntax("tosa.while_loop", shared.WhileSyntax{})
	h.Directive("tosa", "VariableOpTypeOrInitialValue", tosaVariableTypeOrInitialValue)
}

// tosaEnum is the enum attribute a tosa op's dictionary may spell as a
// bare keyword: `nan_mode = IGNORE` for #tosa.nan_mode<IGNORE>.
type tosaEnum struct {
	attr     string // the attribute's name
	mnemonic string // its attribute's mnemonic
	what     string // its name in "invalid ... value"
	cases    []string
}

// tosaEnumSyntax is the syntax of the tosa ops with such an attribute:
//
//	tosa.maximum %a, %b ({name = value, ...})? : (types) -> types
//
// where the op's enum attribute may be a bare case keyword. Printed, the
// dictionary holds the inherent and discardable attributes merged and
// sorted, every tosa enum attribute spelled as its bare keyword, and
// nan_mode left out when it is PROPAGATE (its default).
type tosaEnumSyntax struct {
	name              string // for the verifier's messages
	enum              tosaEnum
	operands, results int
}

func (s tosaEnumSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var ops []ast.ValueUse
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		ops = append(ops, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if p.Peek("{") {
		dict, err := s.parseDict(p)
		if err != nil {
			return err
		}
		st.Attrs = dict
	}
	ft, err := dialect.ParseColonFunctionType(p)
	if err != nil {
		return err
	}
	if len(ops) != len(ft.Inputs) {
		return p.Errorf(p.Pos(), "number of operands and types do not match: got %d operands and %d types", len(ops), len(ft.Inputs))
	}
	// The op's verifier's counts, checked here since the groups are
	// single operands and results.
	name := p.OpNamePos()
	switch {
	case len(ops) != s.operands:
		return shared.EmitError(p, name, fmt.Sprintf("'%s' op expected %d operands, but found %d", s.name, s.operands, len(ops)))
	case s.results == 1 && len(ft.Results) != 1:
		return shared.EmitError(p, name, fmt.Sprintf("'%s' op requires one result", s.name))
	case len(ft.Results) != s.results:
		return shared.EmitError(p, name, fmt.Sprintf("'%s' op expected %d results, but found %d", s.name, s.results, len(ft.Results)))
	}
	for i := range ops {
		st.Operands = append(st.Operands, ops[i:i+1])
		st.OperandTypes = append(st.OperandTypes, ft.Inputs[i:i+1])
	}
	for i := range ft.Results {
		st.ResultTypes = append(st.ResultTypes, ft.Results[i:i+1])
	}
	return nil
}

// parseDict parses `{name = value, ...}`: every entry has a value, and
// the op's enum attribute may be a bare keyword.
func (s tosaEnumSyntax) parseDict(p dialect.Parser) (*ast.DictAttr, error) {
	dict := &ast.DictAttr{Pos: p.Pos()}
	if err := p.ParsePunct("{"); err != nil {
		return nil, err
	}
	if p.ParseOptionalPunct("}") {
		return dict, nil
	}
	for {
		pos := p.Pos()
		name, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			// Unreachable for a -verify-diagnostics case: mlir-opt 22
			// fails here without a diagnostic; gomlir says what is
			// missing.
			return nil, p.Errorf(pos, "expected attribute name")
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		var v ast.Attr
		kw, isKw := "", false
		if name == s.enum.attr {
			kw, isKw = p.ParseOptionalKeywordOf(nil)
		}
		if isKw {
			if !slices.Contains(s.enum.cases, kw) {
				return nil, p.Errorf(p.Pos(), "invalid %s value: %s", s.enum.what, kw)
			}
			v = &ast.DialectAttr{Dialect: "tosa", Name: s.enum.mnemonic, Body: kw, HasBody: true}
		} else {
			var err error
			if v, err = p.ParseAttribute(nil); err != nil {
				return nil, err
			}
		}
		dict.Entries = append(dict.Entries, ast.NamedAttr{Pos: pos, Name: name, Value: v})
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct("}"); err != nil {
		return nil, err
	}
	return dict, nil
}

func (s tosaEnumSyntax) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	var shown []ir.NamedAttribute
	for _, a := range shared.AllAttrs(op) {
		if c, ok := tosaEnumCase(a.Value); ok && a.Name == "nan_mode" && c == "PROPAGATE" {
			continue
		}
		shown = append(shown, a)
	}
	if len(shown) > 0 {
		p.WriteString(" {")
		for i, a := range shown {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(a.Name)
			p.WriteString(" = ")
			if c, ok := tosaEnumCase(a.Value); ok {
				p.WriteString(c)
			} else {
				p.PrintAttribute(a.Value)
			}
		}
		p.WriteString("}")
	}
	p.WriteString(" : ")
	shared.PrintFunctionalType(p, shared.ValueTypes(op.Operands), shared.ResultTypes(op))
}

// tosaEnumCase returns the case of a tosa enum attribute
// (#tosa.nan_mode<IGNORE> is IGNORE).
func tosaEnumCase(a ir.Attribute) (string, bool) {
	if da, ok := a.(*ir.DialectAttr); ok {
		if w, ok := shared.EnumWord(a, "tosa", da.Mnemonic()); ok {
			switch da.Mnemonic() {
			case "nan_mode", "rounding_mode", "resize_mode", "block_size":
				return w, true
			}
		}
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "tosa" {
		return "", false
	}
	for _, m := range []string{"nan_mode<", "rounding_mode<", "resize_mode<", "block_size<"} {
		if c, ok := strings.CutPrefix(o.Data, m); ok {
			return strings.TrimSuffix(c, ">"), true
		}
	}
	return "", false
}

// tosaCondIf is tosa.cond_if:
//
//	tosa.cond_if %cond (`(` %arg = %init, ... `)` : type function-type
//	            | : type (-> types)?) region (else region)? attr-dict
//
// The regions spell their entry blocks' arguments themselves; no
// terminator is implied.
type tosaCondIf struct{}

func (tosaCondIf) Parse(p dialect.Parser, st *ast.CustomOp) error {
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var inits []ast.ValueUse
	list := p.Peek("(")
	if list {
		if _, inits, _, err = dialect.ParseOptionalAssignmentList(p); err != nil {
			return err
		}
	}
	condType, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	inputs, results := []ast.Type{}, []ast.Type{}
	if list {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			p.Errorf(p.Pos(), "expected list of types for block arguments followed by arrow type and list of return types")
			return err
		}
		ft, ok := t.(*ast.FunctionType)
		if !ok {
			// parseType's error, then upstream's own after the type.
			err := p.Errorf(pos, "invalid kind of type specified: expected builtin.function, but found '%s'", dialect.ASTTypeString(t))
			_ = p.Errorf(p.Pos(), "expected list of types for block arguments followed by arrow type and list of return types")
			return err
		}
		if len(ft.Inputs) != len(inits) {
			return p.Errorf(p.Pos(), "expected as many input types as operands (expected %d got %d)", len(inits), len(ft.Inputs))
		}
		inputs, results = shared.NonNil(ft.Inputs), shared.NonNil(ft.Results)
	} else if results, err = dialect.ParseOptionalArrowTypeList(p); err != nil {
		return err
	}
	then, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	els := &ast.Region{}
	if p.ParseOptionalKeyword("else") {
		if els, err = p.ParseRegion(nil); err != nil {
			return err
		}
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{cond}, inits}
	st.OperandTypes = [][]ast.Type{{condType}, inputs}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{then}, {els}}
	return nil
}

func (tosaCondIf) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	inputs := op.Operands[1:]
	shared.PrintInitializationList(p, shared.EntryArgs(op, 0), inputs, " ")
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	if len(inputs) > 0 {
		p.WriteString(" (")
		p.PrintTypes(shared.ValueTypes(inputs))
		p.WriteString(")")
	}
	p.WriteString(" -> ")
	shared.PrintArrowTypeList(p, shared.ResultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), true, true, false)
	if els := shared.Region(op, 1); len(els.Blocks) > 0 {
		p.WriteString(" else ")
		p.PrintRegion(els, true, true, false)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// tosaVariableTypeOrInitialValue is tosa.variable's
// custom<VariableOpTypeOrInitialValue>($var_shape, $type, $initial_value):
//
//	= typed-attribute | : ranked-type
//
// var_shape (a dense index tensor) and type (the element type) are the
// shape and element type of the initial value's type or of the type.
var tosaVariableTypeOrInitialValue = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 3 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.AttrArg || args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<VariableOpTypeOrInitialValue> expects ($var_shape, $type, $initial_value)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		var t ast.Type
		if p.ParseOptionalPunct("=") {
			v, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			args[2].Attr = v
			t = attrType(v)
		} else {
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			var err error
			if t, err = p.ParseType(); err != nil {
				return err
			}
		}
		var shape []int64
		var elem ast.Type
		switch t := t.(type) {
		case *ast.TensorType:
			if t.Unranked {
				return p.Errorf(p.Pos(), "expected ranked type")
			}
			shape, elem = t.Shape, t.Elem
		case *ast.VectorType:
			for _, d := range t.Dims {
				shape = append(shape, d.Size)
			}
			elem = t.Elem
		default:
			return p.Errorf(p.Pos(), "expected shaped type")
		}
		args[0].Attr = indexTensor(shape)
		args[1].Attr = &ast.TypeAttr{Type: elem}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if v := args[2].Attr; v != nil {
			p.WriteString("= ")
			p.PrintAttribute(v)
			return
		}
		shape, _ := args[0].Attr.(*ir.DenseElementsAttr)
		elem, _ := args[1].Attr.(*ir.TypeAttr)
		if shape == nil || elem == nil {
			return
		}
		p.WriteString(": ")
		p.PrintType(&ir.RankedTensorType{Shape: denseInts(shape), Elem: elem.Type})
	},
}

// attrType is the type a typed attribute spells, or nil.
func attrType(a ast.Attr) ast.Type {
	switch a := a.(type) {
	case *ast.DenseAttr:
		return a.Type
	case *ast.DenseResourceAttr:
		return a.Type
	case *ast.SparseAttr:
		return a.Type
	}
	return nil
}

// indexTensor is `dense<[d0, d1, ...]> : tensor<Nxindex>`, ? dimensions
// written as -1.
func indexTensor(shape []int64) *ast.DenseAttr {
	elems := make([]*ast.DenseElem, len(shape))
	for i, d := range shape {
		if d == ast.Dynamic {
			d = -1
		}
		elems[i] = &ast.DenseElem{Lit: ast.Literal{Kind: ast.LitInt, Text: fmt.Sprint(d)}}
	}
	return &ast.DenseAttr{
		Elems: &ast.DenseElem{IsList: true, List: elems},
		Type:  &ast.TensorType{Shape: []int64{int64(len(shape))}, Elem: shared.IndexType()},
	}
}

// denseInts returns the elements of an integer dense attribute as signed
// 64-bit values, ShapedType's dynamic size for -1.
func denseInts(a *ir.DenseElementsAttr) []int64 {
	var out []int64
	for _, v := range shared.DenseUints(a) {
		n := int64(v.Uint64())
		if n == -1 {
			n = ast.Dynamic
		}
		out = append(out, n)
	}
	return out
}
