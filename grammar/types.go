package grammar

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
)

// floatTypes are the builtin float type keywords.
var floatTypes = map[string]bool{
	"f16": true, "bf16": true, "f32": true, "f64": true, "f80": true, "f128": true, "tf32": true,
	"f4E2M1FN": true, "f6E2M3FN": true, "f6E3M2FN": true, "f8E5M2": true, "f8E4M3": true,
	"f8E4M3FN": true, "f8E5M2FNUZ": true, "f8E4M3FNUZ": true, "f8E4M3B11FNUZ": true,
	"f8E3M4": true, "f8E8M0FNU": true,
}

// maxIntegerWidth is the widest integer type MLIR accepts.
const maxIntegerWidth = 1<<24 - 1

// parseType parses
//
//	type ::= type-alias | dialect-type | builtin-type | function-type
func (p *parser) parseType() ast.Type {
	if p.is(LParen) {
		return p.parseFunctionType()
	}
	return p.parseNonFunctionType()
}

// parseFunctionType parses
//
//	function-type ::= (type | type-list-parens) `->` (type | type-list-parens)
//
// A function type spelled as an earlier one (an op's `(i64, i64) -> i64`)
// is that one's node: see scanFunctionType.
func (p *parser) parseFunctionType() ast.Type {
	if !p.is(LParen) {
		return p.parseFunctionTypeParts()
	}
	start := int(p.tok.Start)
	end, depth := scanFunctionType(p.src, start)
	if end == 0 || p.depth+2*depth >= MaxDepth {
		return p.parseFunctionTypeParts()
	}
	if t, ok := p.types[string(p.src[start:end])]; ok {
		p.skipTo(end)
		return t
	}
	t := p.parseFunctionTypeParts()
	if int(p.prevEnd) == end && len(p.types) < maxTypes {
		p.types[p.span(int32(start), int32(end))] = t
	}
	return t
}

// maxTypes bounds the function types kept for sharing.
const maxTypes = 1 << 16

// maxScanDepth bounds the nesting the scans for shared text follow: deeper
// text is parsed, so that nested levels do not each scan the rest again.
const maxScanDepth = 64

func (p *parser) parseFunctionTypeParts() ast.Type {
	p.enter()
	defer p.leave()
	ft := &ast.FunctionType{}
	if p.is(LParen) {
		ft.Inputs = p.parseTypeListParens()
	} else {
		ft.Inputs = []ast.Type{p.parseNonFunctionType()}
	}
	p.expect(Arrow, "expected '->' in function type")
	if p.is(LParen) {
		ft.Results = p.parseFunctionResultTypes()
	} else {
		ft.Results = []ast.Type{p.parseNonFunctionType()}
	}
	return ft
}

// parseFunctionResultTypes parses `(` types `)` after an arrow, where
// `(i32) -> (i32) -> i32` nests: a parenthesized list followed by `->` is
// itself a function type's inputs.
func (p *parser) parseFunctionResultTypes() []ast.Type {
	start := p.tok.Start
	list := p.parseTypeListParens()
	if p.is(Arrow) {
		p.resetTo(int(start))
		return []ast.Type{p.parseFunctionType()}
	}
	return list
}

// parseTypeListParens parses `type-list-parens ::= `(` `)` | `(` type (`,` type)* `)“.
func (p *parser) parseTypeListParens() []ast.Type {
	p.expect(LParen, "expected '('")
	var list []ast.Type
	if p.accept(RParen) {
		return nil
	}
	for {
		list = append(list, p.parseType())
		if p.accept(RParen) {
			return list
		}
		p.expect(Comma, "expected ')'")
	}
}

