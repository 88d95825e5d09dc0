package grammar

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
)

// Options configures ParseFileWith.
type Options struct {
	// Registry resolves custom op names (its Syntax, DefaultDialect,
	// HasDialect, GenericOnly, AvailableDialects and HasTrait); nil parses
	// generic forms only, as ParseFile does.
	Registry dialect.Registry
	// Stream, when set, receives the file's items as they are parsed
	// instead of the returned Module keeping them, so that a large file
	// is never held whole as a tree (see Stream).
	Stream Stream
	// Bodies, with Stream, streams the bodies of the func.func items too
	// (see Bodies); usually the Stream itself.
	Bodies Bodies
	// ShareDicts gives identical property and attribute dictionaries of
	// generic ops one node, parsed once: the positions inside it are
	// those of an earlier occurrence. For a caller that only lowers the
	// tree (a stream), not one that reports positions within it.
	ShareDicts bool
}

// Stream receives a file's items as they are parsed: the top-level items
// in order, except that when the first operation of the file is a
// builtin.module, the operations of its body are delivered one by one
// between BeginModule and EndModule (whose op then has an empty body).
// Item returns false to stop the parse (the parse then fails with a
// diagnostic the caller ignores). Unsupported reports a structure the
// stream cannot carry (a labelled block in the module body): the receiver
// must not rely on the stream from then on.
type Stream interface {
	Item(it ast.Item) bool
	BeginModule()
	EndModule(op *ast.Operation) bool
	Unsupported(why string)
}

// Bodies is what a Stream implements, and Options.Bodies holds, to
// receive the body of a func.func it would receive as an item (a
// top-level op, or an op of the streamed module body) op by op: BeginBody
// with the entry block's arguments its syntax declared (none when they
// are written in the body), then each op of the entry block through Item,
// then EndBody (false stops the parse), and the func.func itself through
// Item as usual, its body's entry block empty. A labelled block in the
// body is reported through Unsupported (its ops are the func's again).
type Bodies interface {
	BeginBody(args []ast.BlockArg)
	EndBody() bool
}

// ParseFileWith parses a whole MLIR file with the fast parser, custom
// forms included: an op name written as a bare identifier is looked up in
// opts.Registry (unprefixed names in the default dialect of the enclosing
// custom op's regions, "builtin" at the top level) and parsed by its
// syntax into ast.Operation.Custom. Generic ops never need registration.
// The error, if any, is a *diag.Diagnostic at mlir-opt's position (or a
// diag.List of them). When the only errors are those a syntax reported
// and went on past (Parser.EmitErrorAndGoOn), the module is returned
// too, whole, with them: mlir-opt goes on to verify it.
func ParseFileWith(filename string, src []byte, opts Options) (*ast.Module, error) {
	file := ast.NewFile(filename, src)
	p := newParser(file)
	p.reg = opts.Registry
	p.stream = opts.Stream
	if opts.Stream != nil {
		p.bodies = opts.Bodies
	}
	if opts.ShareDicts {
		p.dicts = make(map[string]*ast.DictAttr)
	}
	p.defaultDialect = "builtin"
	return p.parseModule()
}

// parseCustomOperation parses
//
//	custom-operation ::= bare-id custom-operation-format
//
// where the format is the one the registry's syntax for the op reads.
func (p *parser) parseCustomOperation(op *ast.Operation) {
	written := p.text()
	namePos := p.pos()
	name := written
	syn := p.reg.Syntax(name)
	if syn == nil {
		dialect, _, dotted := strings.Cut(written, ".")
		if !dotted {
			dialect = p.defaultDialect
			name = dialect + "." + written
			syn = p.reg.Syntax(name)
		}
		if syn == nil {
			tried := ""
			if name != written {
				tried = fmt.Sprintf(" (tried '%s' as well)", name)
			}
			if !p.reg.HasDialect(dialect) {
				p.unknownDialect(dialect, written, tried)
			}
			if p.reg.GenericOnly(name) {
				p.tokenErrorf("custom op '%s' has no custom assembly form", written)
			}
			p.tokenErrorf("custom op '%s' is unknown%s", written, tried)
		}
	}
	op.Name = name
	p.armModule(name)
	p.next()
	savedDialect, savedName, savedPos, savedResults := p.defaultDialect, p.customName, p.customNamePos, p.customResults
	p.defaultDialect = p.reg.DefaultDialect(name)
	p.customName, p.customNamePos = name, namePos
	p.customResults = 0
	for _, r := range op.Results {
		p.customResults += r.Count
	}
	st := &ast.CustomOp{}
	err := syn.Parse(p, st)
	p.defaultDialect, p.customName, p.customNamePos, p.customResults = savedDialect, savedName, savedPos, savedResults
	if err != nil && p.err == nil {
		p.err = &diag.Diagnostic{Pos: p.pos(), Msg: err.Error()}
	}
	if p.err != nil {
		// Also when a syntax dropped an error it was given: the first
		// error of a parse is final.
		panic(bailout{})
	}
	op.Custom = st
	op.Operands = appendGroups(op.Operands, st.Operands)
	op.Successors = appendGroups(op.Successors, st.Successors)
	op.Regions = appendGroups(op.Regions, st.Regions)
	op.Attrs = st.Attrs
}

