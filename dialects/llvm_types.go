package dialects

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
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
		def = &goTypeDef{"llvm", t.kind}
	}
	return ctx.DialectType(def, t.params(ctx), t.data(), nil)
}

// llvmTypeDefs are the definitions of the LLVM types, by mnemonic.
var llvmTypeDefs = func() map[string]*goTypeDef {
	m := map[string]*goTypeDef{}
	for k := range llvmShortKinds {
		m[k] = &goTypeDef{"llvm", k}
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
		return ir.Param{Name: name, Kind: ir.ParamString, Str: s, Text: quote(s)}
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

// llvmTypeError is a type mlir-opt rejects; off is where in the text.
type llvmTypeError struct {
	off int
	msg string
}

func (e *llvmTypeError) Error() string { return e.msg }

// readLLVMType is the llvm dialect's TypeFunc.
func readLLVMType(ctx *ir.Context, data string, nested func(string) (ir.Type, error)) (ir.Type, error) {
	t, err := parseLLVMType(data, nested)
	if err != nil {
		return nil, err
	}
	return t.irType(ctx), nil
}

// parseLLVMType reads the Data of an LLVM type (what follows `!llvm.`).
// With nested nil, types of other dialects and builtin types are kept as
// written (the syntaxes use this on types not lowered yet).
func parseLLVMType(data string, nested func(string) (ir.Type, error)) (*llvmType, error) {
	p := &llvmTypeParser{src: data, nested: nested}
	start := p.skip()
	kw, ok := p.keyword()
	if !ok {
		return nil, p.errorf(start, "expected valid keyword")
	}
	if isBuiltinTypeKeyword(kw) {
		return nil, p.errorf(start, "unexpected type, expected keyword")
	}
	t, err := p.afterKeyword(kw, start)
	if err != nil {
		return nil, err
	}
	if end := p.skip(); end < len(p.src) {
		return nil, p.errorf(end, "unexpected '%s' after the type", p.src[end:])
	}
	return t, nil
}

type llvmTypeParser struct {
	src    string
	pos    int
	nested func(string) (ir.Type, error)
	// structs are the names of the identified structs being read: a
	// reference to one of them has no body.
	structs []string
}

func (p *llvmTypeParser) errorf(off int, format string, args ...any) error {
	return &llvmTypeError{off: off, msg: fmt.Sprintf(format, args...)}
}

// skip skips white space and returns the position.
func (p *llvmTypeParser) skip() int {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t' || p.src[p.pos] == '\n' || p.src[p.pos] == '\r') {
		p.pos++
	}
	return p.pos
}

func (p *llvmTypeParser) optional(punct string) bool {
	p.skip()
	if strings.HasPrefix(p.src[p.pos:], punct) {
		p.pos += len(punct)
		return true
	}
	return false
}

func (p *llvmTypeParser) expect(punct string) error {
	if !p.optional(punct) {
		return p.errorf(p.pos, "expected '%s'", punct)
	}
	return nil
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

func isIdentByte(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '$' || c == '.'
}

// keyword reads a bare identifier.
func (p *llvmTypeParser) keyword() (string, bool) {
	start := p.skip()
	if start >= len(p.src) || !isIdentStart(p.src[start]) {
		return "", false
	}
	end := start + 1
	for end < len(p.src) && isIdentByte(p.src[end]) {
		end++
	}
	p.pos = end
	return p.src[start:end], true
}

// peekKeyword is the bare identifier at the current position, if any.
func (p *llvmTypeParser) peekKeyword() string {
	save := p.pos
	kw, _ := p.keyword()
	p.pos = save
	return kw
}

// integer reads a decimal or hexadecimal integer, possibly negative.
func (p *llvmTypeParser) integer() (*big.Int, bool) {
	start := p.skip()
	i := start
	if i < len(p.src) && p.src[i] == '-' {
		i++
	}
	if i >= len(p.src) || p.src[i] < '0' || p.src[i] > '9' {
		return nil, false
	}
	base, digits := 10, i
	if strings.HasPrefix(p.src[i:], "0x") && i+2 < len(p.src) && isHexDigit(p.src[i+2]) {
		base, digits = 16, i+2
	}
	end := digits
	for end < len(p.src) && (base == 10 && p.src[end] >= '0' && p.src[end] <= '9' || base == 16 && isHexDigit(p.src[end])) {
		end++
	}
	n, ok := new(big.Int).SetString(p.src[digits:end], base)
	if !ok {
		return nil, false
	}
	if p.src[start] == '-' {
		n.Neg(n)
	}
	p.pos = end
	return n, true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// unsigned reads an integer parameter of width bits (the address space:
// unsigned): negative values wrap, larger ones are an error.
func (p *llvmTypeParser) unsigned(bits uint) (uint64, error) {
	start := p.skip()
	n, ok := p.integer()
	if !ok {
		return 0, p.errorf(start, "expected integer value")
	}
	limit := new(big.Int).Lsh(big.NewInt(1), bits)
	if n.Sign() < 0 {
		if n.Cmp(new(big.Int).Neg(limit)) < 0 {
			return 0, p.errorf(start, "integer value too large")
		}
		n.Add(n, limit)
	}
	if n.Cmp(limit) >= 0 {
		return 0, p.errorf(start, "integer value too large")
	}
	return n.Uint64(), nil
}

// string reads a string literal and returns its value.
func (p *llvmTypeParser) string() (string, bool) {
	start := p.skip()
	if start >= len(p.src) || p.src[start] != '"' {
		return "", false
	}
	end := start + 1
	for end < len(p.src) && p.src[end] != '"' {
		if p.src[end] == '\\' {
			end++
		}
		end++
	}
	if end >= len(p.src) {
		return "", false
	}
	s, ok := decodeStringLit(p.src[start : end+1])
	if !ok {
		return "", false
	}
	p.pos = end + 1
	return s, true
}

// decodeStringLit is the value of the string literal lit (quotes
// included), as MLIR's lexer decodes it (\n, \t, \", \\ and two hex
// digits); false when lit is not one.
func decodeStringLit(lit string) (string, bool) {
	if len(lit) < 2 || lit[0] != '"' || lit[len(lit)-1] != '"' {
		return "", false
	}
	body := lit[1 : len(lit)-1]
	if !strings.Contains(body, "\\") {
		return body, true
	}
	var b strings.Builder
	b.Grow(len(body))
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		if i+1 >= len(body) {
			return "", false
		}
		switch c := body[i+1]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '"', '\\':
			b.WriteByte(c)
		default:
			if i+2 >= len(body) {
				return "", false
			}
			hi, ok1 := hexDigit(body[i+1])
			lo, ok2 := hexDigit(body[i+2])
			if !ok1 || !ok2 {
				return "", false
			}
			b.WriteByte(hi<<4 | lo)
			i++
		}
		i++
	}
	return b.String(), true
}

func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// quote spells s as a string literal, escaped as mlir-opt does.
func quote(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c >= 0x20 && c < 0x7F && c != '"':
			b.WriteByte(c)
		default:
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	b.WriteByte('"')
	return b.String()
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
		if !p.optional("<") {
			return t, nil
		}
		as, err := p.unsigned(32)
		if err != nil {
			return nil, err
		}
		if err := p.expect(">"); err != nil {
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
	return nil, p.errorf(start, "unknown LLVM type: %s", kw)
}

func (p *llvmTypeParser) array() (*llvmType, error) {
	if err := p.expect("<"); err != nil {
		return nil, err
	}
	start := p.skip()
	n, ok := p.integer()
	if !ok {
		return nil, p.errorf(start, "expected integer value")
	}
	if n.Sign() < 0 || !n.IsUint64() {
		return nil, p.errorf(start, "integer value too large")
	}
	if kw, _ := p.keyword(); kw != "x" {
		return nil, p.errorf(p.pos, "expected 'x'")
	}
	elem, err := p.nestedType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(">"); err != nil {
		return nil, err
	}
	switch elem.kind {
	case "void", "label", "metadata", "func", "token":
		return nil, p.errorf(start, "invalid array element type: '%s'", elem.full())
	}
	return &llvmType{kind: "array", text: "array<" + n.String() + " x " + elem.text + ">", elems: []*llvmType{elem}, n: n.Uint64()}, nil
}

func (p *llvmTypeParser) function() (*llvmType, error) {
	if err := p.expect("<"); err != nil {
		return nil, err
	}
	start := p.skip()
	res, err := p.nestedType()
	if err != nil {
		return nil, err
	}
	switch res.kind {
	case "func", "metadata", "label":
		return nil, p.errorf(start, "invalid function result type: '%s'", res.full())
	}
	if err := p.expect("("); err != nil {
		return nil, err
	}
	t := &llvmType{kind: "func", result: res}
	if !p.optional(")") {
		for {
			if p.optional("...") {
				t.vararg = true
				break
			}
			param, err := p.nestedType()
			if err != nil {
				return nil, err
			}
			switch param.kind {
			case "void", "func":
				return nil, p.errorf(start, "invalid function argument type: '%s'", param.full())
			}
			t.elems = append(t.elems, param)
			if !p.optional(",") {
				break
			}
		}
		if err := p.expect(")"); err != nil {
			return nil, err
		}
	}
	if err := p.expect(">"); err != nil {
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
	if err := p.expect("<"); err != nil {
		return nil, err
	}
	nameStart := p.skip()
	name, identified := p.string()
	t := &llvmType{kind: "struct", name: name, identified: identified}
	var b strings.Builder
	b.WriteString("struct<")
	if identified {
		b.WriteString(quote(name))
		for _, s := range p.structs {
			if s == name {
				if err := p.expect(">"); err != nil {
					return nil, err
				}
				t.text = b.String() + ">"
				t.recursive = true
				return t, nil
			}
		}
		if !p.optional(",") {
			if p.optional(">") {
				return nil, p.errorf(nameStart, "struct without a body only allowed in a recursive struct")
			}
			return nil, p.errorf(p.pos, "expected ','")
		}
		b.WriteString(", ")
	}
	kwStart := p.skip()
	if p.peekKeyword() == "opaque" {
		p.keyword()
		if !identified {
			return nil, p.errorf(kwStart, "only identified structs can be opaque")
		}
		if err := p.expect(">"); err != nil {
			return nil, err
		}
		t.text = b.String() + "opaque>"
		t.opaque = true
		return t, nil
	}
	if p.peekKeyword() == "packed" {
		p.keyword()
		b.WriteString("packed ")
		t.packed = true
	}
	if err := p.expect("("); err != nil {
		return nil, err
	}
	b.WriteString("(")
	if !p.optional(")") {
		if identified {
			p.structs = append(p.structs, name)
		}
		for {
			elemStart := p.skip()
			elem, err := p.nestedType()
			if err != nil {
				return nil, err
			}
			switch elem.kind {
			case "void", "label", "metadata", "func", "token":
				return nil, p.errorf(elemStart, "invalid LLVM structure element type: '%s'", elem.full())
			}
			t.elems = append(t.elems, elem)
			if !p.optional(",") {
				break
			}
		}
		if identified {
			p.structs = p.structs[:len(p.structs)-1]
		}
		if err := p.expect(")"); err != nil {
			return nil, err
		}
	}
	if err := p.expect(">"); err != nil {
		return nil, err
	}
	b.WriteString(joinTypes(t.elems, (*llvmType).nestedText))
	b.WriteString(")>")
	t.text = b.String()
	return t, nil
}

func (p *llvmTypeParser) target() (*llvmType, error) {
	if err := p.expect("<"); err != nil {
		return nil, err
	}
	start := p.skip()
	name, ok := p.string()
	if !ok {
		return nil, p.errorf(start, "expected string")
	}
	t := &llvmType{kind: "target", name: name}
	var b strings.Builder
	b.WriteString("target<" + quote(name))
	ints := false
	for p.optional(",") {
		pos := p.skip()
		if n, ok := p.integer(); ok {
			if n.Sign() < 0 || n.BitLen() > 32 {
				return nil, p.errorf(pos, "integer value too large")
			}
			ints = true
			t.ints = append(t.ints, n.Uint64())
			b.WriteString(", " + n.String())
			continue
		}
		if ints {
			return nil, p.errorf(pos, "failed to parse parameter list for target extension type")
		}
		param, err := p.nestedType()
		if err != nil {
			return nil, err
		}
		t.elems = append(t.elems, param)
		b.WriteString(", " + param.full())
	}
	if err := p.expect(">"); err != nil {
		return nil, err
	}
	t.text = b.String() + ">"
	return t, nil
}

// nestedType reads a type inside an LLVM type: an LLVM type with or
// without `!llvm.`, or any other type.
func (p *llvmTypeParser) nestedType() (*llvmType, error) {
	start := p.skip()
	if strings.HasPrefix(p.src[start:], "!llvm.") {
		p.pos += len("!llvm.")
		kw, ok := p.keyword()
		if !ok {
			return nil, p.errorf(p.pos, "expected valid keyword")
		}
		return p.afterKeyword(kw, start+len("!llvm."))
	}
	if kw := p.peekKeyword(); kw != "" && !isBuiltinTypeKeyword(kw) {
		p.keyword()
		if !llvmShortKinds[kw] {
			return nil, p.errorf(start, "unknown LLVM type: %s", kw)
		}
		return p.afterKeyword(kw, start)
	}
	end := scanType(p.src, start)
	if end == start {
		return nil, p.errorf(start, "expected valid keyword")
	}
	p.pos = end
	text := p.src[start:end]
	if p.nested == nil {
		return llvmTypeFromText(text)
	}
	t, err := p.nested(text)
	if err != nil {
		return nil, err
	}
	if o, ok := ir.SpellingOf(t); ok && o.Dialect == "llvm" {
		// An alias of an LLVM type: read its canonical spelling.
		return parseLLVMType(o.Data, p.nested)
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

// isBuiltinTypeKeyword reports whether a bare identifier starts a builtin
// type (which a nested type reads before LLVM's short forms).
func isBuiltinTypeKeyword(kw string) bool {
	switch kw {
	case "index", "none", "vector", "tensor", "memref", "complex", "tuple":
		return true
	}
	if _, ok := ir.FloatKindByName(kw); ok {
		return true
	}
	if kw == "" {
		return false
	}
	digits := kw[1:]
	switch {
	case strings.HasPrefix(kw, "si"), strings.HasPrefix(kw, "ui"):
		digits = kw[2:]
	case kw[0] != 'i':
		return false
	}
	if digits == "" {
		return false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return false
		}
	}
	return true
}

// scanType returns the end of the type spelled at src[start:] (a builtin
// type, a dialect type or alias, a function type), or start when none.
func scanType(src string, start int) int {
	i := start
	for i < len(src) && src[i] == ' ' {
		i++
	}
	if i >= len(src) {
		return start
	}
	switch c := src[i]; {
	case c == '!':
		i++
		for i < len(src) && (isIdentByte(src[i]) || src[i] == '-') {
			i++
		}
		if i < len(src) && src[i] == '<' {
			return scanBalanced(src, i)
		}
		return i
	case c == '(':
		i = scanBalanced(src, i)
		j := i
		for j < len(src) && src[j] == ' ' {
			j++
		}
		if strings.HasPrefix(src[j:], "->") {
			return scanType(src, j+2)
		}
		return i
	case isIdentStart(c):
		for i < len(src) && isIdentByte(src[i]) {
			i++
		}
		if i < len(src) && src[i] == '<' {
			return scanBalanced(src, i)
		}
		return i
	}
	return start
}

// scanBalanced returns the position after the bracket closing the one at
// src[open], skipping string literals and `->`.
func scanBalanced(src string, open int) int {
	depth := 0
	for i := open; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case '-':
			if i+1 < len(src) && src[i+1] == '>' {
				i++
			}
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return len(src)
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
	a, err := p.ParseAttrText(t.text)
	if err != nil {
		return nil, err
	}
	ta, ok := a.(*ast.TypeAttr)
	if !ok {
		return nil, fmt.Errorf("expected type")
	}
	return ta.Type, nil
}
