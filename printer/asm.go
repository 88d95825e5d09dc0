package printer

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// asmPrinter is the Printer as custom syntaxes see it.
type asmPrinter struct{ p *Printer }

var _ dialect.Printer = asmPrinter{}

func (a asmPrinter) WriteString(s string)    { a.p.writeString(s) }
func (a asmPrinter) PrintOperand(v ir.Value) { a.p.printValue(v) }

func (a asmPrinter) PrintOperands(vs []ir.Value) {
	for i, v := range vs {
		if i > 0 {
			a.p.writeString(", ")
		}
		a.p.printValue(v)
	}
}

func (a asmPrinter) PrintType(t ir.Type) { a.p.printType(t) }

func (a asmPrinter) PrintTypes(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			a.p.writeString(", ")
		}
		a.p.printType(t)
	}
}

func (a asmPrinter) PrintAttribute(at ir.Attribute) { a.p.printAttr(at) }

func (a asmPrinter) PrintAttributeWithoutType(at ir.Attribute) {
	a.p.printAttrElide(at, elideMust)
}

// PrintStrippedAttr prints a dialect attribute's parameters without its
// `#dialect.mnemonic` (or its alias); another attribute prints whole.
func (a asmPrinter) PrintStrippedAttr(at ir.Attribute) { a.p.printStrippedAttr(at) }

// PrintStrippedType prints a dialect type's parameters without its
// `!dialect.mnemonic`; another type prints whole.
func (a asmPrinter) PrintStrippedType(t ir.Type) { a.p.printStrippedType(t) }

func (a asmPrinter) PrintSymbolName(name string) {
	a.p.out = append(a.p.out, '@')
	a.p.printKeywordOrString(name)
}

func (a asmPrinter) PrintString(s string) { a.p.printString(s) }

func (a asmPrinter) PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided []string) {
	a.p.printAttrDict(attrs, elided, false)
}

func (a asmPrinter) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided []string) {
	a.p.printAttrDict(attrs, elided, true)
}

func (a asmPrinter) PrintAffineMap(m *ir.AffineMap) { a.p.printAffineMap(m) }

func (a asmPrinter) PrintAffineMapOfSSAIds(m *ir.AffineMap, operands []ir.Value) {
	a.p.printAffineMapOfSSAIds(m, operands)
}

func (a asmPrinter) PrintAffineExprOfSSAIds(e ir.AffineExpr, dims, syms []ir.Value) {
	a.p.printAffineExprOfSSAIds(e, append(append([]ir.Value(nil), dims...), syms...), len(dims))
}

func (a asmPrinter) PrintCustomOrGenericOp(op *ir.Operation) { a.p.printCustomOrGenericOp(op) }

func (a asmPrinter) PrintRegion(r *ir.Region, entryArgs, terminators, emptyBlock bool) {
	a.p.printRegion(r, entryArgs, terminators, emptyBlock)
}

func (a asmPrinter) PrintSuccessor(b *ir.Block) { a.p.printBlockName(b) }

func (a asmPrinter) PrintGenericOp(op *ir.Operation) { a.p.printGenericOp(op) }

func (a asmPrinter) PrintArgument(v *ir.BlockArgument, attrs *ir.DictionaryAttr, omitType bool) {
	a.p.printValue(v)
	if !omitType {
		a.p.writeString(": ")
		a.p.printType(v.Type())
	}
	if attrs != nil && len(attrs.Entries) > 0 {
		a.p.out = append(a.p.out, ' ')
		a.p.printAttr(attrs)
	}
	if a.p.pv != nil {
		a.p.printArgLoc(v)
	}
}

func (a asmPrinter) PrintNewline() { a.p.newline() }

func (a asmPrinter) IncreaseIndent() { a.p.indent += 2 }
func (a asmPrinter) DecreaseIndent() { a.p.indent -= 2 }

func (a asmPrinter) HasTrait(name, trait string) bool {
	return a.p.opts.Dialects != nil && a.p.opts.Dialects.HasTrait(name, trait)
}

// printAttrDict writes ` {a = 1, b}` (or ` attributes {...}`) for the
// attributes not elided, or nothing when none is left.
func (p *Printer) printAttrDict(attrs []ir.NamedAttribute, elided []string, keyword bool) {
	first := true
	for _, e := range attrs {
		if contains(elided, e.Name) {
			continue
		}
		if first {
			if keyword {
				p.writeString(" attributes")
			}
			p.writeString(" {")
			first = false
		} else {
			p.writeString(", ")
		}
		p.printNamedAttr(e)
	}
	if !first {
		p.out = append(p.out, '}')
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ShadowRegionArgs is OpAsmPrinter::shadowRegionArgs: the entry arguments
// of r (a region of an op isolated from above) print with the names of
// values, as written in the op's syntax (emitc.expression's operands).
// Hand-written syntaxes find it by a type assertion.
func (a asmPrinter) ShadowRegionArgs(r *ir.Region, values []ir.Value) {
	if len(r.Blocks) == 0 || a.p.names.names == nil {
		return
	}
	args := r.Blocks[0].Args
	for i := 0; i < len(args) && i < len(values); i++ {
		mark := len(a.p.out)
		a.p.printValue(values[i])
		name := string(a.p.out[mark+1:])
		a.p.out = a.p.out[:mark]
		a.p.names.setNamed(args[i], name)
	}
}
