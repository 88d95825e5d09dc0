package printer

import (
	"encoding/binary"
	"math/big"
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// hexElementsLimit: mlir-opt prints int and float elements attributes of
// more elements than this as a hex blob.
const hexElementsLimit = 100

// printType appends t's canonical spelling, or its alias.
func (p *Printer) printType(t ir.Type) {
	if p.aliases != nil {
		if name, ok := p.aliases.typeAlias(t); ok {
			p.out = append(p.out, '!')
			p.out = append(p.out, name...)
			return
		}
	}
	if text, ok := p.typeText[t]; ok {
		p.out = append(p.out, text...)
		return
	}
	start, flushes := len(p.out), p.flushes
	p.printTypeNoAlias(t)
	remember(p, p.typeText, t, start, flushes)
}

// maxCachedText bounds the spellings the printer keeps for reuse.
const maxCachedText = 1024

// remember keeps the text printed since start as the spelling of k,
// unless some of it was written out (flushes counted the writes at
// start).
func remember[K comparable](p *Printer, cache map[K][]byte, k K, start, flushes int) {
	if n := len(p.out) - start; n <= maxCachedText && cache != nil && p.flushes == flushes {
		cache[k] = append([]byte(nil), p.out[start:]...)
	}
}

func (p *Printer) printTypeNoAlias(t ir.Type) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch t.Signedness {
		case ir.Signed:
			p.out = append(p.out, "si"...)
		case ir.Unsigned:
			p.out = append(p.out, "ui"...)
		default:
			p.out = append(p.out, 'i')
		}
		p.out = strconv.AppendInt(p.out, int64(t.Width), 10)
	case *ir.IndexType:
		p.out = append(p.out, "index"...)
	case *ir.NoneType:
		p.out = append(p.out, "none"...)
	case *ir.FloatType:
		p.out = append(p.out, t.Kind.String()...)
	case *ir.ComplexType:
		p.out = append(p.out, "complex<"...)
		p.printType(t.Elem)
		p.out = append(p.out, '>')
	case *ir.TupleType:
		p.out = append(p.out, "tuple<"...)
		p.printTypeList(t.Types)
		p.out = append(p.out, '>')
	case *ir.FunctionType:
		p.out = append(p.out, '(')
		p.printTypeList(t.Inputs)
		p.out = append(p.out, ") -> "...)
		p.printFunctionResults(t.Results)
	case *ir.VectorType:
		p.out = append(p.out, "vector<"...)
		for i, d := range t.Shape {
			if t.Scalable != nil && t.Scalable[i] {
				p.out = append(p.out, '[')
				p.out = strconv.AppendInt(p.out, d, 10)
				p.out = append(p.out, ']')
			} else {
				p.out = strconv.AppendInt(p.out, d, 10)
			}
			p.out = append(p.out, 'x')
		}
		p.printType(t.Elem)
		p.out = append(p.out, '>')
	case *ir.RankedTensorType:
		p.out = append(p.out, "tensor<"...)
		p.printShape(t.Shape)
		p.printType(t.Elem)
		if t.Encoding != nil {
			p.out = append(p.out, ", "...)
			p.printAttr(t.Encoding)
		}
		p.out = append(p.out, '>')
	case *ir.UnrankedTensorType:
		p.out = append(p.out, "tensor<*x"...)
		p.printType(t.Elem)
		p.out = append(p.out, '>')
	case *ir.MemRefType:
		p.out = append(p.out, "memref<"...)
		p.printShape(t.Shape)
		p.printType(t.Elem)
		if t.Layout != nil {
			p.out = append(p.out, ", "...)
			p.printAttrElide(t.Layout, elideMay)
		}
		if t.MemorySpace != nil {
			p.out = append(p.out, ", "...)
			p.printAttrElide(t.MemorySpace, elideMay)
		}
		p.out = append(p.out, '>')
	case *ir.UnrankedMemRefType:
		p.out = append(p.out, "memref<*x"...)
		p.printType(t.Elem)
		if t.MemorySpace != nil {
			p.out = append(p.out, ", "...)
			p.printAttrElide(t.MemorySpace, elideMay)
		}
		p.out = append(p.out, '>')
	case *ir.OpaqueType:
		p.printOpaque('!', t.Dialect, t.Data, t.Parts)
	case *ir.DialectType:
		p.printOpaque('!', t.Dialect, t.Data, t.Parts)
	default:
		p.out = append(p.out, "<<unknown type>>"...)
	}
}

