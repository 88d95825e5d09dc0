// Package wasmssa is the Go side of the wasmssa dialect (see Register);
// package dialects registers it with the other upstream dialects.
package wasmssa

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

// This file holds the wasmssa dialect's hand-written syntaxes (func,
// global, import_global), custom<ElseRegion>, the local ref type
// `!wasmssa<local ref to T>` and the result types of local, local_get and
// local_tee (WasmSSAOps.cpp).

// Register registers what Go knows of the wasmssa dialect in h: its
// syntaxes, directive, type and inference hooks.
func Register(h *registry.Hooks) {
	snippets(h)
	wasmssaVerifiers(h)
	h.Syntax("wasmssa.func", wasmssaFunc{})
	h.Syntax("wasmssa.global", wasmssaGlobal{})
	h.Syntax("wasmssa.import_global", wasmssaImportGlobal{})
	h.Directive("wasmssa", "ElseRegion", wasmssaElseRegion)
	h.TypeSyntax("wasmssa", readWasmSSAType)
	h.StrippedType("wasmssa", "local", parseWasmSSALocalStripped)
	h.Infer("wasmssa.local", inferWasmSSALocal)
	h.Infer("wasmssa.local_get", inferWasmSSALocalElem)
	h.Infer("wasmssa.local_tee", inferWasmSSALocalElem)
}

// ---- The local ref type ----

// goTypeDef is the definition of a dialect type whose syntax is Go of
// this package (ir.Def): upstream writes it in C++, not in ODS.
type goTypeDef struct{ dialect, mnemonic string }

func (d *goTypeDef) Dialect() string  { return d.dialect }
func (d *goTypeDef) Mnemonic() string { return d.mnemonic }

// wasmssaLocalDef is LocalRefType (`!wasmssa<local ref to T>`), its one
// parameter elementType.
var wasmssaLocalDef = &goTypeDef{"wasmssa", "local"}

// wasmssaLocalRef is `!wasmssa<local ref to elem>`.
func wasmssaLocalRef(ctx *ir.Context, elem ir.Type) ir.Type {
	text := ir.TypeString(elem)
	return ctx.DialectType(wasmssaLocalDef, ir.Params{{Name: "elementType", Kind: ir.ParamType, Type: elem, Text: text}}, "local ref to "+text, nil)
}

// wasmssaLocalElem is a local ref type's element type, or nil.
func wasmssaLocalElem(t ir.Type) ir.Type {
	if dt := shared.DefType(t, "wasmssa", "local"); dt != nil {
		return dt.Params.Type("elementType")
	}
	return nil
}

// cutWord cuts the word w (followed by a space or the end) from s.
func cutWord(s, w string) (string, bool) {
	s = strings.TrimSpace(s)
	rest, ok := strings.CutPrefix(s, w)
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t' && rest[0] != '\n') {
		return s, false
	}
	return strings.TrimSpace(rest), true
}

// readWasmSSAType reads `local ref to T` with its element type, and keeps
// the dialect's other types (externref, funcref, limit, tabletype) as
// written.
func readWasmSSAType(ctx *ir.Context, data string, nested func(string) (ir.Type, error)) (ir.Type, error) {
	rest, ok := cutWord(data, "local")
	if ok {
		if rest, ok = cutWord(rest, "ref"); ok {
			rest, ok = cutWord(rest, "to")
		}
	}
	if !ok || rest == "" {
		return ctx.OpaqueType("wasmssa", data), nil
	}
	elem, err := nested(rest)
	if err != nil {
		return nil, err
	}
	return wasmssaLocalRef(ctx, elem), nil
}

// parseWasmSSALocalStripped reads a local ref type without its prefix:
// `ref to T`.
func parseWasmSSALocalStripped(p dialect.Parser) (ast.Type, error) {
	if err := p.ParseKeyword("ref"); err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return nil, err
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	return &ast.DialectType{Dialect: "wasmssa", Body: "local ref to " + dialect.ASTTypeString(t), HasBody: true}, nil
}

// inferWasmSSALocal: wasmssa.local's result is a local ref to its type.
func inferWasmSSALocal(ctx *ir.Context, _ [][]ir.Type, props []ir.NamedAttribute) ([]ir.Type, error) {
	for _, a := range props {
		if ta, ok := a.Value.(*ir.TypeAttr); ok && a.Name == "type" {
			return []ir.Type{wasmssaLocalRef(ctx, ta.Type)}, nil
		}
	}
	return nil, &dialect.ResolveError{OperandGroup: -1, Msg: "failed to infer returned types"}
}

