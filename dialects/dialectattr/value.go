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