func (p *Printer) printTypeList(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.out = append(p.out, ", "...)
		}
		p.printType(t)
	}
}

// printFunctionResults prints a function type's results: one result that
// is not itself a function type goes without parentheses.
func (p *Printer) printFunctionResults(rs []ir.Type) {
	if len(rs) == 1 {
		if _, isFn := rs[0].(*ir.FunctionType); !isFn {
			p.printType(rs[0])
			return
		}
	}
	p.out = append(p.out, '(')
	p.printTypeList(rs)
	p.out = append(p.out, ')')
}

func (p *Printer) printShape(shape []int64) {
	for _, d := range shape {
		p.printDim(d)
		p.out = append(p.out, 'x')
	}
}

func (p *Printer) printDim(d int64) {
	if d == ir.DynamicSize || d < 0 {
		p.out = append(p.out, '?')
		return
	}
	p.out = strconv.AppendInt(p.out, d, 10)
}

// printOpaque prints a dialect attribute or type: `#dialect.data` or
// `#dialect<data>`, its data printed by printData.
func (p *Printer) printOpaque(sigil byte, dialect, data string, parts []ir.Part) {
	p.out = append(p.out, sigil)
	p.out = append(p.out, dialect...)
	simple := ir.IsSimpleDialectSymbol(data)
	if simple {
		p.out = append(p.out, '.')
	} else {
		p.out = append(p.out, '<')
	}
	p.printData(data, parts)
	if !simple {
		p.out = append(p.out, '>')
	}
}

func (p *Printer) printDialectSymbol(sigil byte, dialect, data string) {
	p.out = append(p.out, sigil)
	p.out = append(p.out, dialect...)
	if ir.IsSimpleDialectSymbol(data) {
		p.out = append(p.out, '.')
		p.out = append(p.out, data...)
		return
	}
	p.out = append(p.out, '<')
	p.out = append(p.out, data...)
	p.out = append(p.out, '>')
}

// printAttr appends a's canonical spelling (with its type, `: i64`
// included), or its alias.
func (p *Printer) printAttr(a ir.Attribute) { p.printAttrElide(a, elideNever) }

// elision is mlir-opt's AttrTypeElision: whether a typed attribute's
// `: type` is printed.
type elision uint8

const (
	elideNever elision = iota
	// elideMay leaves out the type of an i64 integer or of a non-hex f64
	// float, as mlir-opt does inside arrays.
	elideMay
	// elideMust leaves out every typed attribute's type (an op's syntax
	// implies it).
	elideMust
)

// printAttrElide prints a, its type left out as elide says.
func (p *Printer) printAttrElide(a ir.Attribute, elide elision) {
	if p.aliases != nil {
		if name, ok := p.aliases.attrAlias(a); ok {
			p.out = append(p.out, '#')
			p.out = append(p.out, name...)
			return
		}
	}
	// Attributes are interned: each distinct one is spelled once.
	key := attrKey{a, elide}
	if text, ok := p.attrText[key]; ok {
		p.out = append(p.out, text...)
		return
	}
	start, flushes := len(p.out), p.flushes
	p.printAttrBody(a, elide)
	if len(p.attrText) >= maxAttrText {
		clear(p.attrText)
	}
	remember(p, p.attrText, key, start, flushes)
}

// maxAttrText bounds attrText: the attributes that repeat (types' and
// ops' usual values) come back within a few thousand, and a function of a
// million distinct constants would otherwise keep a copy of each one's
// text in a million-entry map.
const maxAttrText = 8192