// inferWasmSSALocalElem: local_get's and local_tee's result is the element
// type of their local ref operand.
func inferWasmSSALocalElem(_ *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	if len(operands) > 0 && len(operands[0]) > 0 {
		if e := wasmssaLocalElem(operands[0][0]); e != nil {
			return []ir.Type{e}, nil
		}
	}
	return nil, &dialect.ResolveError{OperandGroup: -1, Msg: "failed to infer returned types"}
}

// parseOptionalKeywordOrString is OpAsmParser::parseOptionalKeywordOrString:
// any bare identifier or string.
func parseOptionalKeywordOrString(p dialect.Parser) (string, bool) {
	if kw, ok := p.ParseOptionalKeywordOf(nil); ok {
		return kw, true
	}
	return p.ParseOptionalString()
}

// parseWasmSSAExported reads the optional `exported` that starts
// wasmssa.func and wasmssa.global; another keyword is an error at the op
// name.
func parseWasmSSAExported(p dialect.Parser, st *ast.CustomOp) error {
	pos := p.OpNamePos()
	kw, ok := parseOptionalKeywordOrString(p)
	if !ok {
		return nil
	}
	if kw != "exported" {
		return p.Errorf(pos, "expecting either `exported` or symbol name. got %s", kw)
	}
	shared.SetProp(st, "exported", &ast.UnitAttr{})
	return nil
}

// ---- wasmssa.func ----

// wasmssaFunc is wasmssa.func: `exported`? then func.func's syntax, whose
// arguments are local refs (`%a: !wasmssa<local ref to i32>`) and whose
// function type holds their element types (property functionType). A
// visibility after `exported` is kept as a discardable attribute.
type wasmssaFunc struct{}

var wasmssaFunctionSyntax = shared.FunctionSyntax{TypeAttr: "functionType", Elided: []string{"exported"}, Inputs: wasmssaFuncInputs}

// wasmssaFuncInputs: the element types of the local ref arguments. Another
// type is reported where the signature ends and left out of the function
// type, and the parse goes on (the C++ parser's buildFuncType emits the
// error and returns the type): mlir-opt then verifies the op, whose entry
// block is longer than its type (FuncOp::verifyBody).
func wasmssaFuncInputs(p dialect.Parser, args []ast.Type) ([]ast.Type, error) {
	out := make([]ast.Type, 0, len(args))
	for _, t := range args {
		t, err := p.ResolveTypeAlias(t) // a type alias defined earlier
		if err != nil {
			return nil, err
		}
		elem, err := wasmssaASTLocalElem(p, t)
		if err != nil {
			return nil, p.Errorf(p.Pos(), "%s", err)
		}
		if elem == nil {
			p.EmitErrorAndGoOn(p.Pos(), "invalid type for wasm.func argument. Expecting !wasm<local T>, got '%s'", dialect.ASTTypeString(t))
			continue
		}
		out = append(out, elem)
	}
	return out, nil
}

// wasmssaASTLocalElem is the element type of a local ref type as written,
// nil for another type.
func wasmssaASTLocalElem(p dialect.Parser, t ast.Type) (ast.Type, error) {
	switch t := t.(type) {
	case *ast.DialectType:
		if t.Dialect != "wasmssa" || t.Name != "" {
			return nil, nil
		}
		rest, ok := cutWord(t.Body, "local")
		if ok {
			if rest, ok = cutWord(rest, "ref"); ok {
				rest, ok = cutWord(rest, "to")
			}
		}
		if !ok || rest == "" {
			return nil, nil
		}
		a, err := parseTypeText(p, rest)
		if err != nil {
			return nil, err
		}
		return a, nil
	}
	return nil, nil
}

func (wasmssaFunc) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if err := parseWasmSSAExported(p, st); err != nil {
		return err
	}
	if err := wasmssaFunctionSyntax.Parse(p, st); err != nil {
		return err
	}
	// sym_visibility is not wasmssa.func's: a discardable attribute.
	for i, a := range st.Props {
		if a.Name != "sym_visibility" {
			continue
		}
		st.Props = append(st.Props[:i:i], st.Props[i+1:]...)
		if st.Attrs == nil {
			st.Attrs = &ast.DictAttr{}
		}
		st.Attrs.Entries = append([]ast.NamedAttr{a}, st.Attrs.Entries...)
		break
	}
	return nil
}

func (wasmssaFunc) Print(p dialect.Printer, op *ir.Operation) {
	if shared.Prop(op, "exported") != nil {
		p.WriteString(" exported")
	}
	wasmssaFunctionSyntax.Print(p, op)
}

// ---- wasmssa.global and import_global ----

// wasmssaGlobal is `wasmssa.global exported? @name T mutable? : { init }`.
// The keyword after the type is read whatever it is (only `mutable`
// counts).
type wasmssaGlobal struct{}

