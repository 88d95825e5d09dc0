package dialectattr

import (
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// DLTI's attributes are hand-written upstream (DLTIAttrs.cpp):
//
//	#dlti.dl_entry<key, value>                  key: a type or a string
//	#dlti.dl_spec<entry, ...>                   may be empty; keys types or strings
//	#dlti.map<entry, ...>                       may be empty; keys types or strings
//	#dlti.target_device_spec<entry, ...>        not empty; keys strings
//	#dlti.target_system_spec<entry, ...>        not empty; keys strings, values device specs
//
// where an entry is `key = value` or a #dlti.dl_entry. They print every
// entry as `key = value` (a dl_entry as `<key, value>`), values in full
// (`1 : i64`). An empty list where one is required is the parser's error,
// at the mnemonic; the verifiers' (empty string keys, repeated keys,
// system specs' values) are package dlti's.

// dltiKey is an entry's key: a type or a string.
type dltiKey struct {
	typ  ir.Type
	str  string
	text string // as printed
}

// optionalType parses a type if one starts here (parseOptionalType).
func (p *parser) optionalType() (ir.Type, bool, bool) {
	if !isTypeStart(p) && !(p.tok.kind == tPrefixed && p.text()[0] == '!') {
		return nil, false, true
	}
	t, end, err := p.env.Type(p.src, p.tok.start)
	if err != nil {
		p.fail(err)
		return nil, true, false
	}
	p.skipTo(end)
	return t, true, true
}

// attribute parses any attribute (parseAttribute).
func (p *parser) attribute() (ir.Attribute, bool) {
	a, end, err := p.env.Attr(p.src, p.tok.start)
	if err != nil {
		p.fail(err)
		return nil, false
	}
	p.skipTo(end)
	return a, true
}

func dltiEntry(p *parser, _ *ods.Dialect) (value, error) {
	if p.env == nil {
		return value{}, unsupportedf("#dlti.dl_entry needs an Env")
	}
	if !p.expect("<") {
		return value{}, p.err()
	}
	var b builder
	b.str("<")
	idLoc := p.tok.start
	var key dltiKey
	t, isType, ok := p.optionalType()
	switch {
	case !ok:
		return value{}, p.err()
	case isType:
		key = dltiKey{typ: t, text: p.env.TypeText(t)}
		b.part(key.text, ir.Part{Type: t})
	case p.tok.kind == tString:
		s := stringValue(p.text())
		key = dltiKey{str: s, text: quote(s)}
		b.str(key.text)
		p.next()
	default:
		p.emit(idLoc, "expected a type or a quoted string", true)
		return value{}, p.err()
	}
	if !p.expect(",") {
		return value{}, p.err()
	}
	a, ok := p.attribute()
	if !ok {
		return value{}, p.err()
	}
	b.str(", ")
	b.part(p.env.AttrText(a), ir.Part{Attr: a})
	if !p.expect(">") {
		return value{}, p.err()
	}
	b.str(">")
	v := b.result()
	v.params = ir.Params{key.param(), {Name: "value", Kind: ir.ParamAttr, Attr: a}}
	return v, nil
}

// dltiEntries parses `<` entries `>`: tryType lets keys be types,
// allowEmpty lets the list be empty.
func dltiEntries(tryType, allowEmpty bool) hookFunc {
	return func(p *parser, _ *ods.Dialect) (value, error) {
		if p.env == nil {
			return value{}, unsupportedf("DLTI attributes need an Env")
		}
		if !p.expect("<") {
			return value{}, p.err()
		}
		var keys []dltiKey
		var vals []ir.Attribute
		if !p.is(">") {
			for {
				k, v, ok := p.dltiEntry(tryType)
				if !ok {
					return value{}, p.err()
				}
				keys, vals = append(keys, k), append(vals, v)
				if !p.is(",") {
					break
				}
				p.next()
			}
		}
		if !p.expect(">") {
			return value{}, p.err()
		}
		if len(keys) == 0 && !allowEmpty {
			p.emit(0, "no DLTI entries provided", false)
			return value{}, p.err()
		}
		// The attributes' verify() (empty and repeated keys, system specs'
		// values) is package dlti's verifier.
		var b builder
		b.str("<")
		entries := make([]ir.Param, len(keys))
		for i, k := range keys {
			entries[i] = ir.Param{Kind: ir.ParamList, List: []ir.Param{k.param(), {Name: "value", Kind: ir.ParamAttr, Attr: vals[i]}}}
			if i > 0 {
				b.str(", ")
			}
			if k.typ != nil {
				b.part(k.text, ir.Part{Type: k.typ})
			} else {
				b.str(k.text)
			}
			b.str(" = ")
			b.part(p.env.AttrText(vals[i]), ir.Part{Attr: vals[i]})
		}
		b.str(">")
		v := b.result()
		v.params = ir.Params{{Name: "entries", Kind: ir.ParamList, List: entries}}
		return v, nil
	}
}

// dltiEntry parses `key = value` or a #dlti.dl_entry (parseKeyValuePair).
func (p *parser) dltiEntry(tryType bool) (dltiKey, ir.Attribute, bool) {
	if tryType {
		t, isType, ok := p.optionalType()
		if !ok {
			p.emitHere("error while parsing type DLTI key")
			return dltiKey{}, nil, false
		}
		if isType {
			if !p.expect("=") {
				return dltiKey{}, nil, false
			}
			v, ok := p.attribute()
			return dltiKey{typ: t, text: p.env.TypeText(t)}, v, ok
		}
	}
	if p.tok.kind == tString {
		s := stringValue(p.text())
		p.next()
		if !p.expect("=") {
			return dltiKey{}, nil, false
		}
		v, ok := p.attribute()
		return dltiKey{str: s, text: quote(s)}, v, ok
	}
	start := p.tok.start
	a, ok := p.attribute()
	if !ok {
		return dltiKey{}, nil, false
	}
	e, isEntry := a.(*ir.DialectAttr)
	if !isEntry || e.Dialect != "dlti" || e.Mnemonic() != "dl_entry" {
		p.emit(start, "invalid kind of attribute specified", true)
		return dltiKey{}, nil, false
	}
	if t := e.Params.Type("key"); t != nil {
		return dltiKey{typ: t, text: p.env.TypeText(t)}, e.Params.Attr("value"), true
	}
	s, _ := e.Params.Str("key")
	return dltiKey{str: s, text: quote(s)}, e.Params.Attr("value"), true
}

// param is the key as a dl_entry's parameter.
func (k dltiKey) param() ir.Param {
	if k.typ != nil {
		return ir.Param{Name: "key", Kind: ir.ParamType, Type: k.typ, Text: k.text}
	}
	return ir.Param{Name: "key", Kind: ir.ParamString, Str: k.str, Text: k.text}
}