// attrKey is an attribute in a printing context: inside arrays, i64 and
// f64 values drop their type.
type attrKey struct {
	a     ir.Attribute
	elide elision
}

func (p *Printer) printAttrBody(a ir.Attribute, elide elision) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if ir.IsSignlessInt(a.Type, 1) {
			if a.Bool() {
				p.out = append(p.out, "true"...)
			} else {
				p.out = append(p.out, "false"...)
			}
			return
		}
		p.out = a.Value.Append(p.out, 10)
		if elide == elideMust || elide == elideMay && ir.IsSignlessInt(a.Type, 64) {
			return
		}
		p.out = append(p.out, " : "...)
		p.printType(a.Type)
	case *ir.FloatAttr:
		var hex bool
		p.out, hex = formatFloat(p.out, a.Type.Semantics(), a.Lo, a.Hi)
		if elide == elideMust || elide == elideMay && a.Type.Kind == ir.F64 && !hex {
			return
		}
		p.out = append(p.out, " : "...)
		p.printType(a.Type)
	case *ir.StringAttr:
		p.printString(a.Value)
		if a.Type != nil && elide != elideMust {
			p.out = append(p.out, " : "...)
			p.printType(a.Type)
		}
	case *ir.TypeAttr:
		p.printType(a.Type)
	case *ir.UnitAttr:
		p.out = append(p.out, "unit"...)
	case *ir.ArrayAttr:
		p.out = append(p.out, '[')
		for i, e := range a.Elems {
			if i > 0 {
				p.out = append(p.out, ", "...)
				p.grew()
			}
			p.printAttrElide(e, elideMay)
		}
		p.out = append(p.out, ']')
	case *ir.DictionaryAttr:
		p.printDict(a.Entries)
	case *ir.SymbolRefAttr:
		p.out = append(p.out, '@')
		p.printKeywordOrString(a.Root)
		for _, n := range a.Nested {
			p.out = append(p.out, "::@"...)
			p.printKeywordOrString(n)
		}
	case *ir.AffineMapAttr:
		p.out = append(p.out, "affine_map<"...)
		p.printAffineMap(a.Map)
		p.out = append(p.out, '>')
	case *ir.IntegerSetAttr:
		p.out = append(p.out, "affine_set<"...)
		p.printIntegerSet(a.Set)
		p.out = append(p.out, '>')
	case *ir.DenseElementsAttr:
		p.out = append(p.out, "dense<"...)
		p.printDenseBody(a, true)
		p.out = append(p.out, '>')
		if elide != elideMust {
			p.out = append(p.out, " : "...)
			p.printType(a.Type)
		}
	case *ir.DenseResourceAttr:
		p.out = append(p.out, "dense_resource<"...)
		p.out = append(p.out, a.Handle...)
		p.out = append(p.out, '>')
		if elide != elideMust {
			p.out = append(p.out, " : "...)
			p.printType(a.Type)
		}
	case *ir.SparseElementsAttr:
		p.out = append(p.out, "sparse<"...)
		if a.Indices.NumElements() != 0 {
			p.printDenseBody(a.Indices, false)
			p.out = append(p.out, ", "...)
			p.printDenseBody(a.Values, true)
		}
		p.out = append(p.out, '>')
		if elide != elideMust {
			p.out = append(p.out, " : "...)
			p.printType(a.Type)
		}
	case *ir.DenseArrayAttr:
		p.out = append(p.out, "array<"...)
		p.printType(a.ElemType)
		if len(a.Values) > 0 {
			p.out = append(p.out, ": "...)
			for i := range a.Values {
				if i > 0 {
					p.out = append(p.out, ", "...)
				}
				if ft, ok := a.ElemType.(*ir.FloatType); ok {
					p.out, _ = formatFloat(p.out, ft.Semantics(), a.Values[i], 0)
				} else {
					p.printIntElem(a.ElemType, new(big.Int).SetUint64(a.Values[i]))
				}
			}
		}
		p.out = append(p.out, '>')
	case *ir.StridedLayoutAttr:
		p.out = append(p.out, "strided<["...)
		for i, s := range a.Strides {
			if i > 0 {
				p.out = append(p.out, ", "...)
			}
			p.printDim(s)
		}
		p.out = append(p.out, ']')
		if a.Offset != 0 {
			p.out = append(p.out, ", offset: "...)
			p.printDim(a.Offset)
		}
		p.out = append(p.out, '>')
	case *ir.DistinctAttr:
		p.out = append(p.out, "distinct["...)
		p.out = strconv.AppendInt(p.out, int64(p.distinctID(a)), 10)
		p.out = append(p.out, "]<"...)
		if _, unit := a.Inner.(*ir.UnitAttr); !unit {
			p.printAttr(a.Inner)
		}
		p.out = append(p.out, '>')
	case *ir.OpaqueAttr:
		p.printOpaque('#', a.Dialect, a.Data, a.Parts)
		if a.Type != nil && elide != elideMust {
			p.out = append(p.out, " : "...)
			p.printType(a.Type)
		}
	case *ir.DialectAttr:
		p.printOpaque('#', a.Dialect, a.Data, a.Parts)
		if a.Type != nil && elide != elideMust {
			p.out = append(p.out, " : "...)
			p.printType(a.Type)
		}
	case ir.Location:
		p.out = append(p.out, "loc("...)
		p.printLocation(a)
		p.out = append(p.out, ')')
	default:
		p.out = append(p.out, "<<unknown attribute>>"...)
	}
}

