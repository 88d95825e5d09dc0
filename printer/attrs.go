package printer

import (
	"github.com/gomlir/gomlir/ir"
)

// The canonical spelling of types and attributes is package ir's
// (ir.Writer): the printer drives its writer, p.sp, which appends to
// p.out, and plugs in through the writer's hooks what only the printer
// knows: aliases, the numbering of distinct attributes, the hex blobs
// written in preserve style, and when to write its output out.

// elision is mlir-opt's AttrTypeElision: whether a typed attribute's
// `: type` is printed.
type elision = ir.Elision

const (
	elideNever = ir.ElideNever
	elideMay   = ir.ElideMay
	elideMust  = ir.ElideMust
)

// newWriter returns the writer spelling p's types and attributes into
// p.out, with p's aliases, distinct numbering and output hooked in.
func (p *Printer) newWriter() *ir.Writer {
	w := ir.NewWriter(&p.out)
	w.EnableCache()
	w.TypeAlias = p.typeAlias
	w.AttrAlias = p.attrAlias
	w.DistinctID = p.distinctID
	w.Data = p.opaqueData
	w.Hex = p.hexBlob
	w.Grew = p.grewFlushed
	return w
}

func (p *Printer) typeAlias(t ir.Type) (string, bool) {
	if p.aliases == nil {
		return "", false
	}
	return p.aliases.typeAlias(t)
}

func (p *Printer) attrAlias(a ir.Attribute) (string, bool) {
	if p.aliases == nil {
		return "", false
	}
	return p.aliases.attrAlias(a)
}

// hexBlob reports whether an elements attribute too large to print as a
// list prints as a hex blob: in preserve style, only if it was written so.
func (p *Printer) hexBlob(a *ir.DenseElementsAttr) bool {
	return p.pv == nil || p.pv.Source.Hex(a)
}

// grewFlushed is grew, reporting whether the output so far was written out.
func (p *Printer) grewFlushed() bool {
	flushes := p.flushes
	p.grew()
	return p.flushes != flushes
}

// printType appends t's canonical spelling, or its alias.
func (p *Printer) printType(t ir.Type) { p.sp.Type(t) }

// printTypeNoAlias appends t's spelling even if t has an alias.
func (p *Printer) printTypeNoAlias(t ir.Type) { p.sp.TypeBody(t) }

func (p *Printer) printTypeList(ts []ir.Type) { p.sp.Types(ts) }

// printFunctionResults prints a function type's results: one result that
// is not itself a function type goes without parentheses.
func (p *Printer) printFunctionResults(rs []ir.Type) { p.sp.FunctionResults(rs) }

// printAttr appends a's canonical spelling (with its type, `: i64`
// included), or its alias.
func (p *Printer) printAttr(a ir.Attribute) { p.sp.Attr(a) }

// printAttrElide prints a, its type left out as elide says.
func (p *Printer) printAttrElide(a ir.Attribute, elide elision) { p.sp.AttrElide(a, elide) }

// printNamedAttr prints `name = value`, or `name` for a unit value.
func (p *Printer) printNamedAttr(e ir.NamedAttribute) { p.sp.NamedAttr(e) }

// printLocation prints a location without the `loc(` `)` around it; nested
// locations print their alias when they have one.
func (p *Printer) printLocation(l ir.Attribute) { p.sp.LocationBody(l) }

// printNestedLoc prints a location's alias, or the location without the
// `loc(` `)` around it.
func (p *Printer) printNestedLoc(l ir.Attribute) { p.sp.Location(l) }

// printString prints s quoted, escaped as mlir-opt does.
func (p *Printer) printString(s string) { p.sp.QuotedString(s) }

func (p *Printer) printKeywordOrString(s string) { p.sp.KeywordOrString(s) }

// printStrippedAttr prints a dialect attribute without its
// `#dialect.mnemonic` (printStrippedAttrOrType), or its alias; another
// attribute prints whole.
func (p *Printer) printStrippedAttr(a ir.Attribute) { p.sp.StrippedAttr(a) }

// printStrippedType prints a dialect type without its `!dialect.mnemonic`,
// or its alias; another type prints whole.
func (p *Printer) printStrippedType(t ir.Type) { p.sp.StrippedType(t) }

// printAffineMap prints `(d0, d1)[s0] -> (exprs)`.
func (p *Printer) printAffineMap(m *ir.AffineMap) { p.sp.AffineMap(m) }

// printAffineMapOfSSAIds prints m's results with its dimensions and
// symbols spelled as operands (the dimensions' then the symbols'), a
// symbol as `symbol(%v)`.
func (p *Printer) printAffineMapOfSSAIds(m *ir.AffineMap, operands []ir.Value) {
	for i, r := range m.Results {
		if i > 0 {
			p.out = append(p.out, ", "...)
		}
		p.printAffineExprOfSSAIds(r, operands, m.NumDims)
	}
}

// printAffineExprOfSSAIds prints e with dimension i spelled as
// operands[i] and symbol i as symbol(operands[numDims+i]).
func (p *Printer) printAffineExprOfSSAIds(e ir.AffineExpr, operands []ir.Value, numDims int) {
	p.sp.AffineExprIDs(e, func(pos int, sym bool) {
		if sym {
			pos += numDims
			p.out = append(p.out, "symbol("...)
		}
		if pos < len(operands) {
			p.printValue(operands[pos])
		} else {
			p.out = append(p.out, "<<UNKNOWN SSA VALUE>>"...)
		}
		if sym {
			p.out = append(p.out, ')')
		}
	})
}