// appendGroups appends the groups' elements to dst, growing it once.
func appendGroups[T any](dst []T, groups [][]T) []T {
	n := 0
	for _, g := range groups {
		n += len(g)
	}
	if n == 0 {
		return dst
	}
	dst = slices.Grow(dst, n)
	for _, g := range groups {
		dst = append(dst, g...)
	}
	return dst
}

// The parser is the dialect.Parser custom-form syntaxes read through.
// Methods with an error result return the parse's first error (the
// parser's p.err, placed as mlir-opt places it) instead of bailing out;
// those without one (ParseOptionalPunct, ...) can only fail on a lexical
// error, and then bail out through the syntax to the file's parse.
var _ dialect.Parser = (*parser)(nil)

// catch turns a bailout into the error return of a Parser method.
func (p *parser) catch(err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(bailout); !ok {
			panic(r)
		}
		*err = p.err
	}
}

// fail records an error and returns the parse's first: within a custom
// syntax, errors after the first are kept as follow-ups, which mlir-opt
// prints too (each emitError is printed as it is emitted).
func (p *parser) fail(pos ast.Pos, msg string) error {
	if p.err == nil {
		p.err = &diag.Diagnostic{Pos: pos, Msg: msg}
	} else if p.customName != "" {
		p.followUps = append(p.followUps, &diag.Diagnostic{Pos: pos, Msg: msg})
	}
	return p.err
}

// curPos is where mlir-opt's emitError(getCurrentLocation()) points: the
// current token, or the last byte at the end of the input.
func (p *parser) curPos() ast.Pos {
	if p.tok.Kind == EOF && p.tok.Start > 0 {
		return ast.Pos(p.tok.Start - 1)
	}
	return p.pos()
}

func (p *parser) Pos() ast.Pos       { return p.pos() }
func (p *parser) OpNamePos() ast.Pos { return p.customNamePos }
func (p *parser) NumResults() int    { return p.customResults }

func (p *parser) ResolveTypeAlias(t ast.Type) (ast.Type, error) {
	a, ok := t.(*ast.AliasType)
	if !ok {
		return t, nil
	}
	r := p.typeAliases[a.Name]
	if r == nil {
		return nil, p.fail(a.Pos+ast.Pos(1+len(a.Name)), "undefined symbol alias id '"+a.Name+"'")
	}
	// An alias's definition cannot use itself or a later alias: the chain
	// ends.
	for {
		a, ok := r.(*ast.AliasType)
		if !ok {
			return r, nil
		}
		if r = p.typeAliases[a.Name]; r == nil {
			return nil, p.fail(a.Pos+ast.Pos(1+len(a.Name)), "undefined symbol alias id '"+a.Name+"'")
		}
	}
}

func (p *parser) HasTrait(name, trait string) bool {
	return p.reg != nil && p.reg.HasTrait(name, trait)
}

func (p *parser) Errorf(pos ast.Pos, format string, args ...any) error {
	return p.fail(pos, "custom op '"+p.customName+"' "+fmt.Sprintf(format, args...))
}

func (p *parser) ParseGenericOperation() (op *ast.Operation, err error) {
	defer p.catch(&err)
	if !p.is(String) {
		// mlir-opt reads any token's text less its first and last
		// characters as the name.
		if len(p.text()) <= 2 {
			p.tokenErrorf("empty operation name is invalid")
		}
		p.tokenErrorf("expected operation name in quotes")
	}
	op = &ast.Operation{Pos: p.pos(), NamePos: p.pos(), Name: p.stringValue()}
	p.next()
	p.parseGenericBody(op)
	op.End = ast.Pos(p.prevEnd)
	return op, nil
}

