package ods

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Decode reads a definitions file as encoding/json would with unknown
// fields disallowed, several times faster: the embedded definitions of
// every upstream dialect (3 MB of JSON) are read at each start-up. An
// unknown field, a value of the wrong kind or data after the object is an
// error.
func Decode(data []byte) (*File, error) {
	d := &decoder{data: data}
	f := &File{}
	err := d.object(func(key []byte) error {
		switch string(key) {
		case "dialects":
			return list(d, &f.Dialects, d.dialect)
		}
		return d.unknown(key)
	})
	if err == nil {
		if d.ws(); d.pos < len(d.data) {
			err = d.errorf("data after the top-level object")
		}
	}
	if err != nil {
		return nil, err
	}
	return f, nil
}

type decoder struct {
	data []byte
	pos  int
}

func (d *decoder) errorf(format string, args ...any) error {
	return fmt.Errorf("json: offset %d: %s", d.pos, fmt.Sprintf(format, args...))
}

func (d *decoder) unknown(key []byte) error {
	return fmt.Errorf("json: unknown field %q", key)
}

func (d *decoder) ws() {
	for d.pos < len(d.data) {
		switch d.data[d.pos] {
		case ' ', '\t', '\n', '\r':
			d.pos++
		default:
			return
		}
	}
}

// peek returns the next non-space byte, or 0 at the end.
func (d *decoder) peek() byte {
	d.ws()
	if d.pos < len(d.data) {
		return d.data[d.pos]
	}
	return 0
}

func (d *decoder) expect(c byte) error {
	if d.peek() != c {
		return d.errorf("expected %q", c)
	}
	d.pos++
	return nil
}

// null consumes a `null`, which leaves a field at its zero value.
func (d *decoder) null() bool {
	if d.peek() == 'n' && len(d.data)-d.pos >= 4 && string(d.data[d.pos:d.pos+4]) == "null" {
		d.pos += 4
		return true
	}
	return false
}

// object reads `{ "key": value, ... }`, calling field for each key with
// the decoder at the value.
func (d *decoder) object(field func(key []byte) error) error {
	if d.null() {
		return nil
	}
	if err := d.expect('{'); err != nil {
		return err
	}
	if d.peek() == '}' {
		d.pos++
		return nil
	}
	for {
		key, err := d.key()
		if err != nil {
			return err
		}
		if err := d.expect(':'); err != nil {
			return err
		}
		if err := field(key); err != nil {
			return err
		}
		switch d.peek() {
		case ',':
			d.pos++
		case '}':
			d.pos++
			return nil
		default:
			return d.errorf("expected ',' or '}'")
		}
	}
}

// array reads `[ value, ... ]`, calling elem with the decoder at each.
func (d *decoder) array(elem func() error) error {
	if d.null() {
		return nil
	}
	if err := d.expect('['); err != nil {
		return err
	}
	if d.peek() == ']' {
		d.pos++
		return nil
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		switch d.peek() {
		case ',':
			d.pos++
		case ']':
			d.pos++
			return nil
		default:
			return d.errorf("expected ',' or ']'")
		}
	}
}

// key reads an object's key, without escapes (the schema has none).
func (d *decoder) key() ([]byte, error) {
	if d.peek() != '"' {
		return nil, d.errorf("expected a string")
	}
	start := d.pos + 1
	for d.pos = start; d.pos < len(d.data); d.pos++ {
		switch c := d.data[d.pos]; {
		case c == '"':
			d.pos++
			return d.data[start : d.pos-1], nil
		case c == '\\' || c < 0x20:
			return nil, d.errorf("unknown field %q", d.data[start:d.pos])
		}
	}
	return nil, d.errorf("unterminated string")
}

// str reads a string; one with escapes is read by encoding/json.
func (d *decoder) str() (string, error) {
	if d.peek() != '"' {
		return "", d.errorf("expected a string")
	}
	start := d.pos
	d.pos++
	escaped := false
	for ; d.pos < len(d.data); d.pos++ {
		switch c := d.data[d.pos]; {
		case c == '\\':
			escaped = true
			d.pos++
		case c == '"':
			d.pos++
			raw := d.data[start+1 : d.pos-1]
			if escaped {
				var s string
				if err := json.Unmarshal(d.data[start:d.pos], &s); err != nil {
					return "", d.errorf("bad string: %v", err)
				}
				return s, nil
			}
			return string(raw), nil
		case c < 0x20:
			return "", d.errorf("control character in a string")
		}
	}
	return "", d.errorf("unterminated string")
}

func (d *decoder) strField(p *string) error {
	if d.null() {
		return nil
	}
	s, err := d.str()
	*p = s
	return err
}

func (d *decoder) boolField(p *bool) error {
	if d.null() {
		return nil
	}
	switch {
	case len(d.data)-d.pos >= 4 && string(d.data[d.pos:d.pos+4]) == "true":
		*p, d.pos = true, d.pos+4
	case len(d.data)-d.pos >= 5 && string(d.data[d.pos:d.pos+5]) == "false":
		*p, d.pos = false, d.pos+5
	default:
		return d.errorf("expected true or false")
	}
	return nil
}

func (d *decoder) int64Field(p *int64) error {
	if d.null() {
		return nil
	}
	start := d.pos
	for d.pos < len(d.data) && (d.data[d.pos] == '-' || d.data[d.pos] >= '0' && d.data[d.pos] <= '9') {
		d.pos++
	}
	n, err := strconv.ParseInt(string(d.data[start:d.pos]), 10, 64)
	if err != nil {
		d.pos = start
		return d.errorf("expected an integer")
	}
	*p = n
	return nil
}

func (d *decoder) intField(p *int) error {
	var n int64
	err := d.int64Field(&n)
	*p = int(n)
	return err
}

