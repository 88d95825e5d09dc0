package dialectattr

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// parser is the state of one attribute parse: the current token and the
// diagnostics emitted so far, with mlir-opt's rules for where they point.
type parser struct {
	src   string
	tok   token
	diags []*Error
	// lexReported: the lexer error of the current token was reported; any
	// later diagnostic while that token is current is dropped, as mlir-opt
	// abandons diagnostics emitted at an error token.
	lexReported bool
	consumed    int // end of the last consumed token
	// env reads the attributes and types written inside (nil: none can
	// be read).
	env Env
	// selfType is the type written after the attribute, typ the type the
	// attribute has (typText its spelling without an Env: complex.number's).
	selfType ir.Type
	typ      ir.Type
	typText  string
}

func newParser(src string) *parser {
	p := &parser{src: src}
	p.tok = lex(src, 0)
	return p
}

func (p *parser) next() {
	p.consumed = p.tok.end
	p.tok = lex(p.src, p.tok.end)
	p.lexReported = false
}

func (p *parser) text() string { return p.src[p.tok.start:p.tok.end] }

// skipTo goes on from offset end, past what the Env read.
func (p *parser) skipTo(end int) {
	p.consumed = end
	p.tok = lex(p.src, end)
	p.lexReported = false
}

// fail records an error the Env returned: an *Error is mlir-opt's, kept
// as a diagnostic; another means the value cannot be read.
func (p *parser) fail(err error) {
	if e, ok := err.(*Error); ok {
		p.diags = append(p.diags, e)
		p.diags = append(p.diags, e.Also...)
		e.Also = nil
		return
	}
	p.diags = append(p.diags, &Error{Offset: p.tok.start, Msg: err.Error()})
}

// is reports whether the current token is the punctuation s.
func (p *parser) is(s string) bool { return p.tok.kind == tPunct && p.text() == s }

// emit records an error at off. At a token the lexer rejected, the lexer's
// message is reported instead (once); emit then returns nil, so that notes
// of the replaced diagnostic are dropped with it.
func (p *parser) emit(off int, msg string, custom bool) *Error {
	if p.tok.kind == tError {
		if !p.lexReported {
			p.lexReported = true
			p.diags = append(p.diags, &Error{Offset: p.tok.errPos, Msg: p.tok.msg})
		}
		return nil
	}
	e := &Error{Offset: off, Msg: msg, Custom: custom}
	p.diags = append(p.diags, e)
	return e
}

// emitHere records an error through the dialect's AsmParser at the current
// token.
func (p *parser) emitHere(msg string) { p.emit(p.tok.start, msg, true) }

// emitWrongToken records "expected X" as mlir-opt's parser does for a
// missing token: at the end of the text before the current token, backing
// up over blanks, line ends and the comments of blank-ended lines.
func (p *parser) emitWrongToken(msg string) {
	p.emit(wrongTokenPos(p.src, p.tok.start), msg, false)
}

func wrongTokenPos(src string, loc int) int {
	s := src[:loc]
	for {
		s = strings.TrimRight(s, " \t")
		if s == "" {
			// Only the attribute's own opening (`#d.`, `#d<`, an op's
			// keyword) precedes: the error is at the start.
			return 0
		}
		if c := s[len(s)-1]; c != '\n' && c != '\r' {
			return len(s)
		}
		s = s[:len(s)-1]
		line := s
		if i := strings.LastIndexAny(line, "\n\r"); i >= 0 {
			line = line[i:]
		}
		if i := strings.Index(line, "//"); i >= 0 {
			s = s[:len(s)-(len(line)-i)]
		}
	}
}

// expect consumes the punctuation s or reports "expected 's'".
func (p *parser) expect(s string) bool {
	if p.is(s) {
		p.next()
		return true
	}
	p.emitWrongToken("expected '" + s + "'")
	return false
}

// keyword consumes a keyword (a bare identifier, including keywords and
// integer types such as `i8`), as AsmParser::parseOptionalKeyword.
func (p *parser) keyword() (string, bool) {
	if p.tok.kind != tIdent {
		return "", false
	}
	s := p.text()
	p.next()
	return s, true
}

// keywordOrString consumes a keyword or a string literal and returns its
// value, or reports "expected valid keyword or string".
func (p *parser) keywordOrString() (string, bool) {
	switch p.tok.kind {
	case tIdent:
		return p.keyword()
	case tString:
		s := stringValue(p.text())
		p.next()
		return s, true
	}
	p.emitHere("expected valid keyword or string")
	return "", false
}

// err is the parse's result as an error: the first diagnostic, with the
// later ones in Also.
func (p *parser) err() error {
	if len(p.diags) == 0 {
		return nil
	}
	e := p.diags[0]
	e.Also = append(e.Also, p.diags[1:]...)
	return e
}
