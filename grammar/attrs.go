package grammar

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
)

// parseAttr parses
//
//	attribute-value ::= attribute-alias | dialect-attribute | builtin-attribute
func (p *parser) parseAttr() ast.Attr {
	p.enter()
	defer p.leave()
	switch p.tok.Kind {
	case LSquare:
		p.next()
		a := &ast.ArrayAttr{}
		// The elements are gathered on p.elems (nested arrays above
		// them) and copied out once, at their number.
		base := len(p.elems)
		p.commaList(RSquare, true, "", func() { p.elems = append(p.elems, p.parseAttr()) })
		if len(p.elems) > base {
			a.Elems = slices.Clone(p.elems[base:])
		}
		clear(p.elems[base:])
		p.elems = p.elems[:base]
		return a
	case LBrace:
		return p.parseDict()
	case AtIdent:
		return p.parseSymbolRef()
	case HashIdent:
		return p.parseDialectAttr()
	case Integer, Float, Minus:
		return p.parseNumberAttr()
	case String:
		a := &ast.StringAttr{Value: p.stringValue()}
		p.next()
		if p.accept(Colon) {
			a.Type = p.parseType()
		}
		return a
	case BareIdent:
		switch p.text() {
		case "true", "false":
			a := &ast.BoolAttr{Value: p.text() == "true"}
			p.next()
			return a
		case "unit":
			p.next()
			return &ast.UnitAttr{}
		case "affine_map":
			p.next()
			p.expect(Less, "expected '<' in affine map")
			m := p.parseAffineMapOrSet(true)
			p.expect(Greater, "expected '>' in affine map")
			return &ast.AffineMapAttr{Map: m.(*ast.AffineMap)}
		case "affine_set":
			p.next()
			p.expect(Less, "expected '<' in integer set")
			s := p.parseAffineMapOrSet(false)
			p.expect(Greater, "expected '>' in integer set")
			return &ast.IntegerSetAttr{Set: s.(*ast.IntegerSet)}
		case "dense":
			return p.parseDenseAttr()
		case "dense_resource":
			return p.parseDenseResourceAttr(nil)
		case "sparse":
			return p.parseSparseAttr(nil)
		case "array":
			return p.parseDenseArrayAttr()
		case "strided":
			return p.parseStridedAttr()
		case "distinct":
			return p.parseDistinctAttr()
		case "loc":
			return p.parseLocInstance()
		}
	}
	start := p.tok.Kind
	if start != BareIdent && start != BangIdent && start != LParen || start == BareIdent && !isTypeKeyword(p.text()) {
		// mlir-opt parses a type optionally here: a word that starts
		// none is no attribute.
		p.errorf("expected attribute value")
	}
	return &ast.TypeAttr{Type: p.parseType()}
}

// parseDict parses
//
//	dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`
//	attribute-entry      ::= (bare-id | string-literal) (`=` attribute-value)?
func (p *parser) parseDict() *ast.DictAttr {
	d := &ast.DictAttr{Pos: p.pos()}
	p.expect(LBrace, "expected '{' in attribute dictionary")
	p.commaList(RBrace, true, " in attribute dictionary", func() {
		e := ast.NamedAttr{Pos: p.pos()}
		switch p.tok.Kind {
		case BareIdent:
			e.Name = p.text()
		case String:
			e.Name = p.stringValue()
			if e.Name == "" {
				p.errorf("expected valid attribute name")
			}
		default:
			p.errorf("expected attribute name")
		}
		p.next()
		if p.accept(Equal) {
			e.Value = p.parseAttr()
		}
		d.Entries = append(d.Entries, e)
	})
	return d
}

// maxSharedDicts bounds the dictionaries kept for sharing: past it they
// are forgotten, so a file of distinct dictionaries keeps no more memory
// than a tree of a few thousand ops.
const maxSharedDicts = 4096

