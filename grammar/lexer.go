// Package grammar turns MLIR source text into the syntax tree of package ast.
//
// It holds the lexer and the fast hand-written recursive-descent parser
// (ParseFile). The participle reference grammar, the executable form of the
// LangRef EBNF, lives in grammar/spec and is held equal to this parser by a
// differential test.
package grammar

import "fmt"

// Kind is a token kind.
type Kind uint8

const (
	EOF Kind = iota
	Error
	BareIdent    // bare-id, also keywords and builtin type names
	PercentIdent // %name
	CaretIdent   // ^name
	HashIdent    // #name
	BangIdent    // !name
	AtIdent      // @name or @"name"
	Integer      // 42, 0x2A
	Float        // 1.5, 2.0e-3
	String       // "..."
	Comment      // // ...
	LParen       // (
	RParen       // )
	LSquare      // [
	RSquare      // ]
	LBrace       // {
	RBrace       // }
	Less         // <
	Greater      // >
	Comma        // ,
	Colon        // :
	Equal        // =
	Arrow        // ->
	Minus        // -
	Plus         // +
	Star         // *
	Question     // ?
	Ellipsis     // ...
	VerticalBar  // |
	MetaBegin    // {-#
	MetaEnd      // #-}
)

var kindNames = [...]string{
	EOF: "end of file", Error: "error", BareIdent: "identifier", PercentIdent: "SSA value",
	CaretIdent: "block label", HashIdent: "attribute alias", BangIdent: "type alias",
	AtIdent: "symbol", Integer: "integer", Float: "float", String: "string", Comment: "comment",
	LParen: "'('", RParen: "')'", LSquare: "'['", RSquare: "']'", LBrace: "'{'", RBrace: "'}'",
	Less: "'<'", Greater: "'>'", Comma: "','", Colon: "':'", Equal: "'='", Arrow: "'->'",
	Minus: "'-'", Plus: "'+'", Star: "'*'", Question: "'?'", Ellipsis: "'...'",
	VerticalBar: "'|'", MetaBegin: "'{-#'", MetaEnd: "'#-}'",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Token is a kind and a span [Start, End) of the source.
type Token struct {
	Kind       Kind
	Start, End int32
}

// Lexer splits MLIR source into tokens. It does not allocate: tokens are
// spans into the source. An Error token's message is in Lexer.Err.
type Lexer struct {
	src []byte
	pos int
	// Err describes the last Error token, and ErrPos is where mlir-opt
	// reports it (for an unterminated string, the end of the input).
	Err    string
	ErrPos int
	// KeepComments makes Next return Comment tokens instead of skipping them.
	KeepComments bool
	// Comments, when non-nil, receives the span of every skipped comment.
	Comments func(start, end int)
}

// NewLexer returns a lexer over src.
func NewLexer(src []byte) *Lexer { return &Lexer{src: src} }

// Reset moves the lexer to offset pos.
func (l *Lexer) Reset(pos int) { l.pos = pos }

// Offset returns the offset of the next unread byte.
func (l *Lexer) Offset() int { return l.pos }

// Text returns the source text of t.
func (l *Lexer) Text(t Token) string { return string(l.src[t.Start:t.End]) }

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isHex(c byte) bool    { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }

// isBareIdentChar reports the characters after the first of a bare-id.
func isBareIdentChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.'
}

// isSuffixChar reports the characters of a non-numeric suffix-id.
func isSuffixChar(c byte) bool {
	return isLetter(c) || isDigit(c) || c == '$' || c == '.' || c == '_' || c == '-'
}

func (l *Lexer) errorf(start int, format string, args ...any) Token {
	l.Err = fmt.Sprintf(format, args...)
	l.ErrPos = start
	if l.pos <= start {
		l.pos = start + 1
	}
	if l.pos > len(l.src) {
		l.pos = len(l.src)
	}
	if start > l.pos {
		start = l.pos
	}
	return Token{Kind: Error, Start: int32(start), End: int32(l.pos)}
}

// Next returns the next token.
func (l *Lexer) Next() Token {
	src := l.src
	for {
		// Skip white space; mlir-opt's lexer takes a NUL byte (but the
		// buffer's end) for white space too.
		for l.pos < len(src) {
			c := src[l.pos]
			if c != ' ' && c != '\n' && c != '\t' && c != '\r' && c != 0 {
				break
			}
			l.pos++
		}
		start := l.pos
		if start >= len(src) {
			return Token{Kind: EOF, Start: int32(start), End: int32(start)}
		}
		c := src[start]
		tok := func(k Kind, n int) Token {
			l.pos = start + n
			return Token{Kind: k, Start: int32(start), End: int32(start + n)}
		}
		switch {
		case isLetter(c) || c == '_':
			l.pos++
			for l.pos < len(src) && isBareIdentChar(src[l.pos]) {
				l.pos++
			}
			return Token{Kind: BareIdent, Start: int32(start), End: int32(l.pos)}
		case isDigit(c):
			return l.lexNumber(start)
		}
		switch c {
		case '/':
			if start+1 < len(src) && src[start+1] == '/' {
				// A comment ends at a line feed or a carriage return, as
				// in mlir-opt's lexer (a lone CR ends the line).
				l.pos = start + 2
				for l.pos < len(src) && src[l.pos] != '\n' && src[l.pos] != '\r' {
					l.pos++
				}
				end := l.pos
				if l.KeepComments {
					return Token{Kind: Comment, Start: int32(start), End: int32(end)}
				}
				if l.Comments != nil {
					l.Comments(start, end)
				}
				continue
			}
			return l.errorf(start, "unexpected character")
		case '(':
			return tok(LParen, 1)
		case ')':
			return tok(RParen, 1)
		case '[':
			return tok(LSquare, 1)
		case ']':
			return tok(RSquare, 1)
		case '{':
			if start+2 < len(src) && src[start+1] == '-' && src[start+2] == '#' {
				return tok(MetaBegin, 3)
			}
			return tok(LBrace, 1)
		case '}':
			return tok(RBrace, 1)
		case '<':
			return tok(Less, 1)
		case '>':
			return tok(Greater, 1)
		case ',':
			return tok(Comma, 1)
		case ':':
			return tok(Colon, 1)
		case '=':
			return tok(Equal, 1)
		case '+':
			return tok(Plus, 1)
		case '*':
			return tok(Star, 1)
		case '?':
			return tok(Question, 1)
		case '|':
			return tok(VerticalBar, 1)
		case '-':
			if start+1 < len(src) && src[start+1] == '>' {
				return tok(Arrow, 2)
			}
			return tok(Minus, 1)
		case '.':
			if start+2 < len(src) && src[start+1] == '.' && src[start+2] == '.' {
				return tok(Ellipsis, 3)
			}
			return l.errorf(start, "expected three consecutive dots for an ellipsis")
		case '"':
			return l.lexString(start)
		case '@':
			return l.lexAt(start)
		case '#':
			if start+2 < len(src) && src[start+1] == '-' && src[start+2] == '}' {
				return tok(MetaEnd, 3)
			}
			return l.lexPrefixed(start, HashIdent)
		case '%':
			return l.lexPrefixed(start, PercentIdent)
		case '^':
			return l.lexPrefixed(start, CaretIdent)
		case '!':
			return l.lexPrefixed(start, BangIdent)
		}
		return l.errorf(start, "unexpected character")
	}
}