func (wasmssaGlobal) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if err := parseWasmSSAExported(p, st); err != nil {
		return err
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	shared.SetProp(st, "sym_name", &ast.StringAttr{Value: name})
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	shared.SetProp(st, "type", &ast.TypeAttr{Type: t})
	if kw, ok := parseOptionalKeywordOrString(p); ok && kw == "mutable" {
		shared.SetProp(st, "isMutable", &ast.UnitAttr{})
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	r, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{r}}
	return nil
}

func (wasmssaGlobal) Print(p dialect.Printer, op *ir.Operation) {
	if shared.Prop(op, "exported") != nil {
		p.WriteString(" exported")
	}
	if n, ok := shared.Prop(op, "sym_name").(*ir.StringAttr); ok {
		p.WriteString(" @" + n.Value)
	}
	if t, ok := shared.Prop(op, "type").(*ir.TypeAttr); ok {
		p.WriteString(" ")
		p.PrintType(t.Type)
	}
	if shared.Prop(op, "isMutable") != nil {
		p.WriteString(" mutable")
	}
	p.WriteString(" :")
	if len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 {
		p.WriteString(" ")
		p.PrintRegion(op.Regions[0], false, true, false)
	}
}

// wasmssaImportGlobal is `wasmssa.import_global "name" from "module" as
// @sym mutable? : T`; the strings are printed as they are, unescaped.
type wasmssaImportGlobal struct{}

func (wasmssaImportGlobal) Parse(p dialect.Parser, st *ast.CustomOp) error {
	str := func(prop string) error {
		s, ok := p.ParseOptionalString()
		if !ok {
			return p.Errorf(p.Pos(), "expected string")
		}
		shared.SetProp(st, prop, &ast.StringAttr{Value: s})
		return nil
	}
	word := func(w string) error {
		pos := p.Pos()
		kw, ok := parseOptionalKeywordOrString(p)
		if !ok {
			return p.Errorf(pos, "expected valid keyword or string")
		}
		if kw != w {
			return p.Errorf(pos, "expected '%s'", w)
		}
		return nil
	}
	if err := str("importName"); err != nil {
		return err
	}
	if err := word("from"); err != nil {
		return err
	}
	if err := str("moduleName"); err != nil {
		return err
	}
	if err := word("as"); err != nil {
		return err
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.WrongToken("expected valid '@'-identifier for symbol name")
	}
	shared.SetProp(st, "sym_name", &ast.StringAttr{Value: name})
	if kw, ok := parseOptionalKeywordOrString(p); ok && kw == "mutable" {
		shared.SetProp(st, "isMutable", &ast.UnitAttr{})
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	shared.SetProp(st, "type", &ast.TypeAttr{Type: t})
	return nil
}

func (wasmssaImportGlobal) Print(p dialect.Printer, op *ir.Operation) {
	s := func(name string) string {
		if a, ok := shared.Prop(op, name).(*ir.StringAttr); ok {
			return a.Value
		}
		return ""
	}
	p.WriteString(` "` + s("importName") + `" from "` + s("moduleName") + `" as @` + s("sym_name"))
	if shared.Prop(op, "isMutable") != nil {
		p.WriteString(" mutable")
	}
	p.WriteString(" : ")
	if t, ok := shared.Prop(op, "type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
}

// wasmssaElseRegion is custom<ElseRegion>: `else { ... }` when the else
// region is not empty. The parser reads any keyword or string there and
// takes the region only after `else`; the printer writes the string
// "else " (printKeywordOrString of a word with a space), so mlir-opt's
// output with an else region does not read back.
var wasmssaElseRegion = &asmformat.CustomDirective{
	Check: shared.CheckKinds("ElseRegion", asmformat.RegionArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if kw, ok := parseOptionalKeywordOrString(p); !ok || kw != "else" {
			args[0].Regions = append(args[0].Regions, &ast.Region{LBrace: ast.NoPos, RBrace: ast.NoPos})
			return nil
		}
		r, err := p.ParseRegion(nil)
		if err != nil {
			return err
		}
		args[0].Regions = append(args[0].Regions, r)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Regions) == 0 || len(args[0].Regions[0].Blocks) == 0 {
			return
		}
		p.WriteString(`"else "`)
		p.PrintRegion(args[0].Regions[0], true, true, false)
	},
}

// parseTypeText reads a type written inside another type's text.
func parseTypeText(p dialect.Parser, s string) (ast.Type, error) {
	a, err := p.ParseAttrText(s)
	if err != nil {
		return nil, err
	}
	ta, ok := a.(*ast.TypeAttr)
	if !ok {
		return nil, fmt.Errorf("expected a type, found '%s'", s)
	}
	return ta.Type, nil
}