// parseSharedDict parses a dictionary as parseDict does or, with
// Options.ShareDicts, returns the node of an earlier dictionary spelled
// identically, skipping its text: generic-form files repeat a few
// dictionaries (`<{overflowFlags = #arith.overflow<none>}>`) on most ops.
// A dictionary with a comment (the scan stops at `/`) or whose parse ends
// elsewhere than the scan is never shared.
func (p *parser) parseSharedDict() *ast.DictAttr {
	if p.dicts == nil {
		return p.parseDict()
	}
	start := int(p.tok.Start)
	end, depth := scanDict(p.src, start)
	// The skipped text must not hide a nesting the parse would reject.
	share := end > 0 && p.depth+2*depth < MaxDepth
	if share {
		if d, ok := p.dicts[string(p.src[start:end])]; ok {
			p.skipTo(end)
			return d
		}
	}
	d := p.parseDict()
	if share && int(p.prevEnd) == end {
		if len(p.dicts) >= maxSharedDicts {
			clear(p.dicts)
		}
		p.dicts[p.span(int32(start), int32(end))] = d
	}
	return d
}

// scanDict finds the end of the `{...}` at src[start], skipping string
// literals, and the deepest nesting of brackets in it; end is 0 when the
// text holds a `/` (a comment) or does not end.
func scanDict(src []byte, start int) (end, depth int) {
	braces, nest := 0, 0
	for i := start; i < len(src); i++ {
		switch src[i] {
		case '{':
			braces++
			fallthrough
		case '[', '(', '<':
			if nest++; nest > maxScanDepth {
				return 0, 0
			}
			depth = max(depth, nest)
		case '}':
			nest--
			if braces--; braces == 0 {
				return i + 1, depth
			}
		case ']', ')':
			nest--
		case '>':
			if src[i-1] != '-' && (i+1 == len(src) || src[i+1] != '=') { // not `->`, `>=`
				nest--
			}
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case '/':
			return 0, 0
		}
	}
	return 0, 0
}

// parseSymbolRef parses
//
//	symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)*
//	symbol-ref-id        ::= `@` (suffix-id | string-literal)
func (p *parser) parseSymbolRef() ast.Attr {
	a := &ast.SymbolRefAttr{Root: p.symbolName()}
	p.next()
	for p.is(Colon) && int(p.tok.End) < len(p.src) && p.src[p.tok.End] == ':' {
		p.next()
		p.next()
		if !p.is(AtIdent) {
			p.errorf("expected nested symbol reference identifier")
		}
		a.Nested = append(a.Nested, p.symbolName())
		p.next()
	}
	return a
}

// symbolName returns the decoded name of the current AtIdent.
func (p *parser) symbolName() string {
	t := p.src[p.tok.Start+1 : p.tok.End]
	if len(t) > 0 && t[0] == '"' {
		s, ok := DecodeString(t)
		if !ok {
			p.errorf("invalid symbol name")
		}
		return s
	}
	return string(t)
}

// parseDialectAttr parses
//
//	dialect-attribute ::= `#` (opaque-dialect-attribute | pretty-dialect-attribute)
//	attribute-alias   ::= `#` alias-name
//	dialect-attribute ::= ... (`:` type)?
//
// The type after a dialect attribute is the attribute's: mlir-opt's
// parser reads it for any dialect attribute (Parser::parseExtendedAttr),
// not for an alias.
func (p *parser) parseDialectAttr() ast.Attr {
	s := p.parseExtendedSymbol()
	if s.alias {
		return &ast.AliasAttr{Pos: s.pos, Name: s.ident}
	}
	a := &ast.DialectAttr{Dialect: s.dialect, Name: s.name, Body: s.body, HasBody: s.hasBody,
		DataPos: s.pos + ast.Pos(1+len(s.dialect)+1)}
	if p.accept(Colon) {
		a.Type = p.parseType()
	}
	return a
}

// parseNumberAttr parses integer and float attributes:
//
//	integer-attribute ::= `-`? integer-literal (`:` type)?
//	float-attribute   ::= `-`? float-literal (`:` type)?
func (p *parser) parseNumberAttr() ast.Attr {
	pos := p.pos()
	lit := p.parseNumberLiteral()
	var t ast.Type
	if p.accept(Colon) {
		t = p.parseType()
	}
	if lit.Kind == ast.LitFloat {
		return &ast.FloatAttr{Pos: pos, Next: p.curPos(), Text: lit.Text, Type: t}
	}
	return &ast.IntegerAttr{Pos: pos, Text: lit.Text, Type: t}
}

