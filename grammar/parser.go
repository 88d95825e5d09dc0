package grammar

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unsafe"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/internal/slab"
)

// MaxDepth bounds the nesting of regions, attributes and types, so that
// hostile input gets an error instead of exhausting the stack.
const MaxDepth = 1000

// ParseFile parses a whole MLIR file with the fast parser. The error, if any,
// is a *diag.Diagnostic locating the first syntax error (mlir-opt stops at the
// first one too).
//
// The tree's names and literals share memory with src: src must not be
// modified while the tree, or IR lowered from it, is in use.
func ParseFile(filename string, src []byte) (*ast.Module, error) {
	file := ast.NewFile(filename, src)
	p := newParser(file)
	return p.parseModule()
}

type parser struct {
	// elems is the stack array attributes' elements are parsed on.
	elems []ast.Attr
	file  *ast.File
	src   []byte
	lx    Lexer
	tok   Token
	// prevEnd is the end offset of the last consumed token.
	prevEnd  int32
	depth    int
	comments []*ast.Comment
	// types interns type nodes by their source text, so that the thousands
	// of identical `tensor<...>` spellings of a large file share one node.
	types map[string]ast.Type
	// dicts, with Options.ShareDicts, holds dictionary nodes by their
	// source text (see parseSharedDict).
	dicts map[string]*ast.DictAttr
	// Slabs of the tree's most frequent nodes, and scratch lists.
	opSlab     slab.Slab[ast.Operation]
	useSlab    slab.Slab[ast.ValueUse]
	resultSlab slab.Slab[ast.OpResult]
	regionSlab slab.Slab[*ast.Region]
	argSlab    slab.Slab[ast.BlockArg]
	args       []ast.BlockArg
	uses       []ast.ValueUse
	results    []ast.OpResult
	err        *diag.Diagnostic
	// Custom forms (custom.go): the registry, the dialect whose ops may be
	// written unprefixed here, and the custom op being parsed.
	reg            dialect.Registry
	defaultDialect string
	// stream receives the items (see Stream); firstOp marks that the op
	// being parsed is the file's first, isModule that it is a
	// builtin.module, moduleArm that its first region is yet to be
	// streamed, inStream that the blocks being parsed are that region's.
	stream                                 Stream
	firstOp, isModule, moduleArm, inStream bool
	// bodies is the stream's Bodies (see Bodies); opLevel marks that the
	// op being parsed is one a stream receives as an item, bodyArm that
	// it is a func.func whose body is yet to be streamed (the op at depth
	// bodyDepth), inBody that the ops being parsed are that body's.
	bodies                   Bodies
	opLevel, bodyArm, inBody bool
	bodyDepth, bodyOps       int
	customName               string
	customNamePos            ast.Pos
	customResults            int
	// followUps are the errors a custom syntax emitted after the first
	// one (mlir-opt prints every error a custom parser emits before it
	// gives up: "expected '<'", then "failed to parse async value type").
	followUps []*diag.Diagnostic
	// goneOn are the errors a custom syntax reported and went on past
	// (EmitErrorAndGoOn).
	goneOn diag.List
	// typeAliases are the type alias definitions read so far, for
	// ResolveTypeAlias.
	typeAliases map[string]ast.Type
}

// parseError is the parse's error: the first one, with the follow-ups
// a custom syntax emitted after it.
func (p *parser) parseError() error {
	if len(p.goneOn) > 0 && p.err != nil {
		return append(append(append(diag.List(nil), p.goneOn...), p.err), p.followUps...)
	}
	if len(p.followUps) == 0 || p.err == nil {
		return p.err
	}
	return append(diag.List{p.err}, p.followUps...)
}

// bailout unwinds the parser on the first error.
type bailout struct{}

func newParser(file *ast.File) *parser {
	p := &parser{file: file, src: file.Src, types: make(map[string]ast.Type)}
	p.lx = Lexer{src: file.Src}
	p.lx.Comments = func(start, end int) {
		p.comments = append(p.comments, &ast.Comment{Pos: ast.Pos(start), Text: p.span(int32(start), int32(end))})
	}
	return p
}

