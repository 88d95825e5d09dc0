package dialectattr

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// complex.number's syntax is hand-written upstream:
//
//	#complex.number<:f64 1.0, 2.0>   →   #complex.number<:f64 1.000000e+00, 2.000000e+00> : complex<f64>
//
// `<` `:` element-type, two doubles separated by `,`, `>`. The doubles are
// converted to the element type; the attribute is typed (complex<elem>), so
// mlir-opt prints ` : complex<f64>` after it, whatever type was written
// after it in the input.
func parseComplexNumber(p *parser) (data, typ string, ok bool) {
	if !p.expect("<") || !p.expect(":") {
		return "", "", false
	}
	kind, ok := p.parseFloatType()
	if !ok {
		return "", "", false
	}
	re, ok := p.parseDouble()
	if !ok || !p.expect(",") {
		return "", "", false
	}
	im, ok := p.parseDouble()
	if !ok || !p.expect(">") {
		return "", "", false
	}
	s := semantics(kind)
	elem := kind.String()
	return "<:" + elem + " " + convertDouble(s, re).String() + ", " + convertDouble(s, im).String() + ">",
		"complex<" + elem + ">", true
}

// parseFloatType parses the element type of a complex.number: a builtin
// float type. mlir-opt 22 crashes on any other type (it casts the element
// type to FloatType); gomlir rejects it with its own message.
func (p *parser) parseFloatType() (ir.FloatKind, bool) {
	if p.tok.kind == tIdent {
		if k, ok := ir.FloatKindByName(p.text()); ok {
			p.next()
			return k, true
		}
	}
	if isTypeStart(p) {
		p.emitHere("expected a floating point element type for complex.number")
		return 0, false
	}
	p.emitWrongToken("expected non-function type")
	return 0, false
}

// isTypeStart reports whether the current token starts a type that
// mlir-opt's type parser accepts.
func isTypeStart(p *parser) bool {
	switch p.tok.kind {
	case tPunct:
		return p.text() == "("
	case tPrefixed:
		return p.text()[0] == '!'
	case tIdent:
		switch s := p.text(); s {
		case "index", "none", "tensor", "vector", "memref", "complex", "tuple":
			return true
		default:
			_, isFloat := ir.FloatKindByName(s)
			return isFloat || isIntType(s)
		}
	}
	return false
}

// isIntType reports whether s is an integer type: i32, si8, ui1.
func isIntType(s string) bool {
	switch {
	case strings.HasPrefix(s, "si") || strings.HasPrefix(s, "ui"):
		s = s[2:]
	case strings.HasPrefix(s, "i"):
		s = s[1:]
	default:
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// parseDouble is AsmParser::parseFloat(double&): an optional `-`, then a
// float literal, or a hexadecimal integer holding the bits of a double.
// It returns the double's bits.
func (p *parser) parseDouble() (uint64, bool) {
	neg := p.is("-")
	if neg {
		p.next()
	}
	switch p.tok.kind {
	case tFloat:
		f, _ := strconv.ParseFloat(p.text(), 64) // out of range: ±Inf or 0, as APFloat
		p.next()
		if neg {
			f = -f
		}
		return math.Float64bits(f), true
	case tInt:
		spelling := p.text()
		if len(spelling) < 2 || spelling[1] != 'x' {
			if e := p.emit(p.tok.start, "unexpected decimal integer literal for a floating point value", false); e != nil {
				e.Notes = append(e.Notes, Note{Offset: p.tok.start, Msg: "add a trailing dot to make the literal a float"})
			}
			return 0, false
		}
		if neg {
			p.emit(p.tok.start, "hexadecimal float literal should not have a leading minus", false)
			return 0, false
		}
		v, _ := new(big.Int).SetString(spelling[2:], 16)
		if v.BitLen() > 64 {
			p.emit(p.tok.start, "hexadecimal float constant out of range for type", false)
			return 0, false
		}
		p.next()
		return v.Uint64(), true
	}
	p.emitHere("expected floating point literal")
	return 0, false
}

// complexNumber is complex.number's hook: the attribute is typed
// complex<elem>.
func complexNumber(p *parser, _ *ods.Dialect) (value, error) {
	data, typ, ok := parseComplexNumber(p)
	if !ok {
		return value{}, p.err()
	}
	p.typText = typ
	if ctx := p.ctx(); ctx != nil {
		if f, ok := ctx.FloatByName(strings.TrimSuffix(strings.TrimPrefix(typ, "complex<"), ">")); ok {
			p.typ = ctx.Complex(f)
		}
	}
	v := textValue(data)
	// number<:elem real, imag>: the parts as APFloats print them.
	real, imag, _ := strings.Cut(strings.TrimSuffix(data[strings.IndexByte(data, ' ')+1:], ">"), ", ")
	v.params = ir.Params{
		{Name: "real", Kind: ir.ParamText, Text: real},
		{Name: "imag", Kind: ir.ParamText, Text: imag},
		{Name: "type", Text: typ},
	}
	if p.typ != nil {
		v.params[2].Kind, v.params[2].Type = ir.ParamType, p.typ
	}
	return v, nil
}