// parseNumberLiteral parses `-`? (integer-literal | float-literal).
func (p *parser) parseNumberLiteral() ast.Literal {
	neg := p.accept(Minus)
	var lit ast.Literal
	switch p.tok.Kind {
	case Integer:
		lit.Kind = ast.LitInt
	case Float:
		lit.Kind = ast.LitFloat
	default:
		p.errorf("expected integer or floating point literal")
	}
	lit.Text = p.text()
	if neg {
		lit.Text = "-" + lit.Text
	}
	p.next()
	return lit
}

// parseElementLiteral parses one scalar of a dense or array literal: a
// number, `true`, `false` or a string.
func (p *parser) parseElementLiteral() ast.Literal {
	switch {
	case p.is(Integer) || p.is(Float) || p.is(Minus):
		return p.parseNumberLiteral()
	case p.isKeyword("true") || p.isKeyword("false"):
		lit := ast.Literal{Kind: ast.LitBool, Text: p.text()}
		p.next()
		return lit
	case p.is(String):
		lit := ast.Literal{Kind: ast.LitString, Text: p.stringValue()}
		p.next()
		return lit
	}
	p.errorf("expected element literal of primitive type")
	return ast.Literal{}
}

// parseDenseElems parses a tensor literal:
//
//	tensor-literal ::= `[` (tensor-literal (`,` tensor-literal)*)? `]`
//	                 | `(` element `,` element `)` | element
func (p *parser) parseDenseElems() *ast.DenseElem {
	p.enter()
	defer p.leave()
	pos := p.pos()
	switch p.tok.Kind {
	case LSquare:
		p.next()
		e := &ast.DenseElem{Pos: pos, IsList: true}
		p.commaList(RSquare, true, "", func() { e.List = append(e.List, p.parseDenseElems()) })
		e.End = ast.Pos(p.prevEnd - 1)
		return e
	case LParen:
		p.next()
		e := &ast.DenseElem{Pos: pos, Complex: true}
		rePos := p.pos()
		re := p.parseElementLiteral()
		p.expect(Comma, "expected ',' between complex elements")
		imPos := p.pos()
		im := p.parseElementLiteral()
		e.End = p.pos()
		p.expect(RParen, "expected ')' after complex elements")
		e.List = []*ast.DenseElem{{Pos: rePos, End: rePos, Lit: re}, {Pos: imPos, End: imPos, Lit: im}}
		return e
	}
	return &ast.DenseElem{Pos: pos, End: pos, Lit: p.parseElementLiteral()}
}

// parseDenseAttr parses `dense-elements-attribute ::= `dense` `<` tensor-literal? `>` `:` type`.
func (p *parser) parseDenseAttr() ast.Attr {
	a := &ast.DenseAttr{Pos: p.pos()}
	p.next()
	p.expect(Less, "expected '<' after 'dense'")
	if !p.is(Greater) {
		a.Elems = p.parseDenseElems()
	}
	p.expect(Greater, "expected '>'")
	p.expect(Colon, "expected ':'")
	a.Type = p.parseType()
	return a
}

// parseDenseResourceAttr parses `dense_resource` `<` resource-handle `>` `:` type,
// without the `:` type when the context gives the type (typ not nil).
func (p *parser) parseDenseResourceAttr(typ ast.Type) ast.Attr {
	p.next()
	p.expect(Less, "expected '<' after 'dense_resource'")
	a := &ast.DenseResourceAttr{Handle: p.parseKey("expected identifier key for 'resource' entry")}
	p.expect(Greater, "expected '>'")
	if a.Type = typ; typ == nil {
		p.expect(Colon, "expected ':'")
		a.Type = p.parseType()
	}
	return a
}

// parseSparseAttr parses `sparse` `<` (tensor-literal `,` tensor-literal)? `>` `:` type,
// without the `:` type when the context gives the type (typ not nil).
func (p *parser) parseSparseAttr(typ ast.Type) ast.Attr {
	a := &ast.SparseAttr{Pos: p.pos()}
	p.next()
	p.expect(Less, "expected '<' after 'sparse'")
	if !p.is(Greater) {
		a.Indices = p.parseDenseElems()
		p.expect(Comma, "expected ','")
		a.Values = p.parseDenseElems()
	}
	p.expect(Greater, "expected '>'")
	if a.Type = typ; typ == nil {
		p.expect(Colon, "expected ':'")
		a.Type = p.parseType()
	}
	return a
}