// printDict prints `{a = 1 : i64, b}`.
func (p *Printer) printDict(entries []ir.NamedAttribute) {
	p.out = append(p.out, '{')
	for i, e := range entries {
		if i > 0 {
			p.out = append(p.out, ", "...)
			p.grew()
		}
		p.printNamedAttr(e)
	}
	p.out = append(p.out, '}')
}

// printNamedAttr prints `name = value`, or `name` for a unit value.
func (p *Printer) printNamedAttr(e ir.NamedAttribute) {
	p.printKeywordOrString(e.Name)
	if _, unit := e.Value.(*ir.UnitAttr); unit {
		return
	}
	p.out = append(p.out, " = "...)
	p.printAttr(e.Value)
}

// printLocation prints a location without the `loc(` `)` around it; nested
// locations print their alias when they have one.
func (p *Printer) printLocation(l ir.Attribute) {
	switch l := l.(type) {
	case *ir.UnknownLoc:
		p.out = append(p.out, "unknown"...)
	case *ir.FileLineColRange:
		p.printString(l.Filename)
		p.out = append(p.out, ':')
		p.out = strconv.AppendInt(p.out, int64(l.StartLine), 10)
		p.out = append(p.out, ':')
		p.out = strconv.AppendInt(p.out, int64(l.StartCol), 10)
		if l.EndLine == l.StartLine && l.EndCol == l.StartCol {
			return
		}
		p.out = append(p.out, " to "...)
		if l.EndLine != l.StartLine {
			p.out = strconv.AppendInt(p.out, int64(l.EndLine), 10)
		}
		p.out = append(p.out, ':')
		p.out = strconv.AppendInt(p.out, int64(l.EndCol), 10)
	case *ir.NameLoc:
		p.printString(l.Name)
		if l.Child != nil {
			if _, unk := l.Child.(*ir.UnknownLoc); !unk {
				p.out = append(p.out, '(')
				p.printNestedLoc(l.Child)
				p.out = append(p.out, ')')
			}
		}
	case *ir.CallSiteLoc:
		p.out = append(p.out, "callsite("...)
		p.printNestedLoc(l.Callee)
		p.out = append(p.out, " at "...)
		p.printNestedLoc(l.Caller)
		p.out = append(p.out, ')')
	case *ir.FusedLoc:
		p.out = append(p.out, "fused"...)
		if l.Metadata != nil {
			p.out = append(p.out, '<')
			p.printAttr(l.Metadata)
			p.out = append(p.out, '>')
		}
		p.out = append(p.out, '[')
		for i, x := range l.Locs {
			if i > 0 {
				p.out = append(p.out, ", "...)
			}
			p.printNestedLoc(x)
		}
		p.out = append(p.out, ']')
	default:
		p.printAttr(l)
	}
}

