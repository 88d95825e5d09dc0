package dialects

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/ir"
)

// functionSyntax is the syntax of function-like ops (func.func; later
// llvm.func, gpu.func): mlir's function_interface_impl.
//
//	func.func (private|public|nested)? @name(%a: T {attrs}, ...) -> (R {attrs}, ...)
//	          (attributes {...})? ({ body })?
//
// An external function (no body) spells its arguments as types only.
type functionSyntax struct {
	// variadic allows a trailing `...` (llvm.func).
	variadic bool
	// typeAttr is the inherent attribute holding the function type (""
	// for function_type; wasmssa.func's is functionType).
	typeAttr string
	// elided are inherent attributes, besides functionElided, that the
	// printer leaves out of the dictionary (the op prints them itself).
	elided []string
	// inputs, when not nil, makes the function type's inputs of the
	// argument types as written, where the signature ends (the C++
	// parser's buildFuncType: wasmssa.func's arguments are local refs).
	inputs func(p asmformat.Parser, args []ast.Type) ([]ast.Type, error)
}

func (s functionSyntax) typeName() string {
	if s.typeAttr == "" {
		return "function_type"
	}
	return s.typeAttr
}

// The inherent attributes of a function op the syntax spells itself.
var functionElided = []string{"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"}

func (s functionSyntax) Parse(p asmformat.Parser, st *ast.CustomOp) error {
	if vis, ok := p.ParseOptionalKeywordOf([]string{"private", "public", "nested"}); ok {
		st.Props = append(st.Props, ast.NamedAttr{Name: "sym_visibility", Value: &ast.StringAttr{Value: vis}})
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	st.Props = append(st.Props, ast.NamedAttr{Name: "sym_name", Value: &ast.StringAttr{Value: name}})

	// The signature: `(` arguments `)`, named (a definition) or types only
	// (a declaration), but not both.
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var (
		args     []ast.BlockArg
		argTypes []ast.Type
		argAttrs []ast.Attr
		anyAttrs bool
		named    = -1 // unknown until the first argument
	)
	if !p.ParseOptionalPunct(")") {
		for {
			pos := p.Pos()
			arg, attrs, isArg, err := p.ParseOptionalArgument(true, true)
			if err != nil {
				return err
			}
			switch {
			case named == 0 && isArg:
				return p.Errorf(pos, "expected type instead of SSA identifier")
			case named == 1 && !isArg:
				return p.Errorf(pos, "expected SSA identifier")
			case isArg:
				named = 1
			default:
				named = 0
			}
			if !isArg {
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				arg = ast.BlockArg{Pos: pos, Type: t}
				if attrs, err = p.ParseOptionalAttrDict(); err != nil {
					return err
				}
			}
			args = append(args, arg)
			argTypes = append(argTypes, arg.Type)
			if attrs != nil && len(attrs.Entries) > 0 {
				anyAttrs = true
				argAttrs = append(argAttrs, attrs)
			} else {
				argAttrs = append(argAttrs, &ast.DictAttr{})
			}
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
			if s.variadic && p.ParseOptionalPunct("...") {
				if err := p.ParsePunct(")"); err != nil {
					return err
				}
				break
			}
		}
	}

	// Results: `-> T`, `-> (T {attrs}, ...)`.
	var resTypes []ast.Type
	var resAttrs []ast.Attr
	anyResAttrs := false
	if p.ParseOptionalPunct("->") {
		parseResult := func() error {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			attrs, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			resTypes = append(resTypes, t)
			if attrs != nil && len(attrs.Entries) > 0 {
				anyResAttrs = true
				resAttrs = append(resAttrs, attrs)
			} else {
				resAttrs = append(resAttrs, &ast.DictAttr{})
			}
			return nil
		}
		if p.ParseOptionalPunct("(") {
			if !p.ParseOptionalPunct(")") {
				for {
					if err := parseResult(); err != nil {
						return err
					}
					if p.ParseOptionalPunct(")") {
						break
					}
					if err := p.ParsePunct(","); err != nil {
						return err
					}
				}
			}
		} else {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			resTypes = append(resTypes, t)
			resAttrs = append(resAttrs, &ast.DictAttr{})
		}
	}
	if s.inputs != nil {
		var err error
		if argTypes, err = s.inputs(p, argTypes); err != nil {
			return err
		}
	}
	st.Props = append(st.Props, ast.NamedAttr{Name: s.typeName(),
		Value: &ast.TypeAttr{Type: &ast.FunctionType{Inputs: argTypes, Results: resTypes}}})
	if anyAttrs {
		st.Props = append(st.Props, ast.NamedAttr{Name: "arg_attrs", Value: &ast.ArrayAttr{Elems: argAttrs}})
	}
	if anyResAttrs {
		st.Props = append(st.Props, ast.NamedAttr{Name: "res_attrs", Value: &ast.ArrayAttr{Elems: resAttrs}})
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = attrs

	// The body, whose entry block's arguments are the named arguments.
	var entry []ast.BlockArg
	if named == 1 {
		entry = args
	} else {
		entry = []ast.BlockArg{}
	}
	bodyPos := p.Pos()
	body, ok, err := p.ParseOptionalRegion(entry)
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

func (s functionSyntax) Print(p asmformat.Printer, op *ir.Operation) {
	props, _ := op.Properties.(*ir.DictionaryAttr)
	get := func(name string) ir.Attribute {
		if props == nil {
			return nil
		}
		return props.Get(name)
	}
	p.WriteString(" ")
	vis := get("sym_visibility")
	if vis == nil && op.Attrs != nil {
		// An op not declaring it keeps it as a discardable attribute.
		vis = op.Attrs.Get("sym_visibility")
	}
	if vis, ok := vis.(*ir.StringAttr); ok {
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
	dictAt := func(a *ir.ArrayAttr, i int) *ir.DictionaryAttr {
		if a == nil || i >= len(a.Elems) {
			return nil
		}
		d, _ := a.Elems[i].(*ir.DictionaryAttr)
		return d
	}
	var body *ir.Region
	if len(op.Regions) > 0 {
		body = op.Regions[0]
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
	if s.variadic {
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
	elided := functionElided
	if s.typeAttr != "" || len(s.elided) > 0 {
		elided = append(append(append([]string{}, functionElided...), s.typeName()), s.elided...)
	}
	p.PrintOptionalAttrDictWithKeyword(allAttrs(op), elided)
	if !external {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// allAttrs is asmformat.OpAttrs: what a custom printer gets as the op's
// attributes.
func allAttrs(op *ir.Operation) []ir.NamedAttribute { return asmformat.OpAttrs(op) }