// parseDenseArrayAttr parses `array` `<` type (`:` literal (`,` literal)*)? `>`.
func (p *parser) parseDenseArrayAttr() ast.Attr {
	p.next()
	p.expect(Less, "expected '<' after 'array'")
	a := &ast.DenseArrayAttr{ElemType: p.parseType()}
	if p.accept(Colon) {
		for {
			a.Elems = append(a.Elems, p.parseDenseArrayElem(a.ElemType))
			if !p.accept(Comma) {
				break
			}
		}
	}
	p.expect(Greater, "expected '>' to close an array attribute")
	return a
}

// parseDenseArrayElem parses one element of `array<T: ...>`. When T is
// written as an integer, index or float type, the element is read as
// mlir-opt's DenseArrayElementParser reads it, with its errors at the
// token they are about: an integer (`true` and `false` for i1 only), or a
// float (a float literal, or an integer in hexadecimal without a minus).
// Other element types are rejected once the attribute is built.
func (p *parser) parseDenseArrayElem(elem ast.Type) ast.Literal {
	isInt, isFloat := false, false
	switch t := elem.(type) {
	case *ast.IntegerType:
		isInt = true
	case *ast.NamedType:
		isInt = t.Name == "index"
		isFloat = t.Name != "index" && t.Name != "none"
	}
	if !isInt && !isFloat {
		return p.parseElementLiteral()
	}
	if (p.isKeyword("true") || p.isKeyword("false")) && isInt {
		if t, ok := elem.(*ast.IntegerType); !ok || t.Width != 1 {
			p.tokenErrorf("expected i1 type for 'true' or 'false' values")
		}
		lit := ast.Literal{Kind: ast.LitBool, Text: p.text()}
		p.next()
		return lit
	}
	neg := p.is(Minus)
	if neg {
		p.next()
	}
	lit := ast.Literal{Kind: ast.LitInt, Text: p.text()}
	switch {
	case isInt && !p.is(Integer):
		p.tokenErrorf("expected integer literal")
	case isFloat && p.is(Float):
		lit.Kind = ast.LitFloat
	case isFloat && !p.is(Integer):
		p.tokenErrorf("expected floating point literal")
	case isFloat && !strings.HasPrefix(lit.Text, "0x"):
		pos := ast.Pos(p.tok.Start)
		p.errorWithNote(pos, "unexpected decimal integer literal for a floating point value", decimalFloatNote)
	case isFloat && neg:
		p.tokenErrorf("hexadecimal float literal should not have a leading minus")
	}
	if neg {
		lit.Text = "-" + lit.Text
	}
	p.next()
	return lit
}

// parseStridedAttr parses `strided` `<` `[` (stride (`,` stride)*)? `]` (`,` `offset` `:` stride)? `>`.
func (p *parser) parseStridedAttr() ast.Attr {
	p.next()
	p.expect(Less, "expected '<' after 'strided'")
	a := &ast.StridedAttr{}
	p.expect(LSquare, "expected '['")
	p.commaList(RSquare, true, "", func() { a.Strides = append(a.Strides, p.parseStride()) })
	if p.accept(Comma) {
		if !p.acceptKeyword("offset") {
			p.errorf("expected 'offset' after comma")
		}
		p.expect(Colon, "expected ':' after 'offset'")
		a.Offset, a.HasOffset = p.parseStride(), true
	}
	p.expect(Greater, "expected '>'")
	return a
}

func (p *parser) parseStride() int64 {
	if p.accept(Question) {
		return ast.Dynamic
	}
	neg := p.accept(Minus)
	if !p.is(Integer) {
		p.errorf("expected a 64-bit signed integer or '?'")
	}
	t := p.text()
	if neg {
		t = "-" + t
	}
	v, err := strconv.ParseInt(t, 0, 64)
	if err != nil {
		p.errorf("expected a 64-bit signed integer or '?'")
	}
	p.next()
	return v
}