func (p *Printer) printNestedLoc(l ir.Attribute) {
	if p.aliases != nil {
		if name, ok := p.aliases.attrAlias(l); ok {
			p.out = append(p.out, '#')
			p.out = append(p.out, name...)
			return
		}
	}
	p.printLocation(l)
}

// printString prints s quoted, escaped as mlir-opt does: `\\`, and `\XX`
// for `"` and every non-printable byte.
func (p *Printer) printString(s string) {
	p.out = append(p.out, '"')
	p.out = appendEscaped(p.out, s)
	p.out = append(p.out, '"')
}

func appendEscaped(out []byte, s string) []byte {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			out = append(out, '\\', '\\')
		case c >= 0x20 && c < 0x7F && c != '"':
			out = append(out, c)
		default:
			out = append(out, '\\', hex[c>>4], hex[c&15])
		}
	}
	return out
}

// isBareIdentifier reports whether s prints without quotes: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
func isBareIdentifier(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c == '.') {
			return false
		}
	}
	return true
}

func (p *Printer) printKeywordOrString(s string) {
	if isBareIdentifier(s) {
		p.out = append(p.out, s...)
		return
	}
	p.printString(s)
}

// printAffineMap prints `(d0, d1)[s0] -> (exprs)`.
func (p *Printer) printAffineMap(m *ir.AffineMap) {
	p.printDimsAndSyms(m.NumDims, m.NumSyms)
	p.out = append(p.out, " -> ("...)
	for i, r := range m.Results {
		if i > 0 {
			p.out = append(p.out, ", "...)
		}
		p.printAffineExpr(r, false)
	}
	p.out = append(p.out, ')')
}

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
	p.printAffineExprIDs(e, false, func(pos int, sym bool) {
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

// printIntegerSet prints `(d0)[s0] : (d0 >= 0, d0 - s0 == 0)`.
func (p *Printer) printIntegerSet(s *ir.IntegerSet) {
	p.printDimsAndSyms(s.NumDims, s.NumSyms)
	p.out = append(p.out, " : ("...)
	for i, c := range s.Constraints {
		if i > 0 {
			p.out = append(p.out, ", "...)
		}
		p.printAffineExpr(c, false)
		if s.Eq[i] {
			p.out = append(p.out, " == 0"...)
		} else {
			p.out = append(p.out, " >= 0"...)
		}
	}
	p.out = append(p.out, ')')
}

func (p *Printer) printDimsAndSyms(nd, ns int) {
	p.out = append(p.out, '(')
	for i := 0; i < nd; i++ {
		if i > 0 {
			p.out = append(p.out, ", "...)
		}
		p.out = append(p.out, 'd')
		p.out = strconv.AppendInt(p.out, int64(i), 10)
	}
	p.out = append(p.out, ')')
	if ns > 0 {
		p.out = append(p.out, '[')
		for i := 0; i < ns; i++ {
			if i > 0 {
				p.out = append(p.out, ", "...)
			}
			p.out = append(p.out, 's')
			p.out = strconv.AppendInt(p.out, int64(i), 10)
		}
		p.out = append(p.out, ']')
	}
}

// printAffineExpr prints e as mlir-opt does; strong is true inside an
// operand of a multiplicative operator, where sums and products get parentheses.
func (p *Printer) printAffineExpr(e ir.AffineExpr, strong bool) {
	p.printAffineExprIDs(e, strong, nil)
}

// printAffineExprIDs is printAffineExpr with the dimensions and symbols
// spelled by ids when it is not nil (an op's affine map of SSA values).
func (p *Printer) printAffineExprIDs(e ir.AffineExpr, strong bool, ids func(pos int, sym bool)) {
	var op string
	switch e := e.(type) {
	case *ir.AffineDimExpr:
		if ids != nil {
			ids(e.Pos, false)
			return
		}
		p.out = append(p.out, 'd')
		p.out = strconv.AppendInt(p.out, int64(e.Pos), 10)
		return
	case *ir.AffineSymbolExpr:
		if ids != nil {
			ids(e.Pos, true)
			return
		}
		p.out = append(p.out, 's')
		p.out = strconv.AppendInt(p.out, int64(e.Pos), 10)
		return
	case *ir.AffineConstantExpr:
		p.out = strconv.AppendInt(p.out, e.Value, 10)
		return
	case *ir.AffineBinaryExpr:
		switch e.Kind {
		case ir.AffineAddKind:
			op = " + "
		case ir.AffineMulKind:
			op = " * "
		case ir.AffineFloorDivKind:
			op = " floordiv "
		case ir.AffineCeilDivKind:
			op = " ceildiv "
		case ir.AffineModKind:
			op = " mod "
		}
		if strong {
			p.out = append(p.out, '(')
			defer func() { p.out = append(p.out, ')') }()
		}
		if e.Kind != ir.AffineAddKind {
			if k, ok := e.RHS.(*ir.AffineConstantExpr); ok && e.Kind == ir.AffineMulKind && k.Value == -1 {
				p.out = append(p.out, '-')
				p.printAffineExprIDs(e.LHS, true, ids)
				return
			}
			p.printAffineExprIDs(e.LHS, true, ids)
			p.out = append(p.out, op...)
			p.printAffineExprIDs(e.RHS, true, ids)
			return
		}
		if r, ok := e.RHS.(*ir.AffineBinaryExpr); ok && r.Kind == ir.AffineMulKind {
			if k, ok := r.RHS.(*ir.AffineConstantExpr); ok {
				if k.Value == -1 {
					p.printAffineExprIDs(e.LHS, false, ids)
					p.out = append(p.out, " - "...)
					if l, ok := r.LHS.(*ir.AffineBinaryExpr); ok && l.Kind == ir.AffineAddKind {
						p.printAffineExprIDs(r.LHS, true, ids)
					} else {
						p.printAffineExprIDs(r.LHS, false, ids)
					}
					return
				}
				if k.Value < -1 {
					p.printAffineExprIDs(e.LHS, false, ids)
					p.out = append(p.out, " - "...)
					p.printAffineExprIDs(r.LHS, true, ids)
					p.out = append(p.out, " * "...)
					p.out = strconv.AppendUint(p.out, uint64(-k.Value), 10)
					return
				}
			}
		}
		if k, ok := e.RHS.(*ir.AffineConstantExpr); ok && k.Value < 0 {
			p.printAffineExprIDs(e.LHS, false, ids)
			p.out = append(p.out, " - "...)
			p.out = strconv.AppendUint(p.out, uint64(-k.Value), 10)
			return
		}
		p.printAffineExprIDs(e.LHS, false, ids)
		p.out = append(p.out, " + "...)
		p.printAffineExprIDs(e.RHS, false, ids)
	}
}

// printDenseBody prints what goes between `dense<` and `>`.
func (p *Printer) printDenseBody(a *ir.DenseElementsAttr, allowHex bool) {
	n := a.NumElements()
	if a.IsString() {
		if a.Splat {
			p.printString(a.Strings[0])
			return
		}
		p.printNested(a.Type, n, func(i int64) { p.printString(a.Strings[i]) })
		return
	}
	if a.Splat {
		p.printDenseElem(a, 0)
		return
	}
	if allowHex && n > hexElementsLimit && (p.pv == nil || p.pv.Source.Hex(a)) {
		const hex = "0123456789ABCDEF"
		p.out = append(p.out, `"0x`...)
		for _, b := range a.Raw {
			p.out = append(p.out, hex[b>>4], hex[b&15])
		}
		p.out = append(p.out, '"')
		return
	}
	p.printNested(a.Type, n, func(i int64) { p.printDenseElem(a, i) })
}

// printNested prints n elements in brackets nested as the shape says.
func (p *Printer) printNested(t ir.ShapedType, n int64, elem func(int64)) {
	if n <= 0 {
		return
	}
	shape, _ := t.Dims()
	rank := len(shape)
	counter := make([]int64, rank)
	open := 0
	for idx := int64(0); idx < n; idx++ {
		if idx != 0 {
			p.out = append(p.out, ", "...)
		}
		for open < rank {
			p.out = append(p.out, '[')
			open++
		}
		elem(idx)
		if rank == 0 {
			continue
		}
		counter[rank-1]++
		for i := rank - 1; i > 0; i-- {
			if counter[i] >= shape[i] {
				counter[i] = 0
				counter[i-1]++
				open--
				p.out = append(p.out, ']')
			}
		}
	}
	for ; open > 0; open-- {
		p.out = append(p.out, ']')
	}
}

// printDenseElem prints element i of an int, float or complex dense attribute.
func (p *Printer) printDenseElem(a *ir.DenseElementsAttr, i int64) {
	et := a.ElemType()
	if ct, ok := et.(*ir.ComplexType); ok {
		eb := int64(ir.DenseComplexPartBytes(ct))
		if eb == 1 && ir.IntOrFloatWidth(ct.Elem) == 1 {
			// mlir-opt 22 writes the parts of a complex<i1> in a byte each
			// but reads element i's parts at bits 2i and 2i+1 of the data,
			// as if packed: (true, true) prints as (true,false).
			bit := func(k int64) bool { return a.Raw[k/8]>>(k%8)&1 != 0 }
			p.out = append(p.out, '(')
			p.printBool(bit(2 * i))
			p.out = append(p.out, ',')
			p.printBool(bit(2*i + 1))
			p.out = append(p.out, ')')
			return
		}
		p.out = append(p.out, '(')
		p.printScalar(ct.Elem, a.Raw[2*i*eb:(2*i+1)*eb])
		p.out = append(p.out, ',')
		p.printScalar(ct.Elem, a.Raw[(2*i+1)*eb:(2*i+2)*eb])
		p.out = append(p.out, ')')
		return
	}
	if ir.IntOrFloatWidth(et) == 1 {
		bit := a.Raw[0] != 0
		if !a.Splat {
			bit = a.Raw[i/8]>>(i%8)&1 != 0
		}
		p.printBool(bit)
		return
	}
	eb := int64(ir.DenseElemBytes(et))
	p.printScalar(et, a.Raw[i*eb:(i+1)*eb])
}

func (p *Printer) printBool(b bool) {
	if b {
		p.out = append(p.out, "true"...)
	} else {
		p.out = append(p.out, "false"...)
	}
}

// printScalar prints one little-endian stored int or float element.
func (p *Printer) printScalar(t ir.Type, raw []byte) {
	var lo, hi uint64
	var buf [16]byte
	copy(buf[:], raw)
	lo = binary.LittleEndian.Uint64(buf[:8])
	hi = binary.LittleEndian.Uint64(buf[8:])
	if ft, ok := t.(*ir.FloatType); ok {
		p.out, _ = formatFloat(p.out, ft.Semantics(), lo, hi)
		return
	}
	v := new(big.Int).SetUint64(hi)
	v.Lsh(v, 64)
	v.Or(v, new(big.Int).SetUint64(lo))
	p.printIntElem(t, v)
}

// printIntElem prints the integer with bits v (zero-extended) of type t.
func (p *Printer) printIntElem(t ir.Type, v *big.Int) {
	w := ir.IntOrFloatWidth(t)
	if w == 1 {
		p.printBool(v.Sign() != 0)
		return
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Signedness == ir.Unsigned {
		p.out = v.Append(p.out, 10)
		return
	}
	if w > 0 && v.Bit(w-1) == 1 {
		v = new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	p.out = v.Append(p.out, 10)
}
