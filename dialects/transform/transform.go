// Package transform is the Go side of the transform dialect (see Register); package
// dialects registers it with the other upstream dialects.
package transform

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the transform dialect's custom directives and
// hand-written syntaxes (named_sequence, structured.split), its ops'
// default dialect, and its ops' result names.

// Register registers what Go knows of the transform dialect in h.
func Register(h *registry.Hooks) {
	snippets(h)
	transformVerifiers(h)
	defVerifiers(h)
	h.Syntax("transform.named_sequence", shared.FunctionSyntax{})
	h.Syntax("transform.structured.split", transformSplit{})
	h.Op("transform.sequence").DefaultDialect = "transform"
	h.Op("transform.with_pdl_patterns").DefaultDialect = "transform"
	h.Op("transform.foreach_match").ResultNames = func(op *ir.Operation, set func(int, string)) {
		if len(op.Results) > 0 {
			set(0, "updated_root")
		}
		if len(op.Results) > 1 {
			set(1, "yielded") // the forwarded outputs, one group
		}
	}
	for name, d := range map[string]*asmformat.CustomDirective{
		"SequenceOpOperands":           transformSequenceOperands,
		"SemiFunctionType":             transformSemiFunctionType,
		"TransformMatchDims":           transformMatchDims,
		"ForeachMatchSymbols":          transformForeachMatchSymbols,
		"ApplyRegisteredPassOptions":   transformPassOptions,
		"PackedOrDynamicIndexList":     transformPackedOrDynamicIndexList,
		"ContinuousTileSizeTypes":      transformTileSizeTypes,
		"MultitileSizesTypes":          transformTileSizeTypes,
		"AlternativesOpSelectedRegion": transformSelectedRegion,
	} {
		h.Directive("transform", name, d)
	}
}

// transformSequenceOperands is transform.sequence's
// custom<SequenceOpOperands>($root, type($root), $extra_bindings,
// type($extra_bindings)):
//
//	(%root (, %extra)* : `(`? type (, type)* `)`?)?
var transformSequenceOperands = &asmformat.CustomDirective{
	Check: shared.CheckKinds("SequenceOpOperands", asmformat.OperandArg, asmformat.TypeArg, asmformat.OperandArg, asmformat.TypeArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		args[1].Types, args[3].Types = []ast.Type{}, []ast.Type{}
		root, ok, err := p.ParseOptionalOperand()
		if err != nil || !ok {
			return err
		}
		var extra []ast.ValueUse
		if p.ParseOptionalPunct(",") {
			if extra, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
				return err
			}
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		paren := p.ParseOptionalPunct("(")
		rootType, err := p.ParseType()
		if err != nil {
			return err
		}
		var types []ast.Type
		if len(extra) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
			if types, err = dialect.ParseTypeList(p); err != nil {
				return err
			}
		}
		if len(types) != len(extra) {
			return p.Errorf(p.OpNamePos(), "expected types to be provided for all operands")
		}
		if paren {
			p.ParseOptionalPunct(")")
		}
		args[0].Operands, args[1].Types = []ast.ValueUse{root}, []ast.Type{rootType}
		args[2].Operands, args[3].Types = extra, shared.NonNil(types)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) == 0 {
			return
		}
		p.PrintOperand(args[0].Operands[0])
		extra := args[2].Operands
		if len(extra) > 0 {
			p.WriteString(", ")
			p.PrintOperands(extra)
		}
		p.WriteString(" : ")
		if len(extra) > 0 {
			p.WriteString("(")
		}
		p.PrintTypes(args[1].Types)
		if len(extra) > 0 {
			p.WriteString(", ")
			p.PrintTypes(args[3].Types)
			p.WriteString(")")
		}
	},
}

