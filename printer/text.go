package printer

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TypeString is t as mlir-opt spells it in a diagnostic: in full, no alias.
func TypeString(t ir.Type) string {
	p := newPrinterCap(Options{}, 64)
	p.printType(t)
	return string(p.out)
}

// AttrString is a as mlir-opt spells it in a diagnostic: in full, no alias.
func AttrString(a ir.Attribute) string {
	p := newPrinterCap(Options{}, 64)
	p.printAttr(a)
	return string(p.out)
}

// OpString is op as mlir-opt prints an operation into a diagnostic: in
// generic form, on its own, its values named as in the closest enclosing
// op that is isolated from above (d tells which are; nil: the outermost
// op), without location.
func OpString(op *ir.Operation, d dialect.Registry) string {
	root := op
	for d == nil || !d.HasTrait(root.Name, "IsolatedFromAbove") {
		if root.Parent == nil || root.Parent.Parent == nil || root.Parent.Parent.Parent == nil {
			break
		}
		root = root.Parent.Parent.Parent
	}
	p := newPrinter(Options{Generic: true})
	p.names = numberValues(root, true, nil)
	p.printOp(op)
	return string(p.out)
}

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
