package spec

import (
	"io"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the reference lexer. Keywords (`tensor`, `loc`, `floordiv`,
// builtin type names, ...) are Ident tokens matched by value in the grammar;
// punctuation is Punct, also matched by value.
const (
	tokComment   lexer.TokenType = -(iota + 2)
	tokString                    // "..." with its quotes and escapes, as written
	tokInt                       // decimal-literal
	tokHexInt                    // hexadecimal-literal (never inside a dimension list)
	tokFloat                     // float-literal, unsigned
	tokIntType                   // a bare-id that is exactly [su]?i[0-9]+
	tokIdent                     // bare-id
	tokValueID                   // `%` suffix-id
	tokCaretID                   // `^` suffix-id
	tokHashNum                   // `#` digit+ (a result number after a value-use)
	tokHashID                    // `#` suffix-id without `.`: attribute alias or opaque dialect attribute
	tokHashDotID                 // `#` suffix-id with `.`: pretty dialect attribute
	tokBangID                    // `!` suffix-id without `.`: type alias or opaque dialect type
	tokBangDotID                 // `!` suffix-id with `.`: pretty dialect type
	tokSymbolRef                 // `@` (suffix-id | string-literal)
	tokPunct                     // `{-#` `#-}` `->` `...` and every other single character
)

var symbols = map[string]lexer.TokenType{
	"EOF":       lexer.EOF,
	"Comment":   tokComment,
	"String":    tokString,
	"Int":       tokInt,
	"HexInt":    tokHexInt,
	"Float":     tokFloat,
	"IntType":   tokIntType,
	"Ident":     tokIdent,
	"ValueID":   tokValueID,
	"CaretID":   tokCaretID,
	"HashNum":   tokHashNum,
	"HashID":    tokHashID,
	"HashDotID": tokHashDotID,
	"BangID":    tokBangID,
	"BangDotID": tokBangDotID,
	"SymbolRef": tokSymbolRef,
	"Punct":     tokPunct,
}

// mlirLexer is the lexer.Definition of MLIR's tokens.
//
// MLIR's shapes lex by context: in `tensor<0x4xf32>` the `0x4` is not a
// hexadecimal literal but the dimensions 0 and 4. The lexer keeps one bit of
// state for that: right after `tensor<`, `memref<` or `vector<` it enters a
// dimension list, where integers are decimal only, `?`, `*`, `[` and `]` are
// single punctuation tokens, and an `x` that follows a dimension is a token of
// its own (Ident "x"). The first character that cannot continue a dimension
// list (the element type, `f32`, `!llvm.ptr`, ...) ends it and is lexed as
// usual. mlir-opt gets the same split by re-lexing the identifier `x4xf32`.
type mlirLexer struct{}

var mlirLexerDef lexer.Definition = mlirLexer{}

func (mlirLexer) Symbols() map[string]lexer.TokenType { return symbols }

func (d mlirLexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexBytes(filename, b)
}

func (mlirLexer) LexString(filename string, s string) (lexer.Lexer, error) {
	return newScanner(filename, s), nil
}

func (mlirLexer) LexBytes(filename string, b []byte) (lexer.Lexer, error) {
	return newScanner(filename, string(b)), nil
}

// scanner lexes one source.
type scanner struct {
	filename  string
	src       string
	off       int
	line      int
	lineStart int

	prev    string // value of the previous non-comment token
	dims    bool   // inside a dimension list
	prevDim bool   // the previous token ended a dimension (an `x` may follow)
}

func newScanner(filename, src string) *scanner {
	return &scanner{filename: filename, src: src, line: 1}
}

func (s *scanner) pos(off int) lexer.Position {
	return lexer.Position{Filename: s.filename, Offset: off, Line: s.line, Column: off - s.lineStart + 1}
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isHex(c byte) bool    { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// bare-id ::= (letter|[_]) (letter|digit|[_$.])*
func isBareIDChar(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.' }

// id-punct ::= [$._-]
func isSuffixChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '$' || c == '.' || c == '_' || c == '-'
}

// suffixID returns the length of the suffix-id at i, or 0.
//
//	suffix-id ::= (digit+ | ((letter|id-punct) (letter|id-punct|digit)*))
func (s *scanner) suffixID(i int) int {
	j := i
	if j < len(s.src) && isDigit(s.src[j]) {
		for j < len(s.src) && isDigit(s.src[j]) {
			j++
		}
		return j - i
	}
	if j < len(s.src) && (isSuffixChar(s.src[j])) {
		for j < len(s.src) && isSuffixChar(s.src[j]) {
			j++
		}
	}
	return j - i
}

// stringEnd returns the offset just past the string literal starting at i
// (a `"`), or -1 when it is not terminated on its line.
func (s *scanner) stringEnd(i int) int {
	for j := i + 1; j < len(s.src); j++ {
		switch s.src[j] {
		case '"':
			return j + 1
		case '\\':
			j++
		case '\n', '\r', '\f', '\v':
			return -1
		}
	}
	return -1
}

func (s *scanner) tok(typ lexer.TokenType, start, end int) (lexer.Token, error) {
	t := lexer.Token{Type: typ, Value: s.src[start:end], Pos: s.pos(start)}
	s.off = end
	if typ != tokComment {
		s.prev = t.Value
	}
	return t, nil
}

// Next returns the next token.
func (s *scanner) Next() (lexer.Token, error) {
	// Skip whitespace, counting lines.
	for s.off < len(s.src) {
		c := s.src[s.off]
		if c == '\n' {
			s.off++
			s.line++
			s.lineStart = s.off
		} else if c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == 0 {
			s.off++
		} else {
			break
		}
	}
	i := s.off
	if i >= len(s.src) {
		return lexer.Token{Type: lexer.EOF, Pos: s.pos(i)}, nil
	}
	c := s.src[i]
	if c == '/' && i+1 < len(s.src) && s.src[i+1] == '/' {
		// A comment ends at a line feed or a carriage return.
		j := strings.IndexAny(s.src[i:], "\n\r")
		if j < 0 {
			j = len(s.src) - i
		}
		return s.tok(tokComment, i, i+j)
	}
	if s.dims {
		switch {
		case isDigit(c):
			j := i
			for j < len(s.src) && isDigit(s.src[j]) {
				j++
			}
			s.prevDim = true
			return s.tok(tokInt, i, j)
		case c == '?' || c == '*' || c == ']':
			s.prevDim = true
			return s.tok(tokPunct, i, i+1)
		case c == '[':
			s.prevDim = false
			return s.tok(tokPunct, i, i+1)
		case c == 'x' && s.prevDim:
			s.prevDim = false
			return s.tok(tokIdent, i, i+1)
		}
		s.dims = false
	}
	switch {
	case c == '"':
		end := s.stringEnd(i)
		if end < 0 {
			return lexer.Token{}, &lexer.Error{Msg: "expected '\"' in string literal", Pos: s.pos(i)}
		}
		return s.tok(tokString, i, end)
	case isDigit(c):
		return s.number(i)
	case isLetter(c) || c == '_':
		j := i + 1
		for j < len(s.src) && isBareIDChar(s.src[j]) {
			j++
		}
		typ := tokIdent
		if isIntType(s.src[i:j]) {
			typ = tokIntType
		}
		return s.tok(typ, i, j)
	case c == '%' || c == '^' || c == '!' || c == '#':
		if c == '#' && strings.HasPrefix(s.src[i:], "#-}") {
			return s.tok(tokPunct, i, i+3)
		}
		n := s.suffixID(i + 1)
		if n == 0 {
			return s.tok(tokPunct, i, i+1)
		}
		id := s.src[i+1 : i+1+n]
		var typ lexer.TokenType
		switch c {
		case '%':
			typ = tokValueID
		case '^':
			typ = tokCaretID
		case '!':
			typ = tokBangID
			if strings.IndexByte(id, '.') >= 0 {
				typ = tokBangDotID
			}
		case '#':
			typ = tokHashID
			if isDigit(id[0]) {
				typ = tokHashNum
			} else if strings.IndexByte(id, '.') >= 0 {
				typ = tokHashDotID
			}
		}
		return s.tok(typ, i, i+1+n)
	case c == '@':
		if i+1 < len(s.src) && s.src[i+1] == '"' {
			end := s.stringEnd(i + 1)
			if end < 0 {
				return lexer.Token{}, &lexer.Error{Msg: "expected '\"' in string literal", Pos: s.pos(i + 1)}
			}
			return s.tok(tokSymbolRef, i, end)
		}
		if n := s.suffixID(i + 1); n > 0 {
			return s.tok(tokSymbolRef, i, i+1+n)
		}
		return s.tok(tokPunct, i, i+1)
	case c == '{' && strings.HasPrefix(s.src[i:], "{-#"):
		return s.tok(tokPunct, i, i+3)
	case c == '-' && strings.HasPrefix(s.src[i:], "->"):
		return s.tok(tokPunct, i, i+2)
	case c == '.' && strings.HasPrefix(s.src[i:], "..."):
		return s.tok(tokPunct, i, i+3)
	case c == '<':
		if s.prev == "tensor" || s.prev == "memref" || s.prev == "vector" {
			s.dims, s.prevDim = true, false
		}
		return s.tok(tokPunct, i, i+1)
	}
	return s.tok(tokPunct, i, i+1)
}

// number lexes integer-literal or float-literal at i.
//
//	decimal-literal     ::= digit+
//	hexadecimal-literal ::= `0x` hex_digit+
//	float-literal       ::= [0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
func (s *scanner) number(i int) (lexer.Token, error) {
	src := s.src
	if src[i] == '0' && i+2 < len(src) && src[i+1] == 'x' && isHex(src[i+2]) {
		j := i + 2
		for j < len(src) && isHex(src[j]) {
			j++
		}
		return s.tok(tokHexInt, i, j)
	}
	j := i
	for j < len(src) && isDigit(src[j]) {
		j++
	}
	if j >= len(src) || src[j] != '.' {
		return s.tok(tokInt, i, j)
	}
	j++
	for j < len(src) && isDigit(src[j]) {
		j++
	}
	if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			for k < len(src) && isDigit(src[k]) {
				k++
			}
			j = k
		}
	}
	return s.tok(tokFloat, i, j)
}

// isIntType reports whether id is an integer type keyword: [su]?i[0-9]+.
func isIntType(id string) bool {
	switch {
	case strings.HasPrefix(id, "si"), strings.HasPrefix(id, "ui"):
		id = id[2:]
	case strings.HasPrefix(id, "i"):
		id = id[1:]
	default:
		return false
	}
	if id == "" {
		return false
	}
	for i := 0; i < len(id); i++ {
		if !isDigit(id[i]) {
			return false
		}
	}
	return true
}
