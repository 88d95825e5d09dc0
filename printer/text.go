package printer

import "github.com/gomlir/gomlir/ir"

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
func OpString(op *ir.Operation, d Dialects) string {
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
