package dialectattr

import (
	"math/bits"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

// Enums are parsed and printed as the C++ that mlir-tblgen generates for
// an EnumAttr parameter: one keyword (or string) for an integer enum; for a
// bit enum, keywords joined by the separator's token (`,` or `|`), each
// one symbolized on its own and the bits or-ed together.

// separator is the bit enum's separator; ODS's default is "|".
func separator(e *ods.Enum) string {
	if e.Separator == "" {
		return "|"
	}
	return e.Separator
}

// sepToken is the token that separates a bit enum's keywords: `|` when
// the separator holds one, else `,`.
func sepToken(e *ods.Enum) string {
	if strings.Contains(separator(e), "|") {
		return "|"
	}
	return ","
}

// symbolize is the generated symbolize<Enum>(str): a case's spelling; for a
// bit enum, the zero case's spelling alone or cases split on the trimmed
// separator (each piece trimmed; the zero case is not among them).
func symbolize(e *ods.Enum, str string) (uint64, bool) {
	if !e.Bit {
		for _, c := range e.Cases {
			if c.Str == str {
				return uint64(c.Value), true
			}
		}
		return 0, false
	}
	for _, c := range e.Cases {
		if c.Value == 0 && c.Str == str {
			return 0, true
		}
	}
	var v uint64
	for _, piece := range strings.Split(str, strings.TrimSpace(separator(e))) {
		piece = strings.Trim(piece, " \t\n\v\f\r")
		found := false
		for _, c := range e.Cases {
			if c.Value != 0 && c.Str == piece {
				v |= uint64(c.Value)
				found = true
				break
			}
		}
		if !found {
			return 0, false
		}
	}
	return v, true
}

// stringify is the generated stringify<Enum>(v). A bit enum prints its
// zero case for 0; otherwise its groups (cases of several bits, last
// declared first) whose bits are all set, those bits then removed, and
// then its single-bit cases in declaration order, joined by the separator.
func stringify(e *ods.Enum, v uint64) string {
	if !e.Bit {
		for _, c := range e.Cases {
			if uint64(c.Value) == v {
				return c.Str
			}
		}
		return ""
	}
	if v == 0 {
		for _, c := range e.Cases {
			if c.Value == 0 {
				return c.Str
			}
		}
		return ""
	}
	var strs []string
	for i := len(e.Cases) - 1; i >= 0; i-- {
		c := e.Cases[i]
		if cv := uint64(c.Value); bits.OnesCount64(cv) > 1 && v&cv == cv {
			strs = append(strs, c.Str)
			v &^= cv
		}
	}
	for _, c := range e.Cases {
		if cv := uint64(c.Value); bits.OnesCount64(cv) == 1 && v&cv != 0 {
			strs = append(strs, c.Str)
		}
	}
	return strings.Join(strs, separator(e))
}

// parseEnum parses an enum parameter, reporting a bad case as "expected
// KIND to be one of: ..." where KIND is the parameter's C++ type.
func (p *parser) parseEnum(e *ods.Enum, kind string) (uint64, bool) {
	loc := p.tok.start
	oneOf := func() {
		names := make([]string, len(e.Cases))
		for i, c := range e.Cases {
			names[i] = c.Str
		}
		p.emit(loc, "expected "+kind+" to be one of: "+strings.Join(names, ", "), true)
	}
	if !e.Bit {
		s, ok := p.keywordOrString()
		if !ok {
			return 0, false
		}
		v, ok := symbolize(e, s)
		if !ok {
			oneOf()
		}
		return v, ok
	}
	var v uint64
	sep := sepToken(e)
	for {
		s, ok := p.keywordOrString()
		if !ok {
			return 0, false
		}
		bits, ok := symbolize(e, s)
		if !ok {
			oneOf()
			return 0, false
		}
		v |= bits
		if !p.is(sep) {
			return v, true
		}
		p.next()
	}
}
