package shared

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TypeScanner reads the text of a dialect type whose syntax upstream
// writes in C++ (llvm's and spirv's parseType): the Data after
// `!dialect.`, token by token (punctuation, bare identifiers, integers,
// string literals), with the nested types it holds cut out by ScanType.
// A dialect's type parser embeds it and adds its own grammar.
type TypeScanner struct {
	// Src is the text read and Pos the offset in it.
	Src string
	Pos int
	// Nested reads a type nested in the one being read (written in full:
	// a builtin type, another dialect's, an alias), or is nil to keep the
	// nested types as written.
	Nested func(string) (ir.Type, error)
}

// TypeScanError is a type mlir-opt rejects; Off is where in the text.
type TypeScanError struct {
	Off int
	Msg string
}

func (e *TypeScanError) Error() string { return e.Msg }

// Errorf is a TypeScanError at off.
func (p *TypeScanner) Errorf(off int, format string, args ...any) error {
	return &TypeScanError{Off: off, Msg: fmt.Sprintf(format, args...)}
}

// Skip skips white space and returns the position.
func (p *TypeScanner) Skip() int {
	for p.Pos < len(p.Src) && (p.Src[p.Pos] == ' ' || p.Src[p.Pos] == '\t' || p.Src[p.Pos] == '\n' || p.Src[p.Pos] == '\r') {
		p.Pos++
	}
	return p.Pos
}

// Optional reads punct if it comes next (after white space).
func (p *TypeScanner) Optional(punct string) bool {
	p.Skip()
	if strings.HasPrefix(p.Src[p.Pos:], punct) {
		p.Pos += len(punct)
		return true
	}
	return false
}

// Expect reads punct, or fails with "expected 'punct'".
func (p *TypeScanner) Expect(punct string) error {
	if !p.Optional(punct) {
		return p.Errorf(p.Pos, "expected '%s'", punct)
	}
	return nil
}

// IsIdentStart reports whether c starts a bare identifier.
func IsIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

// IsIdentByte reports whether c continues a bare identifier.
func IsIdentByte(c byte) bool {
	return IsIdentStart(c) || c >= '0' && c <= '9' || c == '$' || c == '.'
}

// Keyword reads a bare identifier.
func (p *TypeScanner) Keyword() (string, bool) {
	start := p.Skip()
	if start >= len(p.Src) || !IsIdentStart(p.Src[start]) {
		return "", false
	}
	end := start + 1
	for end < len(p.Src) && IsIdentByte(p.Src[end]) {
		end++
	}
	p.Pos = end
	return p.Src[start:end], true
}

// PeekKeyword is the bare identifier at the current position, if any.
func (p *TypeScanner) PeekKeyword() string {
	save := p.Pos
	kw, _ := p.Keyword()
	p.Pos = save
	return kw
}

// Integer reads a decimal or hexadecimal integer, possibly negative.
func (p *TypeScanner) Integer() (*big.Int, bool) {
	start := p.Skip()
	i := start
	if i < len(p.Src) && p.Src[i] == '-' {
		i++
	}
	if i >= len(p.Src) || p.Src[i] < '0' || p.Src[i] > '9' {
		return nil, false
	}
	base, digits := 10, i
	if strings.HasPrefix(p.Src[i:], "0x") && i+2 < len(p.Src) && isHexDigit(p.Src[i+2]) {
		base, digits = 16, i+2
	}
	end := digits
	for end < len(p.Src) && (base == 10 && p.Src[end] >= '0' && p.Src[end] <= '9' || base == 16 && isHexDigit(p.Src[end])) {
		end++
	}
	n, ok := new(big.Int).SetString(p.Src[digits:end], base)
	if !ok {
		return nil, false
	}
	if p.Src[start] == '-' {
		n.Neg(n)
	}
	p.Pos = end
	return n, true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// Unsigned reads an integer parameter of width bits (an address space:
// unsigned): negative values wrap, larger ones are an error.
func (p *TypeScanner) Unsigned(bits uint) (uint64, error) {
	start := p.Skip()
	n, ok := p.Integer()
	if !ok {
		return 0, p.Errorf(start, "expected integer value")
	}
	limit := new(big.Int).Lsh(big.NewInt(1), bits)
	if n.Sign() < 0 {
		if n.Cmp(new(big.Int).Neg(limit)) < 0 {
			return 0, p.Errorf(start, "integer value too large")
		}
		n.Add(n, limit)
	}
	if n.Cmp(limit) >= 0 {
		return 0, p.Errorf(start, "integer value too large")
	}
	return n.Uint64(), nil
}

// StringLit reads a string literal and returns its value.
func (p *TypeScanner) StringLit() (string, bool) {
	start := p.Skip()
	if start >= len(p.Src) || p.Src[start] != '"' {
		return "", false
	}
	end := start + 1
	for end < len(p.Src) && p.Src[end] != '"' {
		if p.Src[end] == '\\' {
			end++
		}
		end++
	}
	if end >= len(p.Src) {
		return "", false
	}
	s, ok := DecodeStringLit(p.Src[start : end+1])
	if !ok {
		return "", false
	}
	p.Pos = end + 1
	return s, true
}

// DecodeStringLit is the value of the string literal lit (quotes
// included), as MLIR's lexer decodes it (\n, \t, \", \\ and two hex
// digits); false when lit is not one.
func DecodeStringLit(lit string) (string, bool) {
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

// IsBuiltinTypeKeyword reports whether a bare identifier starts a builtin
// type (which a nested type reads before a dialect's short forms).
func IsBuiltinTypeKeyword(kw string) bool {
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

// ScanType returns the end of the type spelled at src[start:] (a builtin
// type, a dialect type or alias, a function type), or start when none.
func ScanType(src string, start int) int {
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
		for i < len(src) && (IsIdentByte(src[i]) || src[i] == '-') {
			i++
		}
		if i < len(src) && src[i] == '<' {
			return ScanBalanced(src, i)
		}
		return i
	case c == '(':
		i = ScanBalanced(src, i)
		j := i
		for j < len(src) && src[j] == ' ' {
			j++
		}
		if strings.HasPrefix(src[j:], "->") {
			return ScanType(src, j+2)
		}
		return i
	case IsIdentStart(c):
		for i < len(src) && IsIdentByte(src[i]) {
			i++
		}
		if i < len(src) && src[i] == '<' {
			return ScanBalanced(src, i)
		}
		return i
	}
	return start
}

// ScanBalanced returns the position after the bracket closing the one at
// src[open], skipping string literals and `->`.
func ScanBalanced(src string, open int) int {
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

// ParseTypeAttrText is the syntax tree of the type spelled in full by
// text, read as an attribute (p.ParseAttrText), for the syntaxes that
// compute types from a type's text before lowering (llvm.extractvalue's
// element type, spirv.CompositeExtract's).
func ParseTypeAttrText(p dialect.Parser, text string) (ast.Type, error) {
	a, err := p.ParseAttrText(text)
	if err != nil {
		return nil, err
	}
	ta, ok := a.(*ast.TypeAttr)
	if !ok {
		return nil, fmt.Errorf("expected type")
	}
	return ta.Type, nil
}
