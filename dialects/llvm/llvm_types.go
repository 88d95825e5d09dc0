package llvm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file reads and spells the LLVM dialect's types as mlir-opt 22 does
// (LLVMTypeSyntax.cpp and the types' ODS formats):
//
//	!llvm.ptr  !llvm.ptr<1>  !llvm.void  !llvm.token  !llvm.label
//	!llvm.metadata  !llvm.x86_amx  !llvm.ppc_fp128
//	!llvm.array<4 x i32>
//	!llvm.func<i32 (ptr, ...)>
//	!llvm.struct<(i32, ptr)>  !llvm.struct<packed (i8, i32)>
//	!llvm.struct<"name", (i32, struct<"name">)>  !llvm.struct<"name", opaque>
//	!llvm.target<"spirv.Image", !llvm.ptr, 1, 0>
//
// Inside another LLVM type an LLVM type may be written with or without its
// `!llvm.` prefix, and is printed without it (but ppc_fp128, and the type
// parameters of a target type). Other types (builtin, other dialects',
// aliases) are read by the lowering and printed in full. The IR keeps an
// LLVM type as an ir.DialectType whose Data is the canonical spelling
// and whose parameters are its C++ class's (llvmType.params).

// llvmType is an LLVM dialect type, or a type nested in one, as read.
type llvmType struct {
	// kind is the LLVM type's mnemonic (ptr, struct, ...), "" for a type
	// of another dialect or a builtin type.
	kind string
	// text is the type as printed inside another LLVM type: without the
	// `!llvm.` prefix for LLVM types but ppc_fp128.
	text string
	// elems are a struct's body, an array's element, a function's
	// parameters, a target type's type parameters.
	elems  []*llvmType
	result *llvmType // a function's result
	vararg bool      // a function's trailing `...`
	// t is a nested type of another dialect, or builtin, when the
	// lowering read it.
	t ir.Type
	// n is a pointer's address space, an array's number of elements.
	n uint64
	// name is an identified struct's name, a target type's; ints are a
	// target type's integer parameters.
	name                                  string
	ints                                  []uint64
	identified, packed, opaque, recursive bool
}

// full is the type's spelling outside LLVM types.
func (t *llvmType) full() string {
	if t.kind == "" || strings.HasPrefix(t.text, "!") {
		return t.text
	}
	return "!llvm." + t.text
}

// data is the Data of the ir.DialectType holding an LLVM type.
func (t *llvmType) data() string { return strings.TrimPrefix(t.text, "!llvm.") }

// irType is the type as the IR holds it (nil for a nested type read
// without the lowering): an LLVM type is an ir.DialectType with the
// parameters of its C++ class (LLVMPointerType, LLVMStructType, ...).
func (t *llvmType) irType(ctx *ir.Context) ir.Type {
	if t.kind == "" {
		return t.t
	}
	def := llvmTypeDefs[t.kind]
	if def == nil {
		def = &typeDef{"llvm", t.kind}
	}
	return ctx.DialectType(def, t.params(ctx), t.data(), nil)
}

// typeDef is the definition of an LLVM type (ir.Def): upstream writes
// the LLVM types' syntax in C++, not in ODS, so Go reads them.
type typeDef struct{ dialect, mnemonic string }

func (d *typeDef) Dialect() string  { return d.dialect }
func (d *typeDef) Mnemonic() string { return d.mnemonic }

// llvmTypeDefs are the definitions of the LLVM types, by mnemonic.
var llvmTypeDefs = func() map[string]*typeDef {
	m := map[string]*typeDef{}
	for k := range llvmShortKinds {
		m[k] = &typeDef{"llvm", k}
	}
	return m
}()