// parseDistinctAttr parses `distinct` `[` integer `]` `<` attribute-value? `>`.
func (p *parser) parseDistinctAttr() ast.Attr {
	p.next()
	p.expect(LSquare, "expected '[' after 'distinct'")
	if !p.is(Integer) {
		p.errorf("expected distinct ID")
	}
	a := &ast.DistinctAttr{ID: p.text()}
	p.next()
	p.expect(RSquare, "expected ']' to close distinct ID")
	p.expect(Less, "expected '<' after distinct ID")
	if !p.is(Greater) {
		a.Inner = p.parseAttr()
	}
	p.expect(Greater, "expected '>' to close distinct attribute")
	return a
}

// parseLocInstance parses `loc` `(` location `)` and returns the location.
func (p *parser) parseLocInstance() ast.Attr {
	p.next()
	p.expect(LParen, "expected '(' in location")
	l := p.parseLocation()
	p.expect(RParen, "expected ')' in location")
	return l
}

// parseLocation parses
//
//	location ::= `unknown` | attribute-alias
//	           | string-literal (`:` integer (`:` integer (`to` (integer? `:` integer | integer))?)?)?
//	           | string-literal `(` location `)`
//	           | `callsite` `(` location `at` location `)`
//	           | `fused` (`<` attribute-value `>`)? `[` location (`,` location)* `]`
func (p *parser) parseLocation() ast.Attr {
	p.enter()
	defer p.leave()
	switch p.tok.Kind {
	case HashIdent:
		a := p.parseDialectAttr()
		return a
	case String:
		s := p.stringValue()
		p.next()
		if p.accept(LParen) {
			child := p.parseLocation()
			p.expect(RParen, "expected ')' after child location of NameLoc")
			return &ast.NameLoc{Name: s, Child: child}
		}
		if !p.accept(Colon) {
			return &ast.NameLoc{Name: s}
		}
		l := &ast.FileLineColLoc{Filename: s}
		l.Line = p.parseLocInt("expected integer line number in FileLineColRange")
		if p.accept(Colon) {
			l.Col = p.parseLocInt("expected integer column number in FileLineColRange")
			if p.acceptKeyword("to") {
				l.HasRange = true
				if p.accept(Colon) {
					l.EndCol = p.parseLocInt("expected integer column number in FileLineColRange")
				} else {
					l.EndLine = p.parseLocInt("expected integer line number in FileLineColRange")
					if p.accept(Colon) {
						l.EndCol = p.parseLocInt("expected integer column number in FileLineColRange")
					}
				}
			}
		}
		return l
	case BareIdent:
		switch p.text() {
		case "unknown":
			p.next()
			return &ast.UnknownLoc{}
		case "callsite":
			p.next()
			p.expect(LParen, "expected '(' in callsite location")
			callee := p.parseLocation()
			if !p.acceptKeyword("at") {
				p.errorf("expected 'at' in callsite location")
			}
			caller := p.parseLocation()
			p.expect(RParen, "expected ')' in callsite location")
			return &ast.CallSiteLoc{Callee: callee, Caller: caller}
		case "fused":
			p.next()
			f := &ast.FusedLoc{}
			if p.accept(Less) {
				f.Metadata = p.parseAttr()
				p.expect(Greater, "expected '>' after fused location metadata")
			}
			p.expect(LSquare, "expected '[' in fused location")
			p.commaList(RSquare, false, "", func() { f.Locs = append(f.Locs, p.parseLocation()) })
			return f
		}
	}
	p.errorf("expected location instance")
	return nil
}

func (p *parser) parseLocInt(msg string) int {
	if !p.is(Integer) {
		p.errorf("%s", msg)
	}
	v, err := strconv.ParseUint(p.text(), 0, 32)
	if err != nil {
		p.errorf("%s", msg)
	}
	p.next()
	return int(v)
}

// isTypeKeyword reports whether a bare identifier starts a builtin type.
func isTypeKeyword(s string) bool {
	switch s {
	case "index", "none", "complex", "tuple", "vector", "tensor", "memref":
		return true
	}
	return floatTypes[s] || isIntegerTypeName(s)
}