// lexNumber lexes
//
//	integer-literal ::= digit+ | `0x` hex_digit+
//	float-literal   ::= [0-9]+ [.] [0-9]* ([eE] [-+]? [0-9]+)?
func (l *Lexer) lexNumber(start int) Token {
	src := l.src
	p := start + 1
	if src[start] == '0' && p+1 < len(src) && src[p] == 'x' && isHex(src[p+1]) {
		p += 2
		for p < len(src) && isHex(src[p]) {
			p++
		}
		l.pos = p
		return Token{Kind: Integer, Start: int32(start), End: int32(p)}
	}
	for p < len(src) && isDigit(src[p]) {
		p++
	}
	if p >= len(src) || src[p] != '.' {
		l.pos = p
		return Token{Kind: Integer, Start: int32(start), End: int32(p)}
	}
	p++
	for p < len(src) && isDigit(src[p]) {
		p++
	}
	if p < len(src) && (src[p] == 'e' || src[p] == 'E') {
		q := p + 1
		if q < len(src) && (src[q] == '+' || src[q] == '-') {
			q++
		}
		if q < len(src) && isDigit(src[q]) {
			p = q + 1
			for p < len(src) && isDigit(src[p]) {
				p++
			}
		}
	}
	l.pos = p
	return Token{Kind: Float, Start: int32(start), End: int32(p)}
}

// lexString lexes a string literal: `"` ([^"\n\\] | `\` ([nt"\\] | hex hex))* `"`.
func (l *Lexer) lexString(start int) Token {
	src := l.src
	p := start + 1
	for p < len(src) {
		switch c := src[p]; c {
		case '"':
			l.pos = p + 1
			return Token{Kind: String, Start: int32(start), End: int32(p + 1)}
		case '\n', '\v', '\f':
			l.pos = p
			return l.errorf(p, "expected '\"' in string literal")
		case '\\':
			if p+1 < len(src) {
				switch src[p+1] {
				case '"', '\\', 'n', 't':
					p += 2
					continue
				}
				if p+2 < len(src) && isHex(src[p+1]) && isHex(src[p+2]) {
					p += 3
					continue
				}
			}
			l.pos = p + 1
			return l.errorf(p, "unknown escape in string literal")
		default:
			p++
		}
	}
	// Unterminated at the end of the input: the token is the whole string,
	// the error is placed at the end.
	l.pos = p
	t := l.errorf(start, "expected '\"' in string literal")
	l.ErrPos = p
	return t
}

// lexAt lexes a symbol reference name: `@` (bare-id | string-literal).
func (l *Lexer) lexAt(start int) Token {
	src := l.src
	p := start + 1
	if p < len(src) && src[p] == '"' {
		t := l.lexString(p)
		if t.Kind == Error {
			return t
		}
		return Token{Kind: AtIdent, Start: int32(start), End: t.End}
	}
	if p >= len(src) || !(isLetter(src[p]) || src[p] == '_') {
		l.pos = p
		t := l.errorf(start, "@ identifier expected to start with letter or '_'")
		l.ErrPos = p // mlir-opt points at the byte after the `@`
		return t
	}
	p++
	for p < len(src) && isBareIdentChar(src[p]) {
		p++
	}
	l.pos = p
	return Token{Kind: AtIdent, Start: int32(start), End: int32(p)}
}

// lexPrefixed lexes `%`, `^`, `#` and `!` identifiers:
//
//	suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*
func (l *Lexer) lexPrefixed(start int, k Kind) Token {
	src := l.src
	p := start + 1
	switch {
	case p < len(src) && isDigit(src[p]):
		for p < len(src) && isDigit(src[p]) {
			p++
		}
	case p < len(src) && isSuffixChar(src[p]):
		for p < len(src) && isSuffixChar(src[p]) {
			p++
		}
	default:
		l.pos = p
		msg := map[Kind]string{PercentIdent: "invalid SSA name", CaretIdent: "invalid block name",
			HashIdent: "invalid attribute name", BangIdent: "invalid type identifier"}[k]
		return l.errorf(start, "%s", msg)
	}
	l.pos = p
	return Token{Kind: k, Start: int32(start), End: int32(p)}
}