// params are an LLVM type's parameters, named as its C++ class's.
func (t *llvmType) params(ctx *ir.Context) ir.Params {
	typ := func(name string, e *llvmType) ir.Param {
		if e == nil {
			return ir.Param{Name: name}
		}
		et := e.irType(ctx)
		if et == nil {
			return ir.Param{Name: name, Kind: ir.ParamText, Text: e.text}
		}
		return ir.Param{Name: name, Kind: ir.ParamType, Type: et, Text: e.text}
	}
	types := func(name string, es []*llvmType) ir.Param {
		l := make([]ir.Param, len(es))
		texts := make([]string, len(es))
		for i, e := range es {
			l[i] = typ("", e)
			texts[i] = e.text
		}
		return ir.Param{Name: name, Kind: ir.ParamList, List: l, Text: strings.Join(texts, ", ")}
	}
	unsignedParam := func(name string, n uint64) ir.Param {
		return ir.Param{Name: name, Kind: ir.ParamInt, Int: int64(n), Text: strconv.FormatUint(n, 10)}
	}
	flag := func(name string, b bool) ir.Param {
		p := ir.Param{Name: name, Kind: ir.ParamInt, Text: "false"}
		if b {
			p.Int, p.Text = 1, "true"
		}
		return p
	}
	str := func(name, s string) ir.Param {
		return ir.Param{Name: name, Kind: ir.ParamString, Str: s, Text: ir.Quote(s)}
	}
	switch t.kind {
	case "ptr":
		return ir.Params{unsignedParam("addressSpace", t.n)}
	case "array":
		return ir.Params{typ("elementType", t.elems[0]), unsignedParam("numElements", t.n)}
	case "func":
		return ir.Params{typ("returnType", t.result), types("params", t.elems), flag("varArg", t.vararg)}
	case "struct":
		ps := ir.Params{{Name: "name"}, types("body", t.elems), flag("packed", t.packed), flag("opaque", t.opaque), flag("recursive", t.recursive)}
		if t.identified {
			ps[0] = str("name", t.name)
		}
		return ps
	case "target":
		ints := make([]ir.Param, len(t.ints))
		texts := make([]string, len(t.ints))
		for i, n := range t.ints {
			ints[i] = unsignedParam("", n)
			texts[i] = ints[i].Text
		}
		return ir.Params{str("extTypeName", t.name), types("typeParams", t.elems),
			{Name: "intParams", Kind: ir.ParamList, List: ints, Text: strings.Join(texts, ", ")}}
	}
	return nil
}

// llvmShortKinds are the mnemonics an LLVM type may be written with inside
// another one, without `!llvm.`.
var llvmShortKinds = map[string]bool{
	"void": true, "ppc_fp128": true, "token": true, "label": true, "metadata": true,
	"func": true, "ptr": true, "array": true, "struct": true, "target": true, "x86_amx": true,
}

// readLLVMType is the llvm dialect's TypeFunc.
func readLLVMType(ctx *ir.Context, data string, nested func(string) (ir.Type, error)) (ir.Type, error) {
	t, err := parseLLVMType(data, nested)
	if err != nil {
		return nil, shared.TypeDataError(err)
	}
	return t.irType(ctx), nil
}

// parseLLVMType reads the Data of an LLVM type (what follows `!llvm.`).
// With nested nil, types of other dialects and builtin types are kept as
// written (the syntaxes use this on types not lowered yet).
func parseLLVMType(data string, nested func(string) (ir.Type, error)) (*llvmType, error) {
	p := &llvmTypeParser{TypeScanner: shared.TypeScanner{Src: data, Nested: nested}}
	start := p.Skip()
	kw, ok := p.Keyword()
	if !ok {
		return nil, p.Errorf(start, "expected valid keyword")
	}
	if shared.IsBuiltinTypeKeyword(kw) {
		return nil, p.Errorf(start, "unexpected type, expected keyword")
	}
	t, err := p.afterKeyword(kw, start)
	if err != nil {
		return nil, err
	}
	// mlir-opt 22 ignores what follows the type in `!llvm<...>`
	// (`!llvm<ptr 5>` is !llvm.ptr).
	return t, nil
}

// llvmTypeParser reads an LLVM type's text (shared.TypeScanner's tokens,
// LLVMTypeSyntax.cpp's grammar).
type llvmTypeParser struct {
	shared.TypeScanner
	// structs are the names of the identified structs being read: a
	// reference to one of them has no body.
	structs []string
	// depth counts the LLVM types being read around the one being read:
	// 0 for the type the registry's verifiers see.
	depth int
}

// afterKeyword reads the LLVM type named kw (its parameters follow).
func (p *llvmTypeParser) afterKeyword(kw string, start int) (*llvmType, error) {
	switch kw {
	case "void", "token", "label", "metadata", "x86_amx":
		return &llvmType{kind: kw, text: kw}, nil
	case "ppc_fp128":
		return &llvmType{kind: kw, text: "!llvm.ppc_fp128"}, nil
	case "ptr":
		t := &llvmType{kind: kw, text: "ptr"}
		if !p.Optional("<") {
			return t, nil
		}
		as, err := p.Unsigned(32)
		if err != nil {
			return nil, err
		}
		if err := p.Expect(">"); err != nil {
			return nil, err
		}
		if as != 0 {
			t.text = "ptr<" + strconv.FormatUint(as, 10) + ">"
		}
		t.n = as
		return t, nil
	case "array":
		return p.array()
	case "func":
		return p.function()
	case "struct":
		return p.structType()
	case "target":
		return p.target()
	}
	return nil, p.Errorf(start, "unknown LLVM type: %s", kw)
}