// transformSemiFunctionType is custom<SemiFunctionType>(type($arg),
// type($results) [, "false"]):
//
//	`(` type `)` `->` (type | `(` types `)`)   or, without a result, type
//
// A variadic result group takes a type list; a single or optional one a
// type, required after the argument's when the string argument is
// "false" (the result is not optional).
var transformSemiFunctionType = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) < 2 || len(args) > 3 || args[0].Kind != asmformat.TypeArg || args[1].Kind != asmformat.TypeArg ||
			len(args) == 3 && args[2].Kind != asmformat.StringArg {
			return fmt.Errorf("custom<SemiFunctionType> expects (type($argument), type($results)) and an optional \"false\"")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		list := args[1].Length == asmformat.Variadic
		optional := len(args) < 3 || args[2].Name != "false"
		args[1].Types = []ast.Type{}
		paren := true
		if list || optional {
			paren = p.ParseOptionalPunct("(")
		} else if err := p.ParsePunct("("); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		args[0].Types = []ast.Type{t}
		if !paren {
			return nil
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		if list && p.ParseOptionalPunct("(") {
			types, err := dialect.ParseTypeList(p)
			if err != nil {
				return err
			}
			args[1].Types = types
			return p.ParsePunct(")")
		}
		r, err := p.ParseType()
		if err != nil {
			return err
		}
		args[1].Types = []ast.Type{r}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		results := args[1].Types
		if len(results) > 0 {
			p.WriteString("(")
		}
		p.PrintTypes(args[0].Types)
		if len(results) == 0 {
			return
		}
		p.WriteString(") -> ")
		if len(results) > 1 {
			p.WriteString("(")
		}
		p.PrintTypes(results)
		if len(results) > 1 {
			p.WriteString(")")
		}
	},
}

