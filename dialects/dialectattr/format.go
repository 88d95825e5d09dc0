package dialectattr

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

// An AttrDef's declarative assembly format ("`<` $value `>`", "$value")
// is compiled into elements that both parse and print the attribute's
// parameters, the way mlir-tblgen's AttrOrTypeFormatGen generates them.
// Literals and parameters are supported; a parameter must be an enum of
// the dialect (an EnumAttr wrapper, or any parameter whose C++ type is one
// of the dialect's enums).

type element struct {
	isLit   bool       // a literal, else a parameter
	literal string     // `<`, `,`, a keyword; "" and " " only space the printing
	param   *ods.Param // a parameter
	enum    *ods.Enum  // the parameter's enum
}

// compileFormat splits def's format into elements.
func compileFormat(d *ods.Dialect, def *ods.AttrDef) ([]element, error) {
	var out []element
	f := def.Format
	for i := 0; i < len(f); {
		switch c := f[i]; {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case c == '`':
			j := strings.IndexByte(f[i+1:], '`')
			if j < 0 {
				return nil, fmt.Errorf("attribute %s: unterminated literal in format %q", def.Name, f)
			}
			out = append(out, element{literal: strings.ReplaceAll(f[i+1:i+1+j], `\n`, "\n"), isLit: true})
			i += j + 2
		case c == '$':
			j := i + 1
			for j < len(f) && (isAlpha(f[j]) || isDigit(f[j]) || f[j] == '_') {
				j++
			}
			name := f[i+1 : j]
			var param *ods.Param
			for _, prm := range def.Params {
				if prm.Name == name {
					param = prm
				}
			}
			if param == nil {
				return nil, fmt.Errorf("attribute %s: format names $%s, which is not a parameter", def.Name, name)
			}
			e := paramEnum(d, def, param)
			if e == nil {
				return nil, fmt.Errorf("attribute %s: parameter %s of kind %q is not supported", def.Name, name, param.Kind)
			}
			out = append(out, element{param: param, enum: e})
			i = j
		default:
			return nil, fmt.Errorf("attribute %s: format %q: directive at %q is not supported", def.Name, f, f[i:])
		}
	}
	return out, nil
}

// paramEnum finds the enum a parameter holds: the AttrDef's own enum for
// an EnumAttr wrapper's single parameter, else a dialect enum whose C++
// class the parameter's type names.
func paramEnum(d *ods.Dialect, def *ods.AttrDef, param *ods.Param) *ods.Enum {
	find := func(name string) *ods.Enum {
		for _, e := range d.Enums {
			if e.Name == name {
				return e
			}
		}
		return nil
	}
	if def.Enum != "" && len(def.Params) == 1 {
		if e := find(def.Enum); e != nil {
			return e
		}
	}
	kind := strings.TrimSpace(param.Kind)
	for _, e := range d.Enums {
		if e.ClassName != "" && (kind == e.ClassName || strings.HasSuffix(kind, "::"+e.ClassName)) {
			return e
		}
	}
	return nil
}

// parseFormat parses the parameters of def with its format.
func (p *parser) parseFormat(def *ods.AttrDef, elems []element) (map[string]uint64, bool) {
	vals := map[string]uint64{}
	for _, el := range elems {
		if el.isLit {
			if !p.parseLiteral(el.literal) {
				return nil, false
			}
			continue
		}
		v, ok := p.parseEnum(el.enum, el.param.Kind)
		if !ok {
			p.emitHere("failed to parse " + def.Name + " parameter '" + el.param.Name +
				"' which is to be a `" + el.param.Kind + "`")
			return nil, false
		}
		vals[el.param.Name] = v
	}
	return vals, true
}

func (p *parser) parseLiteral(lit string) bool {
	switch {
	case strings.TrimSpace(lit) == "":
		return true
	case isAlpha(lit[0]) || lit[0] == '_':
		if p.tok.kind == tIdent && p.text() == lit {
			p.next()
			return true
		}
		p.emitHere("expected '" + lit + "'")
		return false
	}
	return p.expect(lit)
}

// printFormat appends the parameters printed with def's format, spaced as
// the generated printer spaces them.
func printFormat(b *strings.Builder, elems []element, vals map[string]uint64) {
	shouldEmitSpace, lastWasPunct := true, false
	for _, el := range elems {
		if !el.isLit {
			if shouldEmitSpace || !lastWasPunct {
				b.WriteByte(' ')
			}
			shouldEmitSpace, lastWasPunct = true, false
			b.WriteString(stringify(el.enum, vals[el.param.Name]))
			continue
		}
		v := el.literal
		switch v {
		case "":
			shouldEmitSpace, lastWasPunct = false, true
			continue
		case " ", "\n":
			b.WriteString(v)
			shouldEmitSpace, lastWasPunct = false, true
			continue
		}
		if shouldEmitSpace && spaceBefore(v, lastWasPunct) {
			b.WriteByte(' ')
		}
		b.WriteString(v)
		shouldEmitSpace = len(v) != 1 || !strings.Contains("<({[", v[:1])
		lastWasPunct = v[0] != '_' && !isAlpha(v[0])
	}
}

// spaceBefore is mlir-tblgen's shouldEmitSpaceBefore for a literal.
func spaceBefore(v string, lastWasPunct bool) bool {
	if len(v) != 1 && v != "->" {
		return true
	}
	if lastWasPunct {
		return !strings.Contains(">)}],", v[:1])
	}
	return !strings.Contains("<>(){}[],", v[:1])
}