func (p *llvmTypeParser) array() (*llvmType, error) {
	lt := p.Skip()
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	start := p.Skip()
	n, ok := p.Integer()
	if !ok {
		return nil, p.Errorf(start, "expected integer value")
	}
	if n.Sign() < 0 || !n.IsUint64() {
		return nil, p.Errorf(start, "integer value too large")
	}
	if kw, _ := p.Keyword(); kw != "x" {
		return nil, p.Errorf(p.Pos, "expected 'x'")
	}
	elem, err := p.nestedType()
	if err != nil {
		return nil, err
	}
	if err := p.Expect(">"); err != nil {
		return nil, err
	}
	// LLVMArrayType::verify: the registry runs it on the type read
	// (arrayVerifier); here on the types nested in it, which it does not
	// see.
	if p.depth > 0 && !validArrayElement(elem.kind) {
		return nil, verifyError(lt, "invalid array element type: '%s'", elem.full())
	}
	return &llvmType{kind: "array", text: "array<" + n.String() + " x " + elem.text + ">", elems: []*llvmType{elem}, n: n.Uint64()}, nil
}

func (p *llvmTypeParser) function() (*llvmType, error) {
	lt := p.Skip()
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	res, err := p.nestedType()
	if err != nil {
		return nil, err
	}
	// LLVMFunctionType::verify, as LLVMArrayType's (funcVerifier).
	if p.depth > 0 && !validResult(res.kind) {
		return nil, verifyError(lt, "invalid function result type: '%s'", res.full())
	}
	if err := p.Expect("("); err != nil {
		return nil, err
	}
	t := &llvmType{kind: "func", result: res}
	if !p.Optional(")") {
		for {
			if p.Optional("...") {
				t.vararg = true
				break
			}
			param, err := p.nestedType()
			if err != nil {
				return nil, err
			}
			if p.depth > 0 && !validArgument(param.kind) {
				return nil, verifyError(lt, "invalid function argument type: '%s'", param.full())
			}
			t.elems = append(t.elems, param)
			if !p.Optional(",") {
				break
			}
		}
		if err := p.Expect(")"); err != nil {
			return nil, err
		}
	}
	if err := p.Expect(">"); err != nil {
		return nil, err
	}
	t.text = "func<" + res.text + " (" + joinTypes(t.elems, (*llvmType).nestedText) + varargSuffix(t) + ")>"
	return t, nil
}

func varargSuffix(t *llvmType) string {
	switch {
	case !t.vararg:
		return ""
	case len(t.elems) == 0:
		return "..."
	}
	return ", ..."
}

func (t *llvmType) nestedText() string { return t.text }

func joinTypes(ts []*llvmType, spell func(*llvmType) string) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(spell(t))
	}
	return b.String()
}

func (p *llvmTypeParser) structType() (*llvmType, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	nameStart := p.Skip()
	name, identified := p.StringLit()
	t := &llvmType{kind: "struct", name: name, identified: identified}
	var b strings.Builder
	b.WriteString("struct<")
	if identified {
		b.WriteString(ir.Quote(name))
		for _, s := range p.structs {
			if s == name {
				if err := p.Expect(">"); err != nil {
					return nil, err
				}
				t.text = b.String() + ">"
				t.recursive = true
				return t, nil
			}
		}
		if !p.Optional(",") {
			if p.Optional(">") {
				return nil, p.Errorf(nameStart, "struct without a body only allowed in a recursive struct")
			}
			return nil, p.Errorf(p.Pos, "expected ','")
		}
		b.WriteString(", ")
	}
	kwStart := p.Skip()
	if p.PeekKeyword() == "opaque" {
		p.Keyword()
		if !identified {
			return nil, p.Errorf(kwStart, "only identified structs can be opaque")
		}
		if err := p.Expect(">"); err != nil {
			return nil, err
		}
		t.text = b.String() + "opaque>"
		t.opaque = true
		return t, nil
	}
	if p.PeekKeyword() == "packed" {
		p.Keyword()
		b.WriteString("packed ")
		t.packed = true
	}
	if err := p.Expect("("); err != nil {
		return nil, err
	}
	b.WriteString("(")
	if !p.Optional(")") {
		if identified {
			p.structs = append(p.structs, name)
		}
		for {
			elemStart := p.Skip()
			elem, err := p.nestedType()
			if err != nil {
				return nil, err
			}
			switch elem.kind {
			case "void", "label", "metadata", "func", "token":
				return nil, p.Errorf(elemStart, "invalid LLVM structure element type: '%s'", elem.full())
			}
			t.elems = append(t.elems, elem)
			if !p.Optional(",") {
				break
			}
		}
		if identified {
			p.structs = p.structs[:len(p.structs)-1]
		}
		if err := p.Expect(")"); err != nil {
			return nil, err
		}
	}
	if err := p.Expect(">"); err != nil {
		return nil, err
	}
	b.WriteString(joinTypes(t.elems, (*llvmType).nestedText))
	b.WriteString(")>")
	t.text = b.String()
	return t, nil
}