func (d *decoder) strings(p *[]string) error {
	if d.null() {
		*p = nil
		return nil
	}
	*p = []string{}
	return d.array(func() error {
		s, err := d.str()
		*p = append(*p, s)
		return err
	})
}

// list reads an array of objects into *p, each decoded by elem; as with
// encoding/json, `[]` is an empty list and `null` none.
func list[T any](d *decoder, p *[]*T, elem func(*T) error) error {
	if d.null() {
		*p = nil
		return nil
	}
	*p = []*T{}
	return d.array(func() error {
		x := new(T)
		*p = append(*p, x)
		return elem(x)
	})
}

func (d *decoder) dialect(dl *Dialect) error {
	return d.object(func(key []byte) error {
		switch string(key) {
		case "name":
			return d.strField(&dl.Name)
		case "ops":
			return list(d, &dl.Ops, d.op)
		case "enums":
			return list(d, &dl.Enums, d.enum)
		case "attrs":
			return list(d, &dl.Attrs, d.attrDef)
		case "types":
			return list(d, &dl.Types, d.typeDef)
		case "unprefixed":
			return d.boolField(&dl.Unprefixed)
		}
		return d.unknown(key)
	})
}

func (d *decoder) args(p *[]*Arg) error {
	return list(d, p, func(a *Arg) error {
		return d.object(func(key []byte) error {
			switch string(key) {
			case "name":
				return d.strField(&a.Name)
			case "kind":
				return d.strField(&a.Kind)
			case "segments":
				return d.strField(&a.Segments)
			case "constraint":
				return d.strField(&a.Constraint)
			case "buildable":
				return d.strField(&a.Buildable)
			}
			return d.unknown(key)
		})
	})
}

func (d *decoder) op(op *Op) error {
	return d.object(func(key []byte) error {
		switch string(key) {
		case "name":
			return d.strField(&op.Name)
		case "operands":
			return d.args(&op.Operands)
		case "results":
			return d.args(&op.Results)
		case "attrs":
			return list(d, &op.Attrs, d.attr)
		case "regions":
			return list(d, &op.Regions, func(r *Region) error {
				return d.object(func(key []byte) error {
					switch string(key) {
					case "name":
						return d.strField(&r.Name)
					case "variadic":
						return d.boolField(&r.Variadic)
					case "sized":
						return d.intField(&r.Sized)
					}
					return d.unknown(key)
				})
			})
		case "successors":
			return d.args(&op.Successors)
		case "traits":
			return d.strings(&op.Traits)
		case "format":
			return d.strField(&op.Format)
		case "customSyntax":
			return d.boolField(&op.CustomSyntax)
		}
		return d.unknown(key)
	})
}

func (d *decoder) attr(a *Attr) error {
	return d.object(func(key []byte) error {
		switch string(key) {
		case "name":
			return d.strField(&a.Name)
		case "constraint":
			return d.strField(&a.Constraint)
		case "storage":
			return d.strField(&a.Storage)
		case "optional":
			return d.boolField(&a.Optional)
		case "default":
			return d.strField(&a.Default)
		case "type":
			return d.strField(&a.Type)
		case "enum":
			return d.strField(&a.Enum)
		case "symbolName":
			return d.boolField(&a.SymbolName)
		case "qualified":
			return d.boolField(&a.Qualified)
		case "property":
			return d.boolField(&a.Property)
		}
		return d.unknown(key)
	})
}

func (d *decoder) enum(e *Enum) error {
	return d.object(func(key []byte) error {
		switch string(key) {
		case "name":
			return d.strField(&e.Name)
		case "className":
			return d.strField(&e.ClassName)
		case "bit":
			return d.boolField(&e.Bit)
		case "separator":
			return d.strField(&e.Separator)
		case "storage":
			return d.strField(&e.Storage)
		case "cases":
			return list(d, &e.Cases, func(c *Case) error {
				return d.object(func(key []byte) error {
					switch string(key) {
					case "symbol":
						return d.strField(&c.Symbol)
					case "str":
						return d.strField(&c.Str)
					case "value":
						return d.int64Field(&c.Value)
					}
					return d.unknown(key)
				})
			})
		}
		return d.unknown(key)
	})
}

func (d *decoder) params(p *[]*Param) error {
	return list(d, p, func(pr *Param) error {
		return d.object(func(key []byte) error {
			switch string(key) {
			case "name":
				return d.strField(&pr.Name)
			case "kind":
				return d.strField(&pr.Kind)
			case "optional":
				return d.boolField(&pr.Optional)
			case "default":
				return d.strField(&pr.Default)
			case "custom":
				return d.strField(&pr.Custom)
			}
			return d.unknown(key)
		})
	})
}

func (d *decoder) attrDef(a *AttrDef) error {
	return d.object(func(key []byte) error {
		switch string(key) {
		case "name":
			return d.strField(&a.Name)
		case "mnemonic":
			return d.strField(&a.Mnemonic)
		case "params":
			return d.params(&a.Params)
		case "format":
			return d.strField(&a.Format)
		case "customSyntax":
			return d.boolField(&a.CustomSyntax)
		case "enum":
			return d.strField(&a.Enum)
		case "className":
			return d.strField(&a.ClassName)
		}
		return d.unknown(key)
	})
}

func (d *decoder) typeDef(t *TypeDef) error {
	return d.object(func(key []byte) error {
		switch string(key) {
		case "name":
			return d.strField(&t.Name)
		case "mnemonic":
			return d.strField(&t.Mnemonic)
		case "params":
			return d.params(&t.Params)
		case "format":
			return d.strField(&t.Format)
		case "customSyntax":
			return d.boolField(&t.CustomSyntax)
		case "className":
			return d.strField(&t.ClassName)
		}
		return d.unknown(key)
	})
}