// next advances to the next token.
func (p *parser) next() {
	p.prevEnd = p.tok.End
	p.tok = p.lx.Next()
	if p.tok.Kind == Error {
		p.errorAt(ast.Pos(p.lx.ErrPos), p.lx.Err)
	}
}

// skipTo continues after text the parser consumed without tokens (an
// interned type, a dialect body) ending at off.
func (p *parser) skipTo(off int) {
	p.lx.Reset(off)
	p.tok.End = int32(off)
	p.next()
}

// resetTo re-lexes from offset off (used to split `4x4xf32` and `0x4`).
func (p *parser) resetTo(off int) {
	p.lx.Reset(off)
	p.tok = p.lx.Next()
	if p.tok.Kind == Error {
		p.errorAt(ast.Pos(p.lx.ErrPos), p.lx.Err)
	}
}

func (p *parser) errorAt(pos ast.Pos, msg string) {
	if p.err == nil {
		p.err = &diag.Diagnostic{Pos: pos, Msg: msg}
	}
	panic(bailout{})
}

// errorWithNote is errorAt with mlir-opt's note at the same place.
func (p *parser) errorWithNote(pos ast.Pos, msg, note string) {
	if p.err == nil {
		p.err = &diag.Diagnostic{Pos: pos, Msg: msg, Notes: []diag.Note{{Pos: pos, Msg: note}}}
	}
	panic(bailout{})
}

// decimalFloatNote is mlir-opt's note on a decimal integer literal where
// a float is due.
const decimalFloatNote = "add a trailing dot to make the literal a float"

// errorf reports that the current token is not what the grammar wants.
// Like mlir-opt's emitWrongTokenError, the error is placed just after the
// last non-blank text before the token (skipping blank lines and comments),
// so that "expected ')'" points where the `)` is missing.
func (p *parser) errorf(format string, args ...any) {
	p.errorAt(p.wrongTokenPos(), fmt.Sprintf(format, args...))
}

// tokenErrorf reports an error at the start of the current token (at the
// end of the input, on its last byte), like mlir-opt's emitError.
func (p *parser) tokenErrorf(format string, args ...any) {
	pos := int(p.tok.Start)
	if p.tok.Kind == EOF && pos > 0 {
		pos--
	}
	p.errorAt(ast.Pos(pos), fmt.Sprintf(format, args...))
}

func (p *parser) wrongTokenPos() ast.Pos {
	loc := int(p.tok.Start)
	if p.tok.Kind == EOF && loc > 0 {
		loc--
	}
	buf := p.src[:loc]
	for {
		buf = bytes.TrimRight(buf, " \t")
		if len(buf) == 0 {
			return ast.Pos(loc)
		}
		if c := buf[len(buf)-1]; c != '\n' && c != '\r' {
			return ast.Pos(len(buf))
		}
		buf = buf[:len(buf)-1]
		// A `//` on the line before starts a comment: back up over it.
		line := buf
		if i := bytes.LastIndexAny(line, "\n\r"); i >= 0 {
			line = line[i:]
		}
		if c := bytes.Index(line, []byte("//")); c >= 0 {
			buf = buf[:len(buf)-(len(line)-c)]
		}
	}
}

func (p *parser) pos() ast.Pos { return ast.Pos(p.tok.Start) }
func (p *parser) text() string { return p.span(p.tok.Start, p.tok.End) }

// span returns src[start:end] as a string sharing the source memory: the
// tree keeps names and literals without copying them. The source must not
// be modified while the tree is in use.
func (p *parser) span(start, end int32) string {
	if end <= start {
		return ""
	}
	return unsafe.String(&p.src[start], int(end-start))
}
func (p *parser) is(k Kind) bool { return p.tok.Kind == k }
func (p *parser) isKeyword(s string) bool {
	return p.tok.Kind == BareIdent && string(p.src[p.tok.Start:p.tok.End]) == s
}

// expect consumes a token of kind k or reports msg.
func (p *parser) expect(k Kind, msg string) {
	if p.tok.Kind != k {
		p.errorf("%s", msg)
	}
	p.next()
}

// accept consumes a token of kind k if it is next.
func (p *parser) accept(k Kind) bool {
	if p.tok.Kind == k {
		p.next()
		return true
	}
	return false
}

