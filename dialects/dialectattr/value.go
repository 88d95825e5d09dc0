package dialectattr

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// value is a parameter as parsed: its spelling as the definition prints
// it, and the attributes and types spelled in it (offsets into text).
type value struct {
	set   bool // parsed; false for a parameter left out
	text  string
	parts []ir.Part
	// attr and typ are the attribute or type a parameter of that kind
	// holds (for hooks and checks), enum an enum's value.
	attr ir.Attribute
	typ  ir.Type
	enum uint64
	// elems are a list parameter's elements.
	elems []value
	// kind is what the parameter holds (ir.ParamAbsent: inferred from
	// attr and typ, else text only); ival an integer's value, str a
	// string's value or an enum's keywords.
	kind ir.ParamKind
	ival int64
	str  string
	// params are, for a value spelling a whole definition (parseDef's),
	// its parameters.
	params ir.Params
}

// param is v as parameter name of the IR.
func (v value) param(name string) ir.Param {
	pm := ir.Param{Name: name, Text: v.text}
	if !v.set {
		return pm
	}
	pm.Kind = v.kind
	switch {
	case v.kind == ir.ParamList:
		pm.List = make([]ir.Param, len(v.elems))
		for i, e := range v.elems {
			pm.List[i] = e.param("")
		}
	case v.kind != ir.ParamAbsent:
		pm.Int, pm.Enum, pm.Str, pm.Attr, pm.Type = v.ival, v.enum, v.str, v.attr, v.typ
	case v.attr != nil:
		pm.Kind, pm.Attr = ir.ParamAttr, v.attr
	case v.typ != nil:
		pm.Kind, pm.Type = ir.ParamType, v.typ
	default:
		pm.Kind = ir.ParamText
	}
	return pm
}

// builder accumulates a spelling and its parts.
type builder struct {
	b     strings.Builder
	parts []ir.Part
}

func (b *builder) str(s string) { b.b.WriteString(s) }

func (b *builder) byte(c byte) { b.b.WriteByte(c) }

// value appends v's spelling, its parts moved to where it lands.
func (b *builder) value(v value) {
	base := b.b.Len()
	for _, pt := range v.parts {
		pt.Start += base
		pt.End += base
		b.parts = append(b.parts, pt)
	}
	b.b.WriteString(v.text)
}

// part appends text spelling one attribute or type.
func (b *builder) part(text string, pt ir.Part) {
	pt.Start = b.b.Len()
	b.b.WriteString(text)
	pt.End = b.b.Len()
	b.parts = append(b.parts, pt)
}

func (b *builder) len() int { return b.b.Len() }

// result is the built value.
func (b *builder) result() value {
	return value{set: true, text: b.b.String(), parts: b.parts}
}

// textValue is a value without parts.
func textValue(s string) value { return value{set: true, text: s} }