// parseNonFunctionType parses every type but a function type.
func (p *parser) parseNonFunctionType() ast.Type {
	switch p.tok.Kind {
	case BangIdent:
		return p.parseDialectType()
	case BareIdent:
	case LParen:
		return p.parseFunctionType()
	default:
		p.errorf("expected non-function type")
	}
	name := p.src[p.tok.Start:p.tok.End]
	// Keyword types come first: they are the overwhelming majority.
	if t, ok := p.types[string(name)]; ok {
		p.next()
		return t
	}
	s := string(name)
	var t ast.Type
	switch {
	case s == "index" || s == "none" || floatTypes[s]:
		t = &ast.NamedType{Name: s}
	case isIntegerTypeName(s):
		sign, digits := ast.Signless, s[1:]
		if s[0] == 's' {
			sign, digits = ast.Signed, s[2:]
		} else if s[0] == 'u' {
			sign, digits = ast.Unsigned, s[2:]
		}
		// As mlir-opt: a width that is not a 32-bit unsigned number is
		// invalid, a larger one than IntegerType's limit too large.
		w, err := strconv.ParseUint(digits, 10, 32)
		if err != nil {
			p.tokenErrorf("invalid integer width")
		}
		if w > maxIntegerWidth {
			p.tokenErrorf("integer bitwidth is limited to %d bits", maxIntegerWidth)
		}
		t = &ast.IntegerType{Signedness: sign, Width: int(w)}
	case s == "complex" || s == "tuple" || s == "vector" || s == "tensor" || s == "memref":
		return p.parseShapedOrAggregate(s)
	default:
		p.errorf("expected non-function type")
	}
	p.types[s] = t
	p.next()
	return t
}

// isIntegerTypeName matches `[su]?i[1-9][0-9]*` (and i0, which MLIR rejects
// later with a clearer message).
func isIntegerTypeName(s string) bool {
	if len(s) >= 2 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i' {
		s = s[1:]
	}
	if len(s) < 2 || s[0] != 'i' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// parseShapedOrAggregate parses complex, tuple, vector, tensor and memref
// types, reusing the node of an identical earlier spelling.
func (p *parser) parseShapedOrAggregate(kw string) ast.Type {
	start := p.tok.Start
	end := p.scanAngleBody(int(p.tok.End))
	var key string
	if end > 0 {
		if t, ok := p.types[string(p.src[start:end])]; ok {
			p.skipTo(end)
			return t
		}
		key = string(p.src[start:end])
	}
	p.enter()
	defer p.leave()
	p.next()
	var t ast.Type
	switch kw {
	case "complex":
		p.expect(Less, "expected '<' in complex type")
		elemPos := p.pos()
		elem := p.parseType()
		p.expect(Greater, "expected '>' in complex type")
		t = &ast.ComplexType{Elem: elem, ElemPos: elemPos}
	case "tuple":
		p.expect(Less, "expected '<' in tuple type")
		tt := &ast.TupleType{}
		if !p.accept(Greater) {
			for {
				tt.Types = append(tt.Types, p.parseType())
				if p.accept(Greater) {
					break
				}
				p.expect(Comma, "expected '>' in tuple type")
			}
		}
		t = tt
	case "vector":
		t = p.parseVectorType(ast.Pos(start))
	case "tensor":
		t = p.parseTensorType()
	case "memref":
		t = p.parseMemRefType(ast.Pos(start))
	}
	if key != "" {
		p.types[key] = t
	}
	return t
}

