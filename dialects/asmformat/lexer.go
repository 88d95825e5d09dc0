package asmformat

// The lexer of ODS assembly-format strings (the language OpFormatGen reads):
//
//	token    ::= literal | variable | string | keyword | identifier | punct
//	literal  ::= '`' [^`]* '`'
//	variable ::= '$' [a-zA-Z_] [a-zA-Z0-9_]*
//	string   ::= '"' ([^"\\] | '\\' .)* '"'
//	keyword  ::= identifier naming a directive (attr-dict, type, custom, ...)
//	punct    ::= '^' | ':' | ',' | '=' | '<' | '>' | '?' | '(' | ')' | '*' | '|'

type ftokKind uint8

const (
	fEOF ftokKind = iota
	fError
	fLiteral    // `...`, with the backquotes
	fVariable   // $name, with the dollar
	fString     // "...", with the quotes
	fIdentifier // a word that is not a directive keyword
	fKeyword    // a directive keyword: attr-dict, type, custom, ...
	fCaret
	fColon
	fComma
	fEqual
	fLess
	fGreater
	fQuestion
	fLParen
	fRParen
	fStar
	fPipe
)

var ftokNames = [...]string{
	fEOF: "end of format", fError: "error", fLiteral: "literal", fVariable: "variable",
	fString: "string", fIdentifier: "identifier", fKeyword: "keyword", fCaret: "'^'",
	fColon: "':'", fComma: "','", fEqual: "'='", fLess: "'<'", fGreater: "'>'",
	fQuestion: "'?'", fLParen: "'('", fRParen: "')'", fStar: "'*'", fPipe: "'|'",
}

func (k ftokKind) String() string { return ftokNames[k] }

// directiveKeywords are the words the format lexer turns into directive
// keywords; params and struct belong to attribute and type formats.
var directiveKeywords = map[string]bool{
	"attr-dict": true, "attr-dict-with-keyword": true, "prop-dict": true, "custom": true,
	"functional-type": true, "oilist": true, "operands": true, "params": true, "ref": true,
	"regions": true, "results": true, "struct": true, "successors": true, "type": true,
	"qualified": true,
}

type ftok struct {
	kind ftokKind
	text string
	pos  int // byte offset in the format string
}

type flexer struct {
	src string
	pos int
	err string // message of the last fError token
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (l *flexer) next() ftok {
	for l.pos < len(l.src) {
		switch l.src[l.pos] {
		case ' ', '\t', '\n', '\r':
			l.pos++
			continue
		}
		break
	}
	start := l.pos
	if start >= len(l.src) {
		return ftok{kind: fEOF, pos: start}
	}
	c := l.src[start]
	l.pos++
	punct := func(k ftokKind) ftok { return ftok{kind: k, text: l.src[start:l.pos], pos: start} }
	switch c {
	case '^':
		return punct(fCaret)
	case ':':
		return punct(fColon)
	case ',':
		return punct(fComma)
	case '=':
		return punct(fEqual)
	case '<':
		return punct(fLess)
	case '>':
		return punct(fGreater)
	case '?':
		return punct(fQuestion)
	case '(':
		return punct(fLParen)
	case ')':
		return punct(fRParen)
	case '*':
		return punct(fStar)
	case '|':
		return punct(fPipe)
	case '`':
		for l.pos < len(l.src) {
			if l.src[l.pos] == '`' {
				l.pos++
				return ftok{kind: fLiteral, text: l.src[start:l.pos], pos: start}
			}
			l.pos++
		}
		return l.fail(start, "unexpected end of file in literal")
	case '$':
		if l.pos >= len(l.src) || !(isAlpha(l.src[l.pos]) || l.src[l.pos] == '_') {
			return l.fail(start, "expected variable name")
		}
		for l.pos < len(l.src) && (isAlpha(l.src[l.pos]) || isDigit(l.src[l.pos]) || l.src[l.pos] == '_') {
			l.pos++
		}
		return ftok{kind: fVariable, text: l.src[start:l.pos], pos: start}
	case '"':
		escape := false
		for l.pos < len(l.src) {
			ch := l.src[l.pos]
			l.pos++
			if !escape && ch == '"' {
				return ftok{kind: fString, text: l.src[start:l.pos], pos: start}
			}
			escape = ch == '\\'
		}
		return l.fail(start, "unexpected end of file in string")
	}
	if isAlpha(c) || c == '_' {
		for l.pos < len(l.src) {
			ch := l.src[l.pos]
			if !(isAlpha(ch) || isDigit(ch) || ch == '_' || ch == '-') {
				break
			}
			l.pos++
		}
		text := l.src[start:l.pos]
		if directiveKeywords[text] {
			return ftok{kind: fKeyword, text: text, pos: start}
		}
		return ftok{kind: fIdentifier, text: text, pos: start}
	}
	return l.fail(start, "unexpected character")
}

func (l *flexer) fail(pos int, msg string) ftok {
	l.err = msg
	return ftok{kind: fError, pos: pos}
}