// transformMatchDims is custom<TransformMatchDims>($raw_list,
// $is_inverted, $is_all): `all`, `except(` integers `)`, or integers.
var transformMatchDims = &asmformat.CustomDirective{
	Check: shared.CheckKinds("TransformMatchDims", asmformat.AttrArg, asmformat.AttrArg, asmformat.AttrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if p.ParseOptionalKeyword("all") {
			args[0].Attr, args[2].Attr = shared.I64Array(), &ast.UnitAttr{}
			return nil
		}
		inverted := p.ParseOptionalKeyword("except")
		if inverted {
			args[1].Attr = &ast.UnitAttr{}
			if err := p.ParsePunct("("); err != nil {
				return err
			}
		}
		var values []int64
		for {
			pos := p.Pos()
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if !ok {
				return p.Errorf(pos, "expected integer value")
			}
			values = append(values, n)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		args[0].Attr = shared.I64Array(values...)
		if inverted {
			return p.ParsePunct(")")
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[2].Attr != nil {
			p.WriteString("all")
			return
		}
		if args[1].Attr != nil {
			p.WriteString("except(")
		}
		if a, ok := args[0].Attr.(*ir.DenseArrayAttr); ok {
			for i := range a.Values {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString(strconv.FormatInt(a.Int(i), 10))
			}
		}
		if args[1].Attr != nil {
			p.WriteString(")")
		}
	},
}

// transformForeachMatchSymbols is custom<ForeachMatchSymbols>($matchers,
// $actions): `@matcher -> @action` pairs separated by commas, each on its
// own line, indented two levels further than the op, when printed.
var transformForeachMatchSymbols = &asmformat.CustomDirective{
	Check: shared.CheckKinds("ForeachMatchSymbols", asmformat.AttrArg, asmformat.AttrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		matchers, actions := &ast.ArrayAttr{}, &ast.ArrayAttr{}
		symbol := func() (ast.Attr, error) {
			name, ok := p.ParseOptionalSymbolName()
			if !ok {
				return nil, p.WrongToken("expected valid '@'-identifier for symbol name")
			}
			return &ast.SymbolRefAttr{Root: name}, nil
		}
		for {
			m, err := symbol()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			a, err := symbol()
			if err != nil {
				return err
			}
			matchers.Elems, actions.Elems = append(matchers.Elems, m), append(actions.Elems, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		args[0].Attr, args[1].Attr = matchers, actions
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		matchers, _ := args[0].Attr.(*ir.ArrayAttr)
		actions, _ := args[1].Attr.(*ir.ArrayAttr)
		if matchers == nil || actions == nil {
			return
		}
		for i := 0; i < len(matchers.Elems) && i < len(actions.Elems); i++ {
			p.PrintNewline()
			p.WriteString("    ")
			p.PrintAttribute(matchers.Elems[i])
			p.WriteString(" -> ")
			p.PrintAttribute(actions.Elems[i])
			if i != len(matchers.Elems)-1 {
				p.WriteString(", ")
			}
		}
	},
}

// transformPassOptions is transform.apply_registered_pass's
// custom<ApplyRegisteredPassOptions>($options, $dynamic_options):
//
//	`{` (key `=` (attribute | %param)) (, ...)* `}`
//
// A %param option is stored as #transform.param_operand<index = i>, its
// place among the dynamic options; keys print quoted, sorted.
var transformPassOptions = &asmformat.CustomDirective{
	Check: shared.CheckKinds("ApplyRegisteredPassOptions", asmformat.AttrArg, asmformat.OperandArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		dict := &ast.DictAttr{Pos: p.Pos()}
		if err := p.ParsePunct("{"); err != nil {
			return err
		}
		var dynamic []ast.ValueUse
		seen := map[string]bool{}
		dup := false
		if !p.ParseOptionalPunct("}") {
			for {
				pos := p.Pos()
				key, ok := p.ParseOptionalKeywordOf(nil)
				if !ok {
					if key, ok = p.ParseOptionalString(); !ok {
						return p.Errorf(pos, "expected key to either be an identifier or a string")
					}
				}
				if !p.ParseOptionalPunct("=") {
					return p.WrongToken("expected '='")
				}
				var v ast.Attr
				if u, ok, err := p.ParseOptionalOperand(); err != nil {
					return err
				} else if ok {
					v = &ast.DialectAttr{Dialect: "transform", Name: "param_operand", HasBody: true,
						Body: "index = " + strconv.Itoa(len(dynamic)) + " : i64"}
					dynamic = append(dynamic, u)
				} else if v, err = p.ParseAttribute(nil); err != nil {
					return err
				}
				dup = dup || seen[key]
				seen[key] = true
				dict.Entries = append(dict.Entries, ast.NamedAttr{Pos: pos, Name: key, Value: v})
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct("}"); err != nil {
				return err
			}
		}
		if dup {
			return p.Errorf(p.Pos(), "duplicate keys found in options dictionary")
		}
		args[0].Attr, args[1].Operands = dict, dynamic
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		dict, _ := args[0].Attr.(*ir.DictionaryAttr)
		p.WriteString("{")
		if dict != nil {
			for i, e := range dict.Entries {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintString(e.Name)
				p.WriteString(" = ")
				if n, ok := paramOperandIndex(e.Value); ok && n < len(args[1].Operands) {
					p.PrintOperand(args[1].Operands[n])
				} else {
					p.PrintAttribute(e.Value)
				}
			}
		}
		p.WriteString("}")
	},
}

// paramOperandIndex reads #transform.param_operand<index = N : i64>.
func paramOperandIndex(a ir.Attribute) (int, bool) {
	if da, ok := a.(*ir.DialectAttr); ok && da.Dialect == "transform" && da.Mnemonic() == "param_operand" {
		if i, ok := da.Params.Attr("index").(*ir.IntegerAttr); ok && i.Value.IsInt64() {
			return int(i.Value.Int64()), true
		}
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "transform" {
		return 0, false
	}
	var n int
	if _, err := fmt.Sscanf(o.Data, "param_operand<index = %d", &n); err != nil {
		return 0, false
	}
	return n, true
}

// transformPackedOrDynamicIndexList is
// custom<PackedOrDynamicIndexList>($packed, $values, $static):
// `*(` %packed `)`, or a DynamicIndexList.
var transformPackedOrDynamicIndexList = &asmformat.CustomDirective{
	Check: shared.CheckKinds("PackedOrDynamicIndexList", asmformat.OperandArg, asmformat.OperandArg, asmformat.AttrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if p.ParseOptionalPunct("*") {
			if err := p.ParsePunct("("); err != nil {
				return err
			}
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			args[0].Operands, args[2].Attr = []ast.ValueUse{u}, shared.I64Array()
			return p.ParsePunct(")")
		}
		return asmformat.DynamicIndexList.Parse(p, args[1:])
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) > 0 {
			p.WriteString("*(")
			p.PrintOperand(args[0].Operands[0])
			p.WriteString(")")
			return
		}
		asmformat.DynamicIndexList.Print(p, op, args[1:])
	},
}

// transformTileSizeTypes is custom<MultitileSizesTypes>(type($target),
// type($low), type($high), type($split)) and ContinuousTileSizeTypes
// (with two results): a function type of one argument and one result,
// the type of every result.
var transformTileSizeTypes = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) < 2 {
			return fmt.Errorf("custom<MultitileSizesTypes> expects type($target) and the results' types")
		}
		for _, a := range args {
			if a.Kind != asmformat.TypeArg {
				return fmt.Errorf("custom<MultitileSizesTypes> expects types")
			}
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		ft, ok := t.(*ast.FunctionType)
		if !ok {
			return p.Errorf(pos, "invalid kind of type specified: expected builtin.function, but found '%s'", dialect.ASTTypeString(t))
		}
		if len(ft.Inputs) != 1 || len(ft.Results) != 1 {
			return p.Errorf(pos, "expects a trailing functional type with one argument and one result")
		}
		args[0].Types = ft.Inputs
		for i := 1; i < len(args); i++ {
			args[i].Types = ft.Results
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		shared.PrintFunctionalType(p, args[0].Types, args[1].Types)
	},
}

// transformSelectedRegion is transform.tune.alternatives'
// custom<AlternativesOpSelectedRegion>($selected_region_attr,
// $selected_region_param): an integer (an index attribute) or a %param.
var transformSelectedRegion = &asmformat.CustomDirective{
	Check: shared.CheckKinds("AlternativesOpSelectedRegion", asmformat.AttrArg, asmformat.OperandArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		// A negative index is read as a size_t and wraps, as in mlir-opt:
		// -1 is index -1, which the verifier then reports as out of range.
		n, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if ok {
			args[0].Attr = &ast.IntegerAttr{Text: strconv.FormatInt(n, 10), Type: shared.IndexType()}
			return nil
		}
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf(p.Pos(), "expected either an integer attribute or a transform.param operand")
		}
		args[1].Operands = []ast.ValueUse{u}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if a, ok := args[0].Attr.(*ir.IntegerAttr); ok {
			p.WriteString(a.Value.String())
		}
		if len(args[1].Operands) > 0 {
			p.PrintOperand(args[1].Operands[0])
		}
	},
}

// transformSplit is transform.structured.split:
//
//	transform.structured.split %target after (N | %chunks) attr-dict
//	    : type (, chunks-type)?
//
// The result has the target's type; a dynamic chunk size stores the
// static one as ShapedType's dynamic size.
type transformSplit struct{}

func (transformSplit) Parse(p dialect.Parser, st *ast.CustomOp) error {
	target, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("after"); err != nil {
		return err
	}
	static := dynamicSizeText
	dynamic, isDynamic, err := p.ParseOptionalOperand()
	if err != nil {
		return err
	}
	if !isDynamic {
		pos := p.Pos()
		n, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf(pos, "expected integer value")
		}
		static = strconv.FormatInt(n, 10)
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{target}, nil}
	st.OperandTypes = [][]ast.Type{{t}, {}}
	if isDynamic {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		dt, err := p.ParseType()
		if err != nil {
			return err
		}
		st.Operands[1], st.OperandTypes[1] = []ast.ValueUse{dynamic}, []ast.Type{dt}
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "static_chunk_sizes",
		Value: &ast.IntegerAttr{Text: static, Type: &ast.IntegerType{Width: 64}}})
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

// dynamicSizeText is ShapedType::kDynamic.
const dynamicSizeText = "-9223372036854775808"

func (transformSplit) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(" after ")
	dynamic := len(op.Operands) > 1
	if dynamic {
		p.PrintOperand(op.Operands[1])
	} else if a, ok := shared.Prop(op, "static_chunk_sizes").(*ir.IntegerAttr); ok {
		p.WriteString(a.Value.String())
	}
	p.WriteString(" ")
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"static_chunk_sizes"})
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	if dynamic {
		p.WriteString(", ")
		p.PrintType(op.Operands[1].Type())
	}
}
