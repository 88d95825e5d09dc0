package printer

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TypeString is t as mlir-opt spells it in a diagnostic: in full, no alias
// (ir.TypeString).
func TypeString(t ir.Type) string { return ir.TypeString(t) }

// AttrString is a as mlir-opt spells it in a diagnostic: in full, no alias
// (ir.AttrString).
func AttrString(a ir.Attribute) string { return ir.AttrString(a) }

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

// Text spells attributes and types canonically, without aliases
// (ir.Text).
type Text = ir.Text

// NewText returns a Text that numbers distinct attributes with id (see
// ir.NewText).
func NewText(id func(*ir.DistinctAttr) int) *Text { return ir.NewText(id) }
