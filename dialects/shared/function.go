package shared

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// FunctionSyntax is the syntax of function-like ops (func.func; later
// llvm.func, gpu.func): mlir's function_interface_impl.
//
//	func.func (private|public|nested)? @name(%a: T {attrs}, ...) -> (R {attrs}, ...)
//	          (attributes {...})? ({ body })?
//
// An external function (no body) spells its arguments as types only.
type FunctionSyntax struct {
	// Variadic allows a trailing `...` (llvm.func).
	Variadic bool
	// TypeAttr is the inherent attribute holding the function type (""
	// for function_type; wasmssa.func's is functionType).
	TypeAttr string
	// Elided are inherent attributes, besides functionElided, that the
	// printer leaves out of the dictionary (the op prints them itself).
	Elided []string
	// Inputs, when not nil, makes the function type's inputs of the
	// argument types as written, where the signature ends (the C++
	// parser's buildFuncType: wasmssa.func's arguments are local refs).
	Inputs func(p dialect.Parser, args []ast.Type) ([]ast.Type, error)
}

func (s FunctionSyntax) typeName() string {
	if s.TypeAttr == "" {
		return "function_type"
	}
	return s.TypeAttr
}

// The inherent attributes of a function op the syntax spells itself.
var functionElided = []string{"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"}