func (p *parser) acceptKeyword(s string) bool {
	if p.isKeyword(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) enter() {
	p.depth++
	if p.depth > MaxDepth {
		p.errorf("exceeded maximum nesting depth of %d", MaxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

// commaList parses `elem (, elem)*` up to close, which it consumes; open has
// already been consumed. An empty list is allowed when allowEmpty. Like
// mlir-opt's parseCommaSeparatedList, a missing close is "expected ']'"
// followed by the context (" in attribute dictionary").
func (p *parser) commaList(close Kind, allowEmpty bool, context string, elem func()) {
	if allowEmpty && p.accept(close) {
		return
	}
	for {
		elem()
		if !p.accept(Comma) {
			break
		}
	}
	if !p.is(close) {
		p.errorf("expected %s%s", close, context) // the message built only when needed
	}
	p.next()
}

// parseModule parses
//
//	toplevel ::= (operation | attribute-alias-def | type-alias-def)* file-metadata?
func (p *parser) parseModule() (m *ast.Module, err error) {
	m = &ast.Module{File: p.file}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			m, err = nil, p.parseError()
		}
	}()
	p.next()
	first := true
	for !p.is(EOF) {
		var it ast.Item
		switch p.tok.Kind {
		case HashIdent:
			it = p.parseAliasDef(true)
		case BangIdent:
			it = p.parseAliasDef(false)
		case MetaBegin:
			it = p.parseFileMetadata()
		default:
			p.firstOp = first && p.stream != nil
			first = false
			if p.stream != nil {
				p.newTree()
			}
			p.opLevel, p.bodyDepth = p.bodies != nil, p.depth
			op := p.parseOperation()
			p.opLevel, p.bodyArm = false, false
			if p.isModule {
				// The module's body was streamed, unless it has no region
				// (invalid: then it is an item like any other).
				begun := !p.moduleArm
				p.isModule, p.moduleArm = false, false
				if begun {
					if !p.stream.EndModule(op) {
						p.stop()
					}
					continue
				}
			}
			it = op
		}
		if p.stream == nil {
			m.Items = append(m.Items, it)
		} else if !p.stream.Item(it) {
			p.stop()
		}
	}
	m.Comments = p.comments
	if len(p.goneOn) > 0 {
		// The file parsed, but a syntax reported errors it went on past:
		// the module comes with them (see ParseFileWith).
		return m, p.goneOn
	}
	return m, nil
}

// newTree starts the tree of an item a stream receives on its own: the
// nodes of one item and of the next are not allocated together.
func (p *parser) newTree() {
	p.opSlab.Reset()
	p.useSlab.Reset()
	p.resultSlab.Reset()
	p.regionSlab.Reset()
	p.argSlab.Reset()
}

// stop ends a parse its stream asked to stop.
func (p *parser) stop() {
	p.err = &diag.Diagnostic{Pos: p.pos(), Msg: "stopped by the stream"}
	panic(bailout{})
}

// bodyTree is the number of ops of a streamed function body whose trees
// share the parser's slabs: most are a few nodes, and a fresh slab block
// per op would cost more than the nodes.
const bodyTree = 64

// streamRegion, deferred at the start of a region's parse, makes the
// region the streamed module body when the file's first op is a
// builtin.module whose region this is, or the streamed body of a
// func.func the stream receives as an item (args are the entry block's
// arguments its syntax declared), and restores the state after.
func (p *parser) streamRegion(args []ast.BlockArg) func() {
	saved, savedBody := p.inStream, p.inBody
	p.inStream, p.inBody = p.moduleArm, false
	if p.moduleArm {
		p.moduleArm = false
		p.stream.BeginModule()
		p.newTree()
	}
	if p.bodyArm && p.depth == p.bodyDepth+1 {
		p.bodyArm = false
		p.inStream, p.inBody = true, true
		p.bodies.BeginBody(args)
		return func() {
			p.inStream, p.inBody = saved, savedBody
			if !p.bodies.EndBody() && p.err == nil {
				p.stop()
			}
		}
	}
	return func() { p.inStream, p.inBody = saved, savedBody }
}

// armModule notes the name of the op being parsed: the file's first op
// streams its body when it is a builtin.module; an op the stream receives
// as an item streams its body when it is a func.func and the stream
// takes bodies.
func (p *parser) armModule(name string) {
	if p.firstOp {
		p.firstOp = false
		p.isModule = name == "builtin.module"
		p.moduleArm = p.isModule
	}
	if p.opLevel && p.depth == p.bodyDepth {
		p.opLevel = false
		p.bodyArm = name == "func.func"
	}
}

// parseAliasDef parses
//
//	attribute-alias-def ::= `#` alias-name `=` attribute-value
//	type-alias-def      ::= `!` alias-name `=` type
func (p *parser) parseAliasDef(attr bool) *ast.AliasDef {
	d := &ast.AliasDef{Pos: p.pos(), Name: p.text()[1:]}
	if strings.Contains(d.Name, ".") {
		if attr {
			p.errorf("attribute names with a '.' are reserved for dialect-defined names")
		}
		p.errorf("type names with a '.' are reserved for dialect-defined names")
	}
	p.next()
	if attr {
		p.expect(Equal, "expected '=' in attribute alias definition")
		d.Attr = p.parseAttr()
	} else {
		p.expect(Equal, "expected '=' in type alias definition")
		if p.isKeyword("type") {
			p.errorf("expected non-function type")
		}
		d.Type = p.parseType()
		if p.typeAliases == nil {
			p.typeAliases = make(map[string]ast.Type)
		}
		p.typeAliases[d.Name] = d.Type
	}
	d.End = ast.Pos(p.prevEnd)
	return d
}

// parseFileMetadata parses
//
//	file-metadata ::= `{-#` (metadata-entry (`,` metadata-entry)*)? `#-}`
func (p *parser) parseFileMetadata() *ast.FileMetadata {
	md := &ast.FileMetadata{Pos: p.pos()}
	p.next()
	p.commaList(MetaEnd, true, " in file metadata dictionary", func() {
		e := &ast.MetadataEntry{Pos: p.pos(), Key: p.parseKey("expected identifier key in file metadata dictionary")}
		p.expect(Colon, "expected ':'")
		// Nothing could print another key back: it is an error, as in
		// mlir-opt, not an entry to drop.
		if e.Key != "dialect_resources" && e.Key != "external_resources" {
			p.errorAt(e.Pos, fmt.Sprintf("unknown key '%s' in file metadata dictionary", e.Key))
		}
		p.expect(LBrace, "expected '{'")
		p.commaList(RBrace, true, "", func() {
			g := &ast.ResourceGroup{Pos: p.pos(), Name: p.parseKey("expected identifier key for 'resource' entry")}
			p.expect(Colon, "expected ':'")
			p.expect(LBrace, "expected '{'")
			p.commaList(RBrace, true, "", func() {
				r := &ast.Resource{Pos: p.pos(), Key: p.parseKey("expected identifier key for 'resource' entry")}
				p.expect(Colon, "expected ':'")
				start := p.tok.Start
				switch {
				case p.is(String) || p.isKeyword("true") || p.isKeyword("false"):
					p.next()
				default:
					p.tokenErrorf("expected string value for key '%s'", r.Key)
				}
				r.Value = p.span(start, p.prevEnd)
				g.Resources = append(g.Resources, r)
			})
			e.Groups = append(e.Groups, g)
		})
		md.Entries = append(md.Entries, e)
	})
	md.End = ast.Pos(p.prevEnd)
	return md
}

// parseKey parses a bare-id or string key and returns its value.
func (p *parser) parseKey(msg string) string {
	switch p.tok.Kind {
	case BareIdent:
		s := p.text()
		p.next()
		return s
	case String:
		s := p.stringValue()
		p.next()
		return s
	}
	p.errorf("%s", msg)
	return ""
}

// parseOperation parses
//
//	operation      ::= op-result-list? (generic-operation | custom-operation) trailing-location?
//	op-result-list ::= op-result (`,` op-result)* `=`
//	op-result      ::= value-id (`:` integer-literal)?
func (p *parser) parseOperation() *ast.Operation {
	op := p.opSlab.New()
	op.Pos = p.pos()
	if p.is(PercentIdent) {
		results := p.results[:0]
		for {
			if !p.is(PercentIdent) {
				p.errorf("expected valid ssa identifier")
			}
			r := ast.OpResult{Pos: p.pos(), Name: p.text()[1:], Count: 1}
			p.next()
			if p.accept(Colon) {
				if !p.is(Integer) {
					p.errorf("expected integer number of results")
				}
				n, err := strconv.ParseUint(p.text(), 0, 31)
				if err != nil || n < 1 {
					p.errorf("expected named operation to have at least 1 result")
				}
				r.Count, r.Packed = int(n), true
				p.next()
			}
			results = append(results, r)
			if !p.accept(Comma) {
				break
			}
		}
		op.Results = p.resultSlab.Copy(results)
		p.results = results[:0]
		p.expect(Equal, "expected '=' after SSA name")
	}
	op.NamePos = p.pos()
	switch p.tok.Kind {
	case String:
		op.Name = p.stringValue()
		p.armModule(op.Name)
		p.next()
		p.parseGenericBody(op)
	case BareIdent:
		if p.reg != nil {
			p.parseCustomOperation(op)
			break
		}
		name := p.text()
		dialect, _, _ := strings.Cut(name, ".")
		p.tokenErrorf("Dialect `%s' not found for custom op '%s' ", dialect, name)
	default:
		p.errorf("expected operation name in quotes")
	}
	if p.isKeyword("loc") {
		op.Loc = p.parseLocInstance()
	}
	op.End = ast.Pos(p.prevEnd)
	return op
}

// parseGenericBody parses the rest of
//
//	generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
//	                      properties? region-list? dictionary-attribute? `:` function-type
func (p *parser) parseGenericBody(op *ast.Operation) {
	p.expect(LParen, "expected '(' to start operand list")
	// As mlir-opt: the list is there if a value starts it.
	if p.is(PercentIdent) {
		uses := p.uses[:0]
		for {
			uses = append(uses, p.parseValueUse())
			if !p.accept(Comma) {
				break
			}
		}
		op.Operands = p.useSlab.Copy(uses)
		p.uses = uses[:0]
	}
	p.expect(RParen, "expected ')' to end operand list")
	if p.accept(LSquare) {
		p.commaList(RSquare, false, "", func() {
			if !p.is(CaretIdent) {
				p.errorf("expected block name")
			}
			op.Successors = append(op.Successors, ast.BlockRef{Pos: p.pos(), Name: p.text()[1:]})
			p.next()
		})
	}
	if p.accept(Less) {
		if p.is(LBrace) {
			op.Properties = p.parseSharedDict()
		} else {
			op.Properties = p.parseAttr()
		}
		p.expect(Greater, "expected '>' to close properties")
	}
	if p.accept(LParen) {
		// Most ops have one region: its list is sized once.
		first := p.parseRegion()
		if p.is(Comma) {
			op.Regions = []*ast.Region{first}
			for p.accept(Comma) {
				op.Regions = append(op.Regions, p.parseRegion())
			}
		} else {
			op.Regions = p.regionSlab.Make(1)
			op.Regions[0] = first
		}
		p.expect(RParen, "expected ')'")
	}
	if p.is(LBrace) {
		op.Attrs = p.parseSharedDict()
	}
	p.expect(Colon, "expected ':' followed by operation type")
	op.TypePos = p.pos()
	t := p.parseType()
	ft, ok := t.(*ast.FunctionType)
	if !ok {
		p.errorAt(op.TypePos, "expected function type")
	}
	op.Type = ft
}

// parseValueUse parses `value-use ::= value-id (`#` decimal-literal)?`.
func (p *parser) parseValueUse() ast.ValueUse {
	if !p.is(PercentIdent) {
		p.errorf("expected SSA operand")
	}
	u := ast.ValueUse{Pos: p.pos(), Name: p.text()[1:], Index: -1}
	end := p.tok.End
	p.next()
	// `%x#3`: the `#` must follow the name directly.
	if p.is(HashIdent) && p.tok.Start == end {
		n, err := strconv.ParseUint(p.text()[1:], 10, 31)
		if err != nil {
			p.errorf("invalid SSA value result number")
		}
		u.Index = int(n)
		p.next()
	}
	return u
}

// parseRegion parses
//
//	region      ::= `{` entry-block? block* `}`
//	entry-block ::= operation+
func (p *parser) parseRegion() *ast.Region {
	p.enter()
	defer p.leave()
	defer p.streamRegion(nil)()
	r := &ast.Region{LBrace: p.pos()}
	p.expect(LBrace, "expected '{' to begin a region")
	if !p.is(RBrace) && !p.is(CaretIdent) {
		b := &ast.Block{Pos: p.pos()}
		p.parseBlockOps(b)
		r.Blocks = append(r.Blocks, b)
	}
	for p.is(CaretIdent) {
		r.Blocks = append(r.Blocks, p.parseBlock())
	}
	r.RBrace = p.pos()
	p.expect(RBrace, "expected '}' to end region")
	return r
}

func (p *parser) parseBlockOps(b *ast.Block) {
	for !p.is(RBrace) && !p.is(CaretIdent) {
		if p.is(EOF) {
			p.errorf("expected '}' to end region")
		}
		if p.inStream {
			if !p.inBody || p.bodyOps%bodyTree == 0 {
				p.newTree()
			}
			p.bodyOps++
			p.opLevel, p.bodyDepth = p.bodies != nil && !p.inBody, p.depth
			op := p.parseOperation()
			p.opLevel, p.bodyArm = false, false
			if !p.stream.Item(op) {
				p.stop()
			}
			continue
		}
		b.Ops = append(b.Ops, p.parseOperation())
	}
}

// parseBlock parses
//
//	block          ::= block-label operation*
//	block-label    ::= block-id block-arg-list? `:`
//	block-arg-list ::= `(` value-id-and-type-list? `)`
func (p *parser) parseBlock() *ast.Block {
	if p.inStream {
		if p.inBody {
			p.stream.Unsupported("a labelled block in a streamed function body")
		} else {
			p.stream.Unsupported("a labelled block in the module body")
		}
		p.inStream = false
	}
	b := &ast.Block{Pos: p.pos(), Label: p.text()[1:]}
	p.next()
	if p.accept(LParen) {
		b.HasArgList = true
		args := p.args[:0]
		p.commaList(RParen, true, "", func() {
			if !p.is(PercentIdent) {
				p.errorf("expected SSA operand")
			}
			a := ast.BlockArg{Pos: p.pos(), Name: p.text()[1:]}
			p.next()
			p.expect(Colon, "expected ':' and type for SSA operand")
			a.Type = p.parseType()
			if p.isKeyword("loc") {
				a.Loc = p.parseLocInstance()
			}
			args = append(args, a)
		})
		b.Args = p.argSlab.Copy(args)
		p.args = args[:0]
	}
	p.expect(Colon, "expected ':' after block name")
	p.parseBlockOps(b)
	return b
}

// stringValue decodes the current String token.
func (p *parser) stringValue() string {
	lit := p.src[p.tok.Start:p.tok.End]
	if len(lit) >= 2 && !containsByte(lit, '\\') {
		return p.span(p.tok.Start+1, p.tok.End-1)
	}
	s, ok := DecodeString(lit)
	if !ok {
		p.errorf("invalid string literal")
	}
	return s
}

// DecodeString decodes a quoted MLIR string literal: escapes `\n`, `\t`,
// `\"`, `\\` and two hex digits.
func DecodeString(lit []byte) (string, bool) {
	if len(lit) < 2 || lit[0] != '"' || lit[len(lit)-1] != '"' {
		return "", false
	}
	body := lit[1 : len(lit)-1]
	if !containsByte(body, '\\') {
		return string(body), true
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
		switch body[i+1] {
		case 'n':
			b.WriteByte('\n')
			i++
		case 't':
			b.WriteByte('\t')
			i++
		case '"', '\\':
			b.WriteByte(body[i+1])
			i++
		default:
			if i+2 >= len(body) || !isHex(body[i+1]) || !isHex(body[i+2]) {
				return "", false
			}
			b.WriteByte(unhex(body[i+1])<<4 | unhex(body[i+2]))
			i += 2
		}
	}
	return b.String(), true
}

func containsByte(s []byte, c byte) bool {
	for _, x := range s {
		if x == c {
			return true
		}
	}
	return false
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