func (p *parser) EmitErrorf(pos ast.Pos, format string, args ...any) error {
	return p.fail(pos, fmt.Sprintf(format, args...))
}

func (p *parser) EmitErrorAndGoOn(pos ast.Pos, format string, args ...any) {
	p.goneOn = append(p.goneOn, &diag.Diagnostic{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (p *parser) WrongToken(msg string) error { return p.fail(p.wrongTokenPos(), msg) }

// punctKinds are the punctuation a syntax may ask for.
var punctKinds = map[string]Kind{
	"(": LParen, ")": RParen, "[": LSquare, "]": RSquare, "{": LBrace, "}": RBrace,
	"<": Less, ">": Greater, ",": Comma, ":": Colon, "=": Equal, "->": Arrow,
	"-": Minus, "+": Plus, "*": Star, "?": Question, "...": Ellipsis, "|": VerticalBar,
}

func (p *parser) Peek(what string) bool {
	switch what {
	case "%":
		return p.is(PercentIdent)
	case "^":
		return p.is(CaretIdent)
	case "@":
		return p.is(AtIdent)
	case "#":
		return p.is(HashIdent)
	case "!":
		return p.is(BangIdent)
	case `"`:
		return p.is(String)
	case "0":
		return p.is(Integer)
	case "0.0":
		return p.is(Float)
	}
	if k, ok := punctKinds[what]; ok {
		return p.is(k)
	}
	return p.isKeyword(what)
}

func (p *parser) ParsePunct(s string) (err error) {
	k, ok := punctKinds[s]
	if !ok || !p.is(k) {
		return p.fail(p.wrongTokenPos(), "expected '"+s+"'")
	}
	defer p.catch(&err)
	p.next()
	return nil
}

func (p *parser) ParseOptionalPunct(s string) bool {
	if k, ok := punctKinds[s]; ok && p.is(k) {
		p.next()
		return true
	}
	return false
}

// ParseKeyword fails as OpAsmParser::parseKeyword does: "expected 'kw'"
// at the current token.
func (p *parser) ParseKeyword(kw string) (err error) {
	if !p.isKeyword(kw) {
		return p.Errorf(p.curPos(), "expected '%s'", kw)
	}
	defer p.catch(&err)
	p.next()
	return nil
}

func (p *parser) ParseOptionalKeyword(kw string) bool {
	return p.acceptKeyword(kw)
}

func (p *parser) ParseOptionalKeywordOf(choices []string) (string, bool) {
	if !p.is(BareIdent) {
		return "", false
	}
	s := p.text()
	if choices != nil {
		found := false
		for _, c := range choices {
			if c == s {
				found = true
				break
			}
		}
		if !found {
			return "", false
		}
	}
	p.next()
	return s, true
}

func (p *parser) ParseOptionalString() (string, bool) {
	if !p.is(String) {
		return "", false
	}
	s := p.stringValue()
	p.next()
	return s, true
}

// ParseOptionalInteger parses `-`? integer-literal into an int64.
func (p *parser) ParseOptionalInteger() (n int64, ok bool, err error) {
	defer p.catch(&err)
	pos := p.curPos()
	neg := false
	if p.is(Minus) {
		p.next()
		if !p.is(Integer) {
			p.tokenErrorf("expected integer value")
		}
		neg = true
	}
	if !p.is(Integer) {
		return 0, false, nil
	}
	text := p.text()
	if neg {
		text = "-" + text
	}
	n, perr := strconv.ParseInt(text, 0, 64)
	if perr != nil {
		return 0, false, p.Errorf(pos, "integer value too large")
	}
	p.next()
	return n, true, nil
}

func (p *parser) ParseOperand() (u ast.ValueUse, err error) {
	defer p.catch(&err)
	return p.parseValueUse(), nil
}

func (p *parser) ParseOptionalOperand() (u ast.ValueUse, ok bool, err error) {
	if !p.is(PercentIdent) {
		return u, false, nil
	}
	defer p.catch(&err)
	return p.parseValueUse(), true, nil
}

func (p *parser) ParseType() (t ast.Type, err error) {
	defer p.catch(&err)
	return p.parseType(), nil
}

// isTypeStart reports whether the current token can start a type
// (mlir-opt's parseOptionalType).
func (p *parser) isTypeStart() bool {
	switch p.tok.Kind {
	case LParen, BangIdent:
		return true
	case BareIdent:
		s := p.text()
		switch s {
		case "index", "none", "complex", "tuple", "vector", "tensor", "memref":
			return true
		}
		return floatTypes[s] || isIntegerTypeName(s)
	}
	return false
}

func (p *parser) ParseOptionalType() (t ast.Type, ok bool, err error) {
	if !p.isTypeStart() {
		return nil, false, nil
	}
	defer p.catch(&err)
	return p.parseType(), true, nil
}

// attrKeywords are the bare identifiers that start a builtin attribute.
var attrKeywords = map[string]bool{
	"true": true, "false": true, "unit": true, "affine_map": true, "affine_set": true,
	"dense": true, "dense_resource": true, "sparse": true, "array": true, "strided": true,
	"distinct": true, "loc": true,
}

// isAttrStart reports whether the current token starts an attribute by
// mlir-opt's parseOptionalAttribute: an attribute token, else a type.
func (p *parser) isAttrStart() bool {
	switch p.tok.Kind {
	case AtIdent, Float, Integer, HashIdent, LBrace, LSquare, Minus, String:
		return true
	case BareIdent:
		switch p.text() {
		case "true", "false", "unit", "affine_map", "affine_set", "dense", "dense_resource", "sparse", "loc":
			return true
		}
	}
	return p.isTypeStart()
}

// parseAttrWithType parses an attribute; with typ, a literal's `: type`
// is not read and typ is its type (mlir-opt's parseAttribute(type)).
func (p *parser) parseAttrWithType(typ ast.Type) ast.Attr {
	if p.is(BareIdent) && !attrKeywords[p.text()] && !p.isTypeStart() {
		p.errorf("expected attribute value")
	}
	if typ == nil {
		return p.parseAttr()
	}
	switch p.tok.Kind {
	case Integer, Float, Minus:
		pos := p.pos()
		lit := p.parseNumberLiteral()
		if lit.Kind == ast.LitFloat {
			return &ast.FloatAttr{Pos: pos, Next: p.curPos(), Text: lit.Text, Type: typ}
		}
		return &ast.IntegerAttr{Pos: pos, Text: lit.Text, Type: typ}
	case String:
		a := &ast.StringAttr{Value: p.stringValue(), Type: typ}
		p.next()
		return a
	case BareIdent:
		if p.text() == "dense" {
			a := &ast.DenseAttr{Pos: p.pos()}
			p.next()
			p.expect(Less, "expected '<' after 'dense'")
			if !p.is(Greater) {
				a.Elems = p.parseDenseElems()
			}
			p.expect(Greater, "expected '>'")
			a.Type = typ
			return a
		}
		// As mlir-opt's parseAttribute(type): the elements attributes take
		// the type given.
		switch p.text() {
		case "sparse":
			return p.parseSparseAttr(typ)
		case "dense_resource":
			return p.parseDenseResourceAttr(typ)
		}
	}
	return p.parseAttr()
}

func (p *parser) ParseAttribute(typ ast.Type) (a ast.Attr, err error) {
	defer p.catch(&err)
	return p.parseAttrWithType(typ), nil
}

func (p *parser) ParseOptionalAttribute(typ ast.Type) (a ast.Attr, ok bool, err error) {
	if !p.isAttrStart() {
		return nil, false, nil
	}
	defer p.catch(&err)
	return p.parseAttrWithType(typ), true, nil
}

// ParseTypeText parses src on its own as a type (ParseType).
func (p *parser) ParseTypeText(src string) (ast.Type, error) { return ParseType("", src) }

// ParseAttrText parses src on its own as an attribute (ParseAttribute).
func (p *parser) ParseAttrText(src string) (ast.Attr, error) { return ParseAttribute("", src) }

// ParseStrippedType parses `<body>` as !dialect.mnemonic<body>, or a full
// `!...` type; anything else is "expected '<'" after the previous token.
func (p *parser) ParseStrippedType(dialect, mnemonic string) (t ast.Type, err error) {
	switch p.tok.Kind {
	case Less:
		defer p.catch(&err)
		dataPos := ast.Pos(p.tok.Start) - ast.Pos(len(mnemonic))
		body := p.parseDialectBody()
		return &ast.DialectType{Dialect: dialect, Name: mnemonic, Body: body, HasBody: true, DataPos: dataPos}, nil
	case BangIdent:
		return p.ParseType()
	}
	return nil, p.WrongToken("expected '<'")
}

// ParseStrippedAttr parses `<body>` as #dialect.mnemonic<body>, or a full
// `#...` attribute.
func (p *parser) ParseStrippedAttr(dialect, mnemonic string) (a ast.Attr, err error) {
	defer p.catch(&err)
	switch p.tok.Kind {
	case HashIdent:
		return p.parseAttr(), nil
	case Less:
		// The data is `mnemonic<body>`, its mnemonic not written: the
		// positions after it are the source's.
		dataPos := ast.Pos(p.tok.Start) - ast.Pos(len(mnemonic))
		body := p.parseDialectBody()
		return &ast.DialectAttr{Dialect: dialect, Name: mnemonic, Body: body, HasBody: true, DataPos: dataPos, CustomOp: p.customName}, nil
	case LBrace, LParen, LSquare:
		// A format that does not start with `<` (omp's data_sharing_type
		// `{type = private}`): the attribute is #dialect<mnemonic{...}>.
		dataPos := ast.Pos(p.tok.Start) - ast.Pos(len(mnemonic))
		open := p.src[p.tok.Start]
		body := p.parseDialectBody()
		closing := map[byte]string{'{': "}", '(': ")", '[': "]"}[open]
		return &ast.DialectAttr{Dialect: dialect, Body: mnemonic + string(open) + body + closing, HasBody: true, DataPos: dataPos, CustomOp: p.customName}, nil
	}
	p.errorf("expected '<'")
	return nil, nil
}

func (p *parser) ParseDimensionList(allowDynamic, withTrailingX bool) (dims []int64, err error) {
	defer p.catch(&err)
	dim := func() {
		if p.is(Question) {
			if !allowDynamic {
				p.errorf("expected static shape")
			}
			dims = append(dims, ast.Dynamic)
			p.next()
			return
		}
		if !p.is(Integer) {
			p.errorf("invalid dimension")
		}
		dims = append(dims, p.parseDimensionInteger())
	}
	if withTrailingX {
		for p.is(Integer) || p.is(Question) {
			dim()
			p.parseXInDimensionList()
		}
		return dims, nil
	}
	if p.is(Integer) || p.is(Question) {
		dim()
		for p.is(BareIdent) && p.src[p.tok.Start] == 'x' {
			p.parseXInDimensionList()
			dim()
		}
	}
	return dims, nil
}

func (p *parser) ParseOptionalAttrDict() (d *ast.DictAttr, err error) {
	if !p.is(LBrace) {
		return nil, nil
	}
	defer p.catch(&err)
	return p.parseDict(), nil
}

func (p *parser) ParseOptionalAttrDictWithKeyword() (d *ast.DictAttr, err error) {
	if !p.isKeyword("attributes") {
		return nil, nil
	}
	defer p.catch(&err)
	p.next()
	return p.parseDict(), nil
}

func (p *parser) ParseOptionalSymbolName() (string, bool) {
	if !p.is(AtIdent) {
		return "", false
	}
	s := p.symbolName()
	p.next()
	return s, true
}

func (p *parser) ParseAffineMap() (m *ast.AffineMap, err error) {
	defer p.catch(&err)
	return p.parseAffineMapOrSet(true).(*ast.AffineMap), nil
}

func (p *parser) ParseAffineMapOfSSAIds(delim string) (m *ast.AffineMap, operands []ast.ValueUse, err error) {
	defer p.catch(&err)
	m, operands = p.parseAffineMapOfSSAIds(delim == "[")
	return m, operands, nil
}

func (p *parser) ParseAffineExprOfSSAIds() (e ast.AffineExpr, dims, syms []ast.ValueUse, err error) {
	defer p.catch(&err)
	e, dims, syms = p.parseAffineExprOfSSAIds()
	return e, dims, syms, nil
}

// parseRegionWithArgs parses a region whose entry block's arguments the
// op's syntax declared; named ones forbid a label on the entry block, and
// the entry block exists even when the region is `{}`.
func (p *parser) parseRegionWithArgs(args []ast.BlockArg) *ast.Region {
	if len(args) == 0 || args[0].Name == "" {
		return p.parseRegion()
	}
	p.enter()
	defer p.leave()
	defer p.streamRegion(args)()
	r := &ast.Region{LBrace: p.pos()}
	p.expect(LBrace, "expected '{' to begin a region")
	if p.is(CaretIdent) {
		p.tokenErrorf("invalid block name in region with named arguments")
	}
	b := &ast.Block{Pos: p.pos(), Args: args}
	p.parseBlockOps(b)
	r.Blocks = append(r.Blocks, b)
	for p.is(CaretIdent) {
		r.Blocks = append(r.Blocks, p.parseBlock())
	}
	r.RBrace = p.pos()
	p.expect(RBrace, "expected '}' to end region")
	return r
}

func (p *parser) ParseRegion(entryArgs []ast.BlockArg) (r *ast.Region, err error) {
	defer p.catch(&err)
	return p.parseRegionWithArgs(entryArgs), nil
}

func (p *parser) ParseOptionalRegion(entryArgs []ast.BlockArg) (r *ast.Region, ok bool, err error) {
	if !p.is(LBrace) {
		return nil, false, nil
	}
	defer p.catch(&err)
	return p.parseRegionWithArgs(entryArgs), true, nil
}

func (p *parser) ParseSuccessor() (b ast.BlockRef, err error) {
	if !p.is(CaretIdent) {
		return b, p.fail(p.wrongTokenPos(), "expected block name")
	}
	defer p.catch(&err)
	b = ast.BlockRef{Pos: p.pos(), Name: p.text()[1:]}
	p.next()
	return b, nil
}

func (p *parser) ParseOptionalSuccessor() (ast.BlockRef, bool) {
	if !p.is(CaretIdent) {
		return ast.BlockRef{}, false
	}
	b := ast.BlockRef{Pos: p.pos(), Name: p.text()[1:]}
	p.next()
	return b, true
}

// ParseArgument parses `%name (: type)? {attrs}? loc(...)?`.
func (p *parser) ParseArgument(withType, withAttrs bool) (a ast.BlockArg, d *ast.DictAttr, err error) {
	defer p.catch(&err)
	if !p.is(PercentIdent) {
		p.errorf("expected SSA operand")
	}
	a = ast.BlockArg{Pos: p.pos(), Name: p.text()[1:]}
	end := p.tok.End
	p.next()
	if p.is(HashIdent) && p.tok.Start == end {
		p.tokenErrorf("result number not allowed in argument list")
	}
	if withType {
		p.expect(Colon, "expected ':'")
		a.Type = p.parseType()
	}
	if withAttrs && p.is(LBrace) {
		d = p.parseDict()
	}
	if p.isKeyword("loc") {
		a.Loc = p.parseLocInstance()
	}
	return a, d, nil
}

func (p *parser) ParseOptionalLocationSpecifier() (loc ast.Attr, err error) {
	if !p.isKeyword("loc") {
		return nil, nil
	}
	defer p.catch(&err)
	return p.parseLocInstance(), nil
}

func (p *parser) ParseOptionalArgument(withType, withAttrs bool) (a ast.BlockArg, d *ast.DictAttr, ok bool, err error) {
	if !p.is(PercentIdent) {
		return a, nil, false, nil
	}
	a, d, err = p.ParseArgument(withType, withAttrs)
	return a, d, err == nil, err
}

// unknownDialect reports a custom op of a dialect the registry does not
// know, with mlir-opt's note listing the available dialects.
func (p *parser) unknownDialect(dialect, written, tried string) {
	pos := int(p.tok.Start)
	if p.tok.Kind == EOF && pos > 0 {
		pos--
	}
	d := &diag.Diagnostic{Pos: ast.Pos(pos), Msg: fmt.Sprintf("Dialect `%s' not found for custom op '%s' %s", dialect, written, tried)}
	if avail := p.reg.AvailableDialects(); avail != nil {
		d.Notes = []diag.Note{{Pos: d.Pos, Msg: "Available dialects: " + strings.Join(avail, ", ") +
			" ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"}}
	}
	if p.err == nil {
		p.err = d
	}
	panic(bailout{})
}