// scanAngleBody finds the end of a `<...>` body starting at off when the
// body holds no attributes or alias references (whose nodes carry positions
// and so cannot be shared). It returns 0 otherwise.
func (p *parser) scanAngleBody(off int) int {
	src := p.src
	if off >= len(src) || src[off] != '<' {
		return 0
	}
	depth := 0
	for i := off; i < len(src); i++ {
		switch src[i] {
		case '<':
			if depth++; depth > maxScanDepth {
				return 0 // not worth sharing, and each level would scan again
			}
		case '>':
			if i > 0 && src[i-1] == '-' {
				continue // `->` in a nested function type
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case '#', '!', '"', '/', '\n', '{', ',':
			// Aliases and attributes (encodings, layouts, memory spaces)
			// carry positions: such types are not shared.
			return 0
		}
	}
	return 0
}

// parseDimensionList parses the `4x?x` prefix of a shaped type up to the
// element type:
//
//	dimension-list ::= (dimension `x`)*
//	dimension      ::= `?` | decimal-literal
//
// Lexing is by context here: `4x4xf32` lexes as `4`, `x4xf32`, and `0x4` as
// a hex literal, so the parser splits those tokens as mlir-opt does.
//
// A vector's list (isVector) has no `?` and may have `[N]` dimensions.
func (p *parser) parseDimensionList(isVector bool) (shape []int64, scalable []bool) {
	allowScalable := isVector
	for {
		isScalable := false
		switch {
		case !isVector && p.is(Question):
			shape = append(shape, ast.Dynamic)
			p.next()
		case allowScalable && p.is(LSquare):
			p.next()
			if !p.is(Integer) {
				p.tokenErrorf("invalid dimension")
			}
			shape = append(shape, p.parseDimensionInteger())
			p.expect(RSquare, "missing ']' closing scalable dimension")
			isScalable = true
		case p.is(Integer):
			shape = append(shape, p.parseDimensionInteger())
		default:
			return shape, scalable
		}
		if allowScalable {
			scalable = append(scalable, isScalable)
		}
		p.parseXInDimensionList()
	}
}

// parseDimensionInteger parses one dimension size, splitting `0x...`.
func (p *parser) parseDimensionInteger() int64 {
	t := p.text()
	if len(t) > 1 && t[1] == 'x' {
		// `0xf32` is `0`, `x`, `f32` in a dimension list.
		p.resetTo(int(p.tok.Start) + 1)
		return 0
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		p.errorf("invalid dimension")
	}
	p.next()
	return v
}

// parseXInDimensionList consumes the `x` after a dimension, which the lexer
// may have glued to what follows (`x4xf32`).
func (p *parser) parseXInDimensionList() {
	if !p.is(BareIdent) || p.src[p.tok.Start] != 'x' {
		p.errorf("expected 'x' in dimension list")
	}
	if p.tok.End-p.tok.Start > 1 {
		p.resetTo(int(p.tok.Start) + 1)
		return
	}
	p.next()
}

// parseVectorType parses
//
//	vector-type ::= `vector` `<` vector-dim-list vector-element-type `>`
//	vector-dim-list ::= (static-dim-list `x`)?
//	static-dim-list ::= static-dim (`x` static-dim)*
//	static-dim ::= (decimal-literal | `[` decimal-literal `]`)
func (p *parser) parseVectorType(pos ast.Pos) ast.Type {
	p.expect(Less, "expected '<' in vector type")
	shape, scalable := p.parseDimensionList(true)
	vt := &ast.VectorType{Pos: pos}
	for i, d := range shape {
		vt.Dims = append(vt.Dims, ast.VectorDim{Size: d, Scalable: scalable[i]})
	}
	vt.Elem = p.parseType()
	p.expect(Greater, "expected '>' in vector type")
	return vt
}

// parseTensorType parses
//
//	tensor-type ::= `tensor` `<` (dimension-list | `*` `x`) type (`,` encoding)? `>`
func (p *parser) parseTensorType() ast.Type {
	p.expect(Less, "expected '<' in tensor type")
	tt := &ast.TensorType{}
	if p.accept(Star) {
		tt.Unranked = true
		p.parseXInDimensionList()
	} else {
		tt.Shape, _ = p.parseDimensionList(false)
	}
	tt.ElemPos = p.pos()
	tt.Elem = p.parseType()
	if p.accept(Comma) {
		tt.Encoding = p.parseAttr()
		tt.EncEnd = p.pos()
	}
	p.expect(Greater, "expected '>' in tensor type")
	if tt.Unranked && tt.Encoding != nil {
		// mlir-opt checks once the type is read, at the token after it.
		p.tokenErrorf("cannot apply encoding to unranked tensor")
	}
	return tt
}

// parseMemRefType parses
//
//	memref-type ::= `memref` `<` (dimension-list | `*` `x`) type (`,` attribute-value)* `>`
func (p *parser) parseMemRefType(pos ast.Pos) ast.Type {
	p.expect(Less, "expected '<' in memref type")
	mt := &ast.MemRefType{Pos: pos}
	if p.accept(Star) {
		mt.Unranked = true
		p.parseXInDimensionList()
	} else {
		mt.Shape, _ = p.parseDimensionList(false)
	}
	mt.ElemPos = p.pos()
	mt.Elem = p.parseType()
	if p.accept(Greater) {
		return mt
	}
	// As mlir-opt: a `,` then a non-empty list up to the `>`.
	p.expect(Comma, "expected ',' or '>' in memref type")
	if p.is(Greater) {
		p.errorf("expected list element")
	}
	for {
		mt.Params = append(mt.Params, p.parseAttr())
		mt.ParamEnds = append(mt.ParamEnds, p.pos())
		if !p.accept(Comma) {
			break
		}
	}
	p.expect(Greater, "expected ',' or '>'")
	return mt
}

// parseDialectType parses
//
//	dialect-type        ::= `!` (opaque-dialect-type | pretty-dialect-type)
//	opaque-dialect-type ::= dialect-namespace dialect-type-body
//	pretty-dialect-type ::= dialect-namespace `.` pretty-dialect-type-lead-ident dialect-type-body?
//	type-alias          ::= `!` alias-name
func (p *parser) parseDialectType() ast.Type {
	s := p.parseExtendedSymbol()
	if s.alias {
		return &ast.AliasType{Pos: s.pos, Name: s.ident}
	}
	return &ast.DialectType{Dialect: s.dialect, Name: s.name, Body: s.body, HasBody: s.hasBody, DataPos: s.pos + ast.Pos(1+len(s.dialect)+1)}
}

// extendedSymbol is a `#...` or `!...` symbol: an alias use, or a dialect
// attribute or type with its verbatim body.
type extendedSymbol struct {
	pos                  ast.Pos
	ident, dialect, name string
	body                 string
	hasBody, alias       bool
}

// parseExtendedSymbol parses the current HashIdent or BangIdent. As in
// mlir-opt, a body must follow the name directly (`!d.t<...>`), and a name
// with neither a dot nor a body is an alias.
func (p *parser) parseExtendedSymbol() extendedSymbol {
	s := extendedSymbol{pos: p.pos(), ident: p.text()[1:]}
	end := p.tok.End
	p.next()
	var pretty bool
	s.dialect, s.name, pretty = cutDot(s.ident)
	s.hasBody = p.is(Less) && p.tok.Start == end
	if (pretty || s.hasBody) && !validNamespace(s.dialect) {
		// mlir-opt's OpaqueAttr and OpaqueType verifiers: at the data of a
		// pretty name, at the symbol otherwise.
		pos := s.pos
		if pretty {
			pos += ast.Pos(1 + len(s.dialect) + 1)
		}
		p.errorAt(pos, `invalid dialect namespace '"`+s.dialect+`"'`)
	}
	if !s.hasBody && !pretty {
		s.alias = true
		return s
	}
	if s.hasBody {
		s.body = p.parseDialectBody()
		if pretty && s.name == "" {
			// `!d.<body>`: an empty name, its data the whole `<body>`
			// (mlir-opt prints `!d<<body>>`; a dialect's parser sees
			// `<` where a keyword goes).
			s.body, s.hasBody = "<"+s.body+">", false
		}
	}
	return s
}

// cutDot splits `dialect.name`; pretty reports whether there was a dot.
func cutDot(ident string) (dialect, name string, pretty bool) {
	for i := 0; i < len(ident); i++ {
		if ident[i] == '.' {
			return ident[:i], ident[i+1:], true
		}
	}
	return ident, "", false
}

// parseDialectBody consumes a `<...>` dialect symbol body, balanced over
// `<>`, `[]`, `()` and `{}` with string literals skipped, and returns the
// text between the outer angle brackets.
//
//	dialect-type-body     ::= `<` dialect-type-contents+ `>`
//	dialect-type-contents ::= dialect-type-body | `(` dialect-type-contents+ `)`
//	                        | `[` dialect-type-contents+ `]` | `{` dialect-type-contents+ `}`
//	                        | [^\[<({\]>)}\0]+
func (p *parser) parseDialectBody() string {
	src := p.src
	start := int(p.tok.Start)
	var stack []byte
	i := start
	for {
		if i >= len(src) {
			if len(stack) > 0 {
				p.errorAt(ast.Pos(start), "unbalanced '"+string(stack[len(stack)-1])+"' character in pretty dialect name")
			}
			p.errorAt(ast.Pos(len(src)), "unexpected nul or EOF in pretty dialect name")
		}
		c := src[i]
		i++
		switch c {
		case 0:
			p.errorAt(ast.Pos(i-1), "unexpected nul or EOF in pretty dialect name")
		case '<', '[', '(', '{':
			stack = append(stack, c)
			if len(stack) > MaxDepth {
				p.errorAt(ast.Pos(i-1), "exceeded maximum nesting depth")
			}
			continue
		case '-':
			if i < len(src) && src[i] == '>' {
				i++
			}
			continue
		case '>', ']', ')', '}':
			open := map[byte]byte{'>': '<', ']': '[', ')': '(', '}': '{'}[c]
			if len(stack) == 0 || stack[len(stack)-1] != open {
				top := c
				if len(stack) > 0 {
					top = stack[len(stack)-1]
				}
				p.errorAt(ast.Pos(start), "unbalanced '"+string(top)+"' character in pretty dialect name")
			}
			stack = stack[:len(stack)-1]
		case '"':
			var lx Lexer
			lx.src = src
			t := lx.lexString(i - 1)
			if t.Kind == Error {
				p.errorAt(ast.Pos(lx.ErrPos), lx.Err)
			}
			i = int(t.End)
			continue
		default:
			continue
		}
		if len(stack) == 0 {
			break
		}
	}
	p.skipTo(i)
	return p.span(int32(start+1), int32(i-1))
}

// scanFunctionType finds the end of the function type at src[off], a `(`,
// and the deepest nesting of brackets in it, when the type can be shared:
// its text holds no attribute, alias or dialect type (their nodes carry
// positions) and no comment or line break, and no `->` follows a
// parenthesized result list (the type would go on as a nested function
// type). end is 0 otherwise.
func scanFunctionType(src []byte, off int) (end, depth int) {
	i, depth := scanTypeText(src, off)
	if i == 0 {
		return 0, 0
	}
	i = skipBlanks(src, i)
	if i+1 >= len(src) || src[i] != '-' || src[i+1] != '>' {
		return 0, 0
	}
	i = skipBlanks(src, i+2)
	end, d := scanTypeText(src, i)
	if end == 0 {
		return 0, 0
	}
	if src[i] == '(' {
		if k := skipBlanks(src, end); k+1 < len(src) && src[k] == '-' && src[k+1] == '>' {
			return 0, 0
		}
	}
	return end, max(depth, d)
}

func skipBlanks(src []byte, i int) int {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

// scanTypeText finds the end of a parenthesized type list or of a type
// (a keyword and its `<...>`) at src[i] made only of keywords, shapes,
// brackets, blanks, arrows and commas (not within `<...>`: an encoding or
// a memory space follows one there), and its deepest nesting; 0 when the
// text holds anything else.
func scanTypeText(src []byte, i int) (end, depth int) {
	nest, angles, start := 0, 0, i
	for ; i < len(src); i++ {
		c := src[i]
		switch {
		case isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.' || c == '?':
			continue
		case c == '(' || c == '[' || c == '<':
			if c == '<' {
				angles++
			}
			if nest++; nest > maxScanDepth {
				return 0, 0
			}
			depth = max(depth, nest)
			continue
		case c == ')' || c == ']' || c == '>':
			if c == '>' {
				angles--
			}
			nest--
		case c == '-' && i+1 < len(src) && src[i+1] == '>' && nest > 0:
			i++
			continue
		case (c == ' ' || c == ',') && nest > 0:
			if c == ',' && angles > 0 {
				return 0, 0
			}
			continue
		default:
			if nest != 0 || i == start {
				return 0, 0
			}
			return i, depth // the end of a keyword type
		}
		if nest < 0 || angles < 0 {
			return 0, 0
		}
		if nest == 0 {
			return i + 1, depth
		}
	}
	return 0, 0
}

// validNamespace is Dialect::isValidNamespace: [a-zA-Z_][a-zA-Z_0-9$]*.
func validNamespace(s string) bool { return dialect.ValidNamespace(s) }
