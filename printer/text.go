package printer

import "github.com/gomlir/gomlir/ir"

// Text spells attributes and types canonically, as mlir-opt prints them
// but without aliases: the spelling of the parts of a dialect attribute's
// or type's data (ir.Part), which the printer prints again, through their
// aliases. A Text is not safe for concurrent use.
type Text struct {
	p *Printer
}

// NewText returns a Text that numbers distinct attributes with id (the
// number written in `distinct[N]`, so that the data of attributes naming
// one distinct attribute is the same text), and leaves the ids written in
// dialect attributes kept as text as they are.
func NewText(id func(*ir.DistinctAttr) int) *Text {
	p := &Printer{
		typeText:       make(map[ir.Type][]byte),
		attrText:       make(map[attrKey][]byte),
		defaultDialect: []string{"builtin"},
		distinctFn:     id,
	}
	return &Text{p: p}
}

// Attr spells a, its type included.
func (t *Text) Attr(a ir.Attribute) string {
	t.p.out = t.p.out[:0]
	t.p.printAttr(a)
	return string(t.p.out)
}

// Type spells ty.
func (t *Text) Type(ty ir.Type) string {
	t.p.out = t.p.out[:0]
	t.p.printType(ty)
	return string(t.p.out)
}