func (p *llvmTypeParser) target() (*llvmType, error) {
	if err := p.Expect("<"); err != nil {
		return nil, err
	}
	start := p.Skip()
	name, ok := p.StringLit()
	if !ok {
		// mlir-opt reports the parameter's failure too, at the same place.
		return nil, &dialect.DataError{Offset: start, Msg: "expected string", Also: []*dialect.DataError{
			{Offset: start, Msg: "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`"}}}
	}
	t := &llvmType{kind: "target", name: name}
	var b strings.Builder
	b.WriteString("target<" + ir.Quote(name))
	ints := false
	for p.Optional(",") {
		pos := p.Skip()
		if n, ok := p.Integer(); ok {
			if n.Sign() < 0 || n.BitLen() > 32 {
				return nil, p.Errorf(pos, "integer value too large")
			}
			ints = true
			t.ints = append(t.ints, n.Uint64())
			b.WriteString(", " + n.String())
			continue
		}
		if ints {
			return nil, p.Errorf(pos, "failed to parse parameter list for target extension type")
		}
		param, err := p.nestedType()
		if err != nil {
			return nil, err
		}
		t.elems = append(t.elems, param)
		b.WriteString(", " + param.full())
	}
	if err := p.Expect(">"); err != nil {
		return nil, err
	}
	t.text = b.String() + ">"
	return t, nil
}

// nestedType reads a type inside an LLVM type: an LLVM type with or
// without `!llvm.`, or any other type.
func (p *llvmTypeParser) nestedType() (*llvmType, error) {
	p.depth++
	defer func() { p.depth-- }()
	start := p.Skip()
	if strings.HasPrefix(p.Src[start:], "!llvm.") {
		p.Pos += len("!llvm.")
		kw, ok := p.Keyword()
		if !ok {
			return nil, p.Errorf(p.Pos, "expected valid keyword")
		}
		return p.afterKeyword(kw, start+len("!llvm."))
	}
	if kw := p.PeekKeyword(); kw != "" && !shared.IsBuiltinTypeKeyword(kw) {
		p.Keyword()
		if !llvmShortKinds[kw] {
			return nil, p.Errorf(start, "unknown LLVM type: %s", kw)
		}
		return p.afterKeyword(kw, start)
	}
	end := shared.ScanType(p.Src, start)
	if end == start {
		return nil, p.Errorf(start, "expected valid keyword")
	}
	p.Pos = end
	text := p.Src[start:end]
	if p.Nested == nil {
		return llvmTypeFromText(text)
	}
	t, err := p.Nested(text)
	if err != nil {
		return nil, err
	}
	if o, ok := ir.SpellingOf(t); ok && o.Dialect == "llvm" {
		// An alias of an LLVM type: read its canonical spelling.
		return parseLLVMType(o.Data, p.Nested)
	}
	return &llvmType{text: ir.TypeString(t), t: t}, nil
}

// llvmTypeFromText is a nested type kept as written: an LLVM type given
// in full is read as such.
func llvmTypeFromText(text string) (*llvmType, error) {
	if rest, ok := strings.CutPrefix(text, "!llvm."); ok {
		return parseLLVMType(rest, nil)
	}
	return &llvmType{text: text}, nil
}

// llvmTypeAST is the syntax tree of an LLVM type given by its nested
// spelling, for the syntaxes that compute types before lowering
// (llvm.extractvalue's element type): a short LLVM type gets its prefix
// back; another type is parsed as written.
func llvmTypeAST(p dialect.Parser, t *llvmType) (ast.Type, error) {
	if t.kind != "" {
		data := t.data()
		name, body, hasBody := data, "", false
		if i := strings.IndexByte(data, '<'); i >= 0 {
			name, body, hasBody = data[:i], data[i+1:len(data)-1], true
		}
		return &ast.DialectType{Dialect: "llvm", Name: name, Body: body, HasBody: hasBody}, nil
	}
	return shared.ParseTypeAttrText(p, t.text)
}