func (s FunctionSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	// The visibility is an attribute as parsed: the lowering makes it a
	// Property of the ops that define it (func.func), and leaves it
	// discardable on the others (pdl_interp.func), as mlir-opt does.
	var visibility []ast.NamedAttr
	if vis, ok := p.ParseOptionalKeywordOf([]string{"private", "public", "nested"}); ok {
		visibility = []ast.NamedAttr{{Name: "sym_visibility", Value: &ast.StringAttr{Value: vis}}}
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	st.Props = append(st.Props, ast.NamedAttr{Name: "sym_name", Value: &ast.StringAttr{Value: name}})

	sig, err := ParseFunctionSignature(p, s.Variadic)
	if err != nil {
		return err
	}
	if s.Inputs != nil {
		if sig.ArgTypes, err = s.Inputs(p, sig.ArgTypes); err != nil {
			return err
		}
	}
	st.Props = append(st.Props, sig.Props(s.typeName())...)
	attrsPos := p.Pos()
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	// What the syntax spells itself cannot be written again in the
	// dictionary (function_interface_impl's check): it would rename the
	// function or change its type.
	if attrs != nil {
		for _, name := range []string{"sym_visibility", "sym_name", s.typeName()} {
			for _, e := range attrs.Entries {
				if e.Name == name {
					return p.Errorf(attrsPos, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", name)
				}
			}
		}
	}
	st.Attrs = attrs
	if visibility != nil {
		if st.Attrs == nil {
			st.Attrs = &ast.DictAttr{}
		}
		st.Attrs.Entries = append(visibility, st.Attrs.Entries...)
	}

	// The body, whose entry block's arguments are the named arguments.
	bodyPos := p.Pos()
	body, ok, err := p.ParseOptionalRegion(sig.EntryArgs())
	if err != nil {
		return err
	}
	switch {
	case !ok:
		body = &ast.Region{} // an external function
	case len(body.Blocks) == 0:
		return p.Errorf(bodyPos, "expected non-empty function body")
	}
	// A body after type-only arguments parses (its entry block has no
	// arguments); mlir-opt's verifier then rejects the signature mismatch.
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (s FunctionSyntax) Print(p dialect.Printer, op *ir.Operation) {
	get := func(name string) ir.Attribute { return Property(op, name) }
	p.WriteString(" ")
	if vis, ok := get("sym_visibility").(*ir.StringAttr); ok {
		p.WriteString(vis.Value)
		p.WriteString(" ")
	}
	if name, ok := get("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(name.Value)
	}
	var fn *ir.FunctionType
	if t, ok := get(s.typeName()).(*ir.TypeAttr); ok {
		fn, _ = t.Type.(*ir.FunctionType)
	}
	if fn == nil {
		fn = &ir.FunctionType{}
	}
	argAttrs, _ := get("arg_attrs").(*ir.ArrayAttr)
	resAttrs, _ := get("res_attrs").(*ir.ArrayAttr)
	var body *ir.Region
	if len(op.Regions) > 0 {
		body = op.Regions[0]
	}
	external := body == nil || len(body.Blocks) == 0
	PrintFunctionSignature(p, fn, body, argAttrs, resAttrs, s.Variadic)
	elided := functionElided
	if s.TypeAttr != "" || len(s.Elided) > 0 {
		elided = append(append(append([]string{}, functionElided...), s.typeName()), s.Elided...)
	}
	p.PrintOptionalAttrDictWithKeyword(AllAttrs(op), elided)
	if !external {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// FuncSignature is a function signature as parsed: MLIR's
// function_interface_impl::parseFunctionSignatureWithArguments.
type FuncSignature struct {
	Args               []ast.BlockArg
	Named              int // 1: arguments named (a definition), 0: types only, -1: no arguments
	ArgTypes, ResTypes []ast.Type
	// ArgAttrs and ResAttrs have one dictionary per argument and result
	// (empty when none was written); AnyArgAttrs and AnyResAttrs tell
	// whether any is not empty.
	ArgAttrs, ResAttrs       []ast.Attr
	AnyArgAttrs, AnyResAttrs bool
	// Variadic: the arguments end with `...`.
	Variadic bool
}

// ParseFunctionSignature parses
//
//	`(` (%a: T {attrs}? | T {attrs}?) (`,` ...)* (`,` `...`)? `)` (`->` results)?
//
// where results are `T` or `(T {attrs}?, ...)`; allowVariadic accepts the
// trailing `...`.
func ParseFunctionSignature(p dialect.Parser, allowVariadic bool) (*FuncSignature, error) {
	sig := &FuncSignature{Named: -1}
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	if !p.ParseOptionalPunct(")") {
		for {
			if allowVariadic && p.ParseOptionalPunct("...") {
				sig.Variadic = true
				if err := p.ParsePunct(")"); err != nil {
					return nil, err
				}
				break
			}
			pos := p.Pos()
			arg, attrs, isArg, err := p.ParseOptionalArgument(true, true)
			if err != nil {
				return nil, err
			}
			switch {
			case sig.Named == 0 && isArg:
				return nil, p.Errorf(pos, "expected type instead of SSA identifier")
			case sig.Named == 1 && !isArg:
				return nil, p.Errorf(pos, "expected SSA identifier")
			case isArg:
				sig.Named = 1
			default:
				sig.Named = 0
			}
			if !isArg {
				t, err := p.ParseType()
				if err != nil {
					return nil, err
				}
				arg = ast.BlockArg{Pos: pos, Type: t}
				if attrs, err = p.ParseOptionalAttrDict(); err != nil {
					return nil, err
				}
				// A declaration's argument may have a location too; mlir-opt
				// reads it and has nowhere to keep it.
				if arg.Loc, err = p.ParseOptionalLocationSpecifier(); err != nil {
					return nil, err
				}
			}
			sig.Args = append(sig.Args, arg)
			sig.ArgTypes = append(sig.ArgTypes, arg.Type)
			if attrs != nil && len(attrs.Entries) > 0 {
				sig.AnyArgAttrs = true
				sig.ArgAttrs = append(sig.ArgAttrs, attrs)
			} else {
				sig.ArgAttrs = append(sig.ArgAttrs, &ast.DictAttr{})
			}
			if p.ParseOptionalPunct(")") {
				break
			}
			if !p.ParseOptionalPunct(",") {
				return nil, p.WrongToken("expected ')'") // parseCommaSeparatedList's words
			}
		}
	}

	// Results: `-> T`, `-> (T {attrs}, ...)`.
	if !p.ParseOptionalPunct("->") {
		return sig, nil
	}
	if err := ParseResultList(p, sig); err != nil {
		return nil, err
	}
	return sig, nil
}

// ParseResultList parses what follows a signature's `->`: one type, or
// `(T {attrs}?, ...)`, into sig's results.
func ParseResultList(p dialect.Parser, sig *FuncSignature) error {
	parseResult := func() error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		sig.ResTypes = append(sig.ResTypes, t)
		if attrs != nil && len(attrs.Entries) > 0 {
			sig.AnyResAttrs = true
			sig.ResAttrs = append(sig.ResAttrs, attrs)
		} else {
			sig.ResAttrs = append(sig.ResAttrs, &ast.DictAttr{})
		}
		return nil
	}
	if p.ParseOptionalPunct("(") {
		if p.ParseOptionalPunct(")") {
			return nil
		}
		for {
			if err := parseResult(); err != nil {
				return err
			}
			if p.ParseOptionalPunct(")") {
				return nil
			}
			if !p.ParseOptionalPunct(",") {
				return p.WrongToken("expected ')'")
			}
		}
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	sig.ResTypes = append(sig.ResTypes, t)
	sig.ResAttrs = append(sig.ResAttrs, &ast.DictAttr{})
	return nil
}

// Props are the signature's inherent attributes: the function type (named
// typeAttr), and arg_attrs and res_attrs when any dictionary is not empty.
func (sig *FuncSignature) Props(typeAttr string) []ast.NamedAttr {
	st := &ast.CustomOp{Props: []ast.NamedAttr{{Name: typeAttr,
		Value: &ast.TypeAttr{Type: &ast.FunctionType{Inputs: sig.ArgTypes, Results: sig.ResTypes}}}}}
	sig.SetAttrProps(st)
	return st.Props
}

// SetAttrProps sets arg_attrs and res_attrs when any dictionary of the
// signature is not empty.
func (sig *FuncSignature) SetAttrProps(st *ast.CustomOp) {
	if sig.AnyArgAttrs {
		SetProp(st, "arg_attrs", &ast.ArrayAttr{Elems: sig.ArgAttrs})
	}
	if sig.AnyResAttrs {
		SetProp(st, "res_attrs", &ast.ArrayAttr{Elems: sig.ResAttrs})
	}
}

// ParseOptionalBody parses the function's body, if any, whose entry
// block's arguments are the signature's named ones; an external
// function's body is an empty region.
func (sig *FuncSignature) ParseOptionalBody(p dialect.Parser) (*ast.Region, error) {
	body, ok, err := p.ParseOptionalRegion(sig.EntryArgs())
	if err != nil {
		return nil, err
	}
	if !ok {
		body = &ast.Region{}
	}
	return body, nil
}

// EntryArgs are the body's entry block arguments the signature declares:
// the named arguments, or none (not nil) for type-only ones.
func (sig *FuncSignature) EntryArgs() []ast.BlockArg {
	if sig.Named == 1 {
		return sig.Args
	}
	return []ast.BlockArg{}
}

// PrintFunctionSignature prints `(args) -> results` as
// function_interface_impl::PrintFunctionSignature does: the arguments as
// the body's entry block arguments (types only when there is no body),
// the results parenthesized when there are several, one is a function
// type or has attributes.
func PrintFunctionSignature(p dialect.Printer, fn *ir.FunctionType, body *ir.Region, argAttrs, resAttrs *ir.ArrayAttr, variadic bool) {
	dictAt := func(a *ir.ArrayAttr, i int) *ir.DictionaryAttr {
		if a == nil || i >= len(a.Elems) {
			return nil
		}
		d, _ := a.Elems[i].(*ir.DictionaryAttr)
		return d
	}
	external := body == nil || len(body.Blocks) == 0
	p.WriteString("(")
	for i, t := range fn.Inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		d := dictAt(argAttrs, i)
		if !external && i < len(body.Blocks[0].Args) {
			p.PrintArgument(body.Blocks[0].Args[i], d, false)
			continue
		}
		p.PrintType(t)
		if d != nil {
			p.PrintOptionalAttrDict(d.Entries, nil)
		}
	}
	if variadic {
		if len(fn.Inputs) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if len(fn.Results) > 0 {
		p.WriteString(" -> ")
		_, isFn := fn.Results[0].(*ir.FunctionType)
		d0 := dictAt(resAttrs, 0)
		parens := len(fn.Results) > 1 || isFn || d0 != nil && len(d0.Entries) > 0
		if parens {
			p.WriteString("(")
		}
		for i, t := range fn.Results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			if d := dictAt(resAttrs, i); d != nil {
				p.PrintOptionalAttrDict(d.Entries, nil)
			}
		}
		if parens {
			p.WriteString(")")
		}
	}
}

// RejectGivenTwice reports, as mlir-opt's parser does after a hand-written
// syntax, an entry of dict named as an attribute the syntax already added
// to the op (names): the dictionary would silently replace it.
func RejectGivenTwice(p dialect.Parser, dict *ast.DictAttr, names ...string) error {
	if dict == nil {
		return nil
	}
	for _, e := range dict.Entries {
		for _, n := range names {
			if e.Name == n {
				return p.Errorf(p.OpNamePos(), "attribute '%s' occurs more than once in the attribute list", n)
			}
		}
	}
	return nil
}

// DictNames returns the names of a dictionary's entries.
func DictNames(d *ast.DictAttr) []string {
	out := make([]string, len(d.Entries))
	for i, e := range d.Entries {
		out[i] = e.Name
	}
	return out
}
