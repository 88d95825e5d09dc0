// Package irdl is the Go side of the irdl dialect (see Register); package
// dialects registers it with the other upstream dialects.
package irdl

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds irdl's custom directives: the single-block region of
// its definitions, named value lists (with variadicities) and attribute
// lists.

// Register registers what Go knows of the irdl dialect in h.
func Register(h *registry.Hooks) {
	h.Directive("irdl", "SingleBlockRegion", irdlSingleBlockRegion)
	h.Directive("irdl", "NamedValueList", irdlNamedValueList)
	h.Directive("irdl", "NamedValueListWithVariadicity", irdlNamedValueList)
	h.Directive("irdl", "AttributesOp", irdlAttributes)
	verifiers(h)
}

// irdlSingleBlockRegion is custom<SingleBlockRegion>($body): an optional
// region, a single empty block when absent or empty, printed only when its
// block holds ops.
var irdlSingleBlockRegion = &asmformat.CustomDirective{
	Check: shared.CheckKinds("SingleBlockRegion", asmformat.RegionArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		r, ok, err := p.ParseOptionalRegion(nil)
		if err != nil {
			return err
		}
		if !ok {
			pos := p.Pos()
			r = &ast.Region{LBrace: pos, RBrace: pos}
		}
		if len(r.Blocks) == 0 {
			r.Blocks = []*ast.Block{{Pos: r.RBrace}}
		}
		args[0].Regions = []*ast.Region{r}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Regions) == 0 {
			return
		}
		r := args[0].Regions[0]
		if len(r.Blocks) == 0 || len(r.Blocks[0].Ops) == 0 {
			return
		}
		p.PrintRegion(r, true, true, false)
	},
}

// irdlNamedValueList is custom<NamedValueList>($args, $names) and
// custom<NamedValueListWithVariadicity>($args, $names, $variadicity):
//
//	`(` (name `:` (single | optional | variadic)? %value) (, ...)* `)`
//
// the variadicity only with the variadicity array, whose single entries
// print bare.
var irdlNamedValueList = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) < 2 || len(args) > 3 || args[0].Kind != asmformat.OperandArg || args[1].Kind != asmformat.AttrArg ||
			len(args) == 3 && args[2].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<NamedValueList> expects ($args, $names) and, with variadicity, $variadicity")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		withVariadicity := len(args) == 3
		names := &ast.ArrayAttr{Elems: []ast.Attr{}}
		var values []ast.ValueUse
		var variadicity []string
		err := dialect.ParseCommaList(p, dialect.Paren, "", func() error {
			name, ok := p.ParseOptionalKeywordOf(nil)
			if !ok {
				if name, ok = p.ParseOptionalString(); !ok {
					return p.Errorf(p.Pos(), "expected valid keyword")
				}
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			v := "single"
			if withVariadicity {
				if kw, ok := p.ParseOptionalKeywordOf([]string{"single", "optional", "variadic"}); ok {
					v = kw
				}
			}
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			names.Elems = append(names.Elems, &ast.StringAttr{Value: name})
			values = append(values, u)
			variadicity = append(variadicity, v)
			return nil
		})
		if err != nil {
			return err
		}
		args[0].Operands, args[1].Attr = values, names
		if withVariadicity {
			body := "variadicity_array["
			for i, v := range variadicity {
				if i > 0 {
					body += ", "
				}
				body += " " + v
			}
			args[2].Attr = &ast.DialectAttr{Dialect: "irdl", Body: body + "]", HasBody: true}
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		names, _ := args[1].Attr.(*ir.ArrayAttr)
		var variadicity []string
		if len(args) == 3 {
			variadicity = irdlVariadicities(args[2].Attr)
		}
		p.WriteString("(")
		for i, v := range args[0].Operands {
			if i > 0 {
				p.WriteString(", ")
			}
			if names != nil && i < len(names.Elems) {
				if s, ok := names.Elems[i].(*ir.StringAttr); ok {
					p.WriteString(s.Value)
				}
			}
			p.WriteString(": ")
			if i < len(variadicity) && variadicity[i] != "single" {
				p.WriteString(variadicity[i])
				p.WriteString(" ")
			}
			p.PrintOperand(v)
		}
		p.WriteString(")")
	},
}

// irdlVariadicities reads #irdl<variadicity_array[ single,  variadic]>.
func irdlVariadicities(a ir.Attribute) []string {
	if da, ok := a.(*ir.DialectAttr); ok && da.Dialect == "irdl" && da.Mnemonic() == "variadicity_array" {
		var out []string
		for _, e := range da.Params.List("value") {
			if v, ok := e.Attr.(*ir.DialectAttr); ok {
				if _, w, ok := v.Params.Enum("value"); ok {
					out = append(out, w)
					continue
				}
			}
			out = append(out, e.Text)
		}
		return out
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "irdl" {
		return nil
	}
	body, ok := strings.CutPrefix(o.Data, "variadicity_array[")
	if !ok {
		return nil
	}
	body = strings.TrimSuffix(body, "]")
	var out []string
	for _, v := range strings.Split(body, ",") {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// irdlAttributes is irdl.attributes' custom<AttributesOp>($values,
// $names): nothing, or `{` "name" `=` %value (, ...)* `}`.
var irdlAttributes = &asmformat.CustomDirective{
	Check: shared.CheckKinds("AttributesOp", asmformat.OperandArg, asmformat.AttrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		names := &ast.ArrayAttr{Elems: []ast.Attr{}}
		args[1].Attr = names
		if !p.ParseOptionalPunct("{") {
			return nil
		}
		var values []ast.ValueUse
		for {
			name, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			if _, ok := name.(*ast.StringAttr); !ok {
				// The op's verifier's message.
				return shared.EmitError(p, p.OpNamePos(), "'irdl.attributes' op attribute 'attributeValueNames' failed to satisfy constraint: string array attribute")
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			names.Elems, values = append(names.Elems, name), append(values, v)
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
		p.WriteString("{")
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
