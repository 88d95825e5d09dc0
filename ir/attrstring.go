package ir

import (
	"encoding/binary"
	"math/big"
	"strconv"
	"strings"
)

// AttrString is a as mlir-opt spells it in a diagnostic: in full, no
// alias, its type included (`1 : i32`).
func AttrString(a Attribute) string {
	var buf []byte
	NewWriter(&buf).Attr(a)
	return string(buf)
}

// AppendAttr appends a's spelling (as AttrString) to b.
func AppendAttr(b []byte, a Attribute) []byte {
	NewWriter(&b).Attr(a)
	return b
}

// HexElementsLimit: mlir-opt writes int and float elements attributes of
// more elements than this as a hex blob.
const HexElementsLimit = 100

// Elision is mlir-opt's AttrTypeElision: whether a typed attribute's
// `: type` is written.
type Elision uint8

const (
	// ElideNever writes every typed attribute's type.
	ElideNever Elision = iota
	// ElideMay leaves out the type of an i64 integer or of a non-hex f64
	// float, as mlir-opt does inside arrays.
	ElideMay
	// ElideMust leaves out every typed attribute's type (an op's syntax
	// implies it).
	ElideMust
)

// attrKey is an attribute in a writing context: inside arrays, i64 and
// f64 values drop their type.
type attrKey struct {
	a     Attribute
	elide Elision
}

// Attr writes a's spelling (with its type, `: i64` included), or its alias.
func (w *Writer) Attr(a Attribute) { w.AttrElide(a, ElideNever) }

// AttrElide writes a, its type left out as elide says, or its alias.
func (w *Writer) AttrElide(a Attribute, elide Elision) {
	if w.AttrAlias != nil {
		if name, ok := w.AttrAlias(a); ok {
			w.byte('#')
			w.string(name)
			return
		}
	}
	if w.attrText == nil {
		w.AttrBody(a, elide)
		return
	}
	// Attributes are interned: each distinct one is spelled once.
	key := attrKey{a, elide}
	if text, ok := w.attrText[key]; ok {
		*w.buf = append(*w.buf, text...)
		return
	}
	start, flushes := len(*w.buf), w.flushes
	w.AttrBody(a, elide)
	if len(w.attrText) >= maxAttrText {
		clear(w.attrText)
	}
	remember(w, w.attrText, key, start, flushes)
}

// AttrBody writes a's spelling even if a has an alias (the types and
// attributes within it may still be written as theirs), its type left
// out as elide says.
func (w *Writer) AttrBody(a Attribute, elide Elision) {
	switch a := a.(type) {
	case *IntegerAttr:
		if IsSignlessInt(a.Type, 1) {
			w.bool(a.Bool())
			return
		}
		if a.Value.IsInt64() {
			w.int(a.Value.Int64()) // big.Int's Append allocates
		} else {
			*w.buf = a.Value.Append(*w.buf, 10)
		}
		if elide == ElideMust || elide == ElideMay && IsSignlessInt(a.Type, 64) {
			return
		}
		w.string(" : ")
		w.Type(a.Type)
	case *FloatAttr:
		var hex bool
		*w.buf, hex = appendFloat(*w.buf, a.Type.Semantics(), a.Lo, a.Hi)
		if elide == ElideMust || elide == ElideMay && a.Type.Kind == F64 && !hex {
			return
		}
		w.string(" : ")
		w.Type(a.Type)
	case *StringAttr:
		w.QuotedString(a.Value)
		if a.Type != nil && elide != ElideMust {
			w.string(" : ")
			w.Type(a.Type)
		}
	case *TypeAttr:
		w.Type(a.Type)
	case *UnitAttr:
		w.string("unit")
	case *ArrayAttr:
		w.byte('[')
		for i, e := range a.Elems {
			if i > 0 {
				w.string(", ")
				w.grew()
			}
			w.AttrElide(e, ElideMay)
		}
		w.byte(']')
	case *DictionaryAttr:
		w.Dict(a.Entries)
	case *SymbolRefAttr:
		w.byte('@')
		w.KeywordOrString(a.Root)
		for _, n := range a.Nested {
			w.string("::@")
			w.KeywordOrString(n)
		}
	case *AffineMapAttr:
		w.string("affine_map<")
		w.AffineMap(a.Map)
		w.byte('>')
	case *IntegerSetAttr:
		w.string("affine_set<")
		w.IntegerSet(a.Set)
		w.byte('>')
	case *DenseElementsAttr:
		w.string("dense<")
		w.denseBody(a, true)
		w.byte('>')
		w.typeSuffix(a.Type, elide)
	case *DenseResourceAttr:
		w.string("dense_resource<")
		w.string(a.Handle)
		w.byte('>')
		w.typeSuffix(a.Type, elide)
	case *SparseElementsAttr:
		w.string("sparse<")
		if a.Indices.NumElements() != 0 {
			w.denseBody(a.Indices, false)
			w.string(", ")
			w.denseBody(a.Values, true)
		}
		w.byte('>')
		w.typeSuffix(a.Type, elide)
	case *DenseArrayAttr:
		w.string("array<")
		w.Type(a.ElemType)
		if len(a.Values) > 0 {
			w.string(": ")
			w.denseArrayElems(a)
		}
		w.byte('>')
	case *StridedLayoutAttr:
		w.string("strided<[")
		for i, s := range a.Strides {
			if i > 0 {
				w.string(", ")
			}
			w.dim(s)
		}
		w.byte(']')
		if a.Offset != 0 {
			w.string(", offset: ")
			w.dim(a.Offset)
		}
		w.byte('>')
	case *DistinctAttr:
		w.string("distinct[")
		w.int(int64(w.distinctID(a)))
		w.string("]<")
		if _, unit := a.Inner.(*UnitAttr); !unit {
			w.Attr(a.Inner)
		}
		w.byte('>')
	case *OpaqueAttr:
		w.dialectSymbol('#', a.Dialect, a.Data, a.Parts)
		if a.Type != nil && elide != ElideMust {
			w.string(" : ")
			w.Type(a.Type)
		}
	case *DialectAttr:
		w.dialectSymbol('#', a.Dialect, a.Data, a.Parts)
		if a.Type != nil && elide != ElideMust {
			w.string(" : ")
			w.Type(a.Type)
		}
	case Location:
		w.string("loc(")
		w.LocationBody(a)
		w.byte(')')
	default:
		w.string("<<unknown attribute>>")
	}
}

// typeSuffix writes ` : t` unless elide must.
func (w *Writer) typeSuffix(t Type, elide Elision) {
	if elide != ElideMust {
		w.string(" : ")
		w.Type(t)
	}
}

// denseArrayElems writes a dense array's elements, `1, 2`.
func (w *Writer) denseArrayElems(a *DenseArrayAttr) {
	ft, isFloat := a.ElemType.(*FloatType)
	for i := range a.Values {
		if i > 0 {
			w.string(", ")
		}
		if isFloat {
			*w.buf, _ = appendFloat(*w.buf, ft.Semantics(), a.Values[i], 0)
		} else {
			w.intElem(a.ElemType, 0, a.Values[i])
		}
	}
}

// Dict writes `{a = 1 : i64, b}`.
func (w *Writer) Dict(entries []NamedAttribute) {
	w.byte('{')
	for i, e := range entries {
		if i > 0 {
			w.string(", ")
			w.grew()
		}
		w.NamedAttr(e)
	}
	w.byte('}')
}

// NamedAttr writes `name = value`, or `name` for a unit value.
func (w *Writer) NamedAttr(e NamedAttribute) {
	w.KeywordOrString(e.Name)
	if _, unit := e.Value.(*UnitAttr); unit {
		return
	}
	w.string(" = ")
	w.Attr(e.Value)
}

// Location writes l without the `loc(` `)` around it, or its alias.
func (w *Writer) Location(l Attribute) {
	if w.AttrAlias != nil {
		if name, ok := w.AttrAlias(l); ok {
			w.byte('#')
			w.string(name)
			return
		}
	}
	w.LocationBody(l)
}

// LocationBody writes l without the `loc(` `)` around it, even if it has
// an alias; the locations nested in it are written as their aliases.
func (w *Writer) LocationBody(l Attribute) {
	switch l := l.(type) {
	case *UnknownLoc:
		w.string("unknown")
	case *FileLineColRange:
		w.QuotedString(l.Filename)
		w.byte(':')
		w.int(int64(l.StartLine))
		w.byte(':')
		w.int(int64(l.StartCol))
		if l.EndLine == l.StartLine && l.EndCol == l.StartCol {
			return
		}
		w.string(" to ")
		if l.EndLine != l.StartLine {
			w.int(int64(l.EndLine))
		}
		w.byte(':')
		w.int(int64(l.EndCol))
	case *NameLoc:
		w.QuotedString(l.Name)
		if l.Child != nil {
			if _, unk := l.Child.(*UnknownLoc); !unk {
				w.byte('(')
				w.Location(l.Child)
				w.byte(')')
			}
		}
	case *CallSiteLoc:
		w.string("callsite(")
		w.Location(l.Callee)
		w.string(" at ")
		w.Location(l.Caller)
		w.byte(')')
	case *FusedLoc:
		w.string("fused")
		if l.Metadata != nil {
			w.byte('<')
			w.Attr(l.Metadata)
			w.byte('>')
		}
		w.byte('[')
		for i, x := range l.Locs {
			if i > 0 {
				w.string(", ")
			}
			w.Location(x)
		}
		w.byte(']')
	default:
		w.Attr(l)
	}
}

// QuotedString writes s quoted, escaped as mlir-opt does: `\\`, and `\XX` for
// `"` and every non-printable byte.
func (w *Writer) QuotedString(s string) {
	w.byte('"')
	*w.buf = AppendEscaped(*w.buf, s)
	w.byte('"')
}

// Quote is s as a string literal, quoted and escaped as mlir-opt does.
func Quote(s string) string {
	b := make([]byte, 0, len(s)+2)
	b = append(AppendEscaped(append(b, '"'), s), '"')
	return string(b)
}

// AppendEscaped appends s escaped as in a string literal, without the
// quotes (see Writer.QuotedString).
func AppendEscaped(out []byte, s string) []byte {
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

// IsBareIdentifier reports whether s is written without quotes as a name:
// `[a-zA-Z_][a-zA-Z0-9_$.]*`.
func IsBareIdentifier(s string) bool {
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

// KeywordOrString writes s bare when it is an identifier, else quoted.
func (w *Writer) KeywordOrString(s string) {
	if IsBareIdentifier(s) {
		w.string(s)
		return
	}
	w.QuotedString(s)
}

// distinctID is the number written in `distinct[N]` for d.
func (w *Writer) distinctID(d *DistinctAttr) int {
	if w.DistinctID != nil {
		return w.DistinctID(d)
	}
	if w.distinct == nil {
		w.distinct = map[*DistinctAttr]int{}
	}
	id, ok := w.distinct[d]
	if !ok {
		id = len(w.distinct) + len(w.textDistinct)
		w.distinct[d] = id
	}
	return id
}

// textDistinctID is the number written for the distinct attribute written
// `distinct[src]` in dialect data, when DistinctID is not set.
func (w *Writer) textDistinctID(src string) int {
	if w.textDistinct == nil {
		w.textDistinct = map[string]int{}
	}
	id, ok := w.textDistinct[src]
	if !ok {
		id = len(w.distinct) + len(w.textDistinct)
		w.textDistinct[src] = id
	}
	return id
}

// RenumberDistinct returns data, the data of a dialect attribute or type
// kept as text, with the number of each `distinct[N]` written in it
// replaced by id(N), strings left alone.
func RenumberDistinct(data string, id func(written string) int) string {
	const tag = "distinct["
	if !strings.Contains(data, tag) {
		return data
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(data); {
		if data[i] == '"' {
			i = SkipQuoted(data, i)
			continue
		}
		if !strings.HasPrefix(data[i:], tag) || (i > 0 && isSymbolChar(data[i-1])) {
			i++
			continue
		}
		j := i + len(tag)
		k := j
		for k < len(data) && data[k] >= '0' && data[k] <= '9' {
			k++
		}
		if k == j || k >= len(data) || data[k] != ']' {
			i = k
			continue
		}
		b.WriteString(data[last:j])
		b.WriteString(strconv.Itoa(id(data[j:k])))
		last, i = k, k
	}
	b.WriteString(data[last:])
	return b.String()
}

// isSymbolChar reports whether c may continue a dialect symbol's name.
func isSymbolChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= '0' && c <= '9' || c == '$' || c == '.' || c == '-'
}

// SkipQuoted returns the index just past the string literal whose opening
// quote is at s[i] (escapes skipped), or len(s) when it is not closed.
func SkipQuoted(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(s)
}

// denseBody writes what goes between `dense<` and `>`.
func (w *Writer) denseBody(a *DenseElementsAttr, allowHex bool) {
	n := a.NumElements()
	if a.IsString() {
		if a.Splat {
			w.QuotedString(a.Strings[0])
			return
		}
		w.nested(a.Type, n, a, true)
		return
	}
	if a.Splat {
		w.denseElem(a, 0)
		return
	}
	if allowHex && n > HexElementsLimit && (w.Hex == nil || w.Hex(a)) {
		const hex = "0123456789ABCDEF"
		w.string(`"0x`)
		for _, b := range a.Raw {
			*w.buf = append(*w.buf, hex[b>>4], hex[b&15])
		}
		w.byte('"')
		return
	}
	w.nested(a.Type, n, a, false)
}

// nested writes the n elements of a (its strings when strs) in brackets
// nested as shape t says.
func (w *Writer) nested(t ShapedType, n int64, a *DenseElementsAttr, strs bool) {
	if n <= 0 {
		return
	}
	shape, _ := t.Dims()
	rank := len(shape)
	counter := make([]int64, rank)
	open := 0
	for idx := int64(0); idx < n; idx++ {
		if idx != 0 {
			w.string(", ")
		}
		for open < rank {
			w.byte('[')
			open++
		}
		if strs {
			w.QuotedString(a.Strings[idx])
		} else {
			w.denseElem(a, idx)
		}
		if rank == 0 {
			continue
		}
		counter[rank-1]++
		for i := rank - 1; i > 0; i-- {
			if counter[i] >= shape[i] {
				counter[i] = 0
				counter[i-1]++
				open--
				w.byte(']')
			}
		}
	}
	for ; open > 0; open-- {
		w.byte(']')
	}
}

// denseElem writes element i of an int, float or complex dense attribute.
func (w *Writer) denseElem(a *DenseElementsAttr, i int64) {
	et := a.ElemType()
	if ct, ok := et.(*ComplexType); ok {
		eb := int64(DenseComplexPartBytes(ct))
		if eb == 1 && IntOrFloatWidth(ct.Elem) == 1 {
			// mlir-opt 22 writes the parts of a complex<i1> in a byte each
			// but reads element i's parts at bits 2i and 2i+1 of the data,
			// as if packed: (true, true) prints as (true,false).
			bit := func(k int64) bool { return a.Raw[k/8]>>(k%8)&1 != 0 }
			w.byte('(')
			w.bool(bit(2 * i))
			w.byte(',')
			w.bool(bit(2*i + 1))
			w.byte(')')
			return
		}
		w.byte('(')
		w.scalar(ct.Elem, a.Raw[2*i*eb:(2*i+1)*eb])
		w.byte(',')
		w.scalar(ct.Elem, a.Raw[(2*i+1)*eb:(2*i+2)*eb])
		w.byte(')')
		return
	}
	if IntOrFloatWidth(et) == 1 {
		bit := a.Raw[0] != 0
		if !a.Splat {
			bit = a.Raw[i/8]>>(i%8)&1 != 0
		}
		w.bool(bit)
		return
	}
	eb := int64(DenseElemBytes(et))
	w.scalar(et, a.Raw[i*eb:(i+1)*eb])
}

func (w *Writer) bool(b bool) {
	if b {
		w.string("true")
	} else {
		w.string("false")
	}
}

// scalar writes one little-endian stored int or float element.
func (w *Writer) scalar(t Type, raw []byte) {
	var lo, hi uint64
	var buf [16]byte
	copy(buf[:], raw)
	lo = binary.LittleEndian.Uint64(buf[:8])
	hi = binary.LittleEndian.Uint64(buf[8:])
	if ft, ok := t.(*FloatType); ok {
		*w.buf, _ = appendFloat(*w.buf, ft.Semantics(), lo, hi)
		return
	}
	w.intElem(t, hi, lo)
}

// intElem writes the integer of type t whose bits, zero-extended, are
// hi:lo: signed unless t is unsigned.
func (w *Writer) intElem(t Type, hi, lo uint64) {
	wd := IntOrFloatWidth(t)
	if wd == 1 {
		w.bool(hi|lo != 0)
		return
	}
	unsigned := false
	if it, ok := t.(*IntegerType); ok && it.Signedness == Unsigned {
		unsigned = true
	}
	if hi == 0 && wd <= 64 {
		// Without big.Int, which allocates.
		switch {
		case unsigned || wd == 0 || lo>>(wd-1)&1 == 0:
			*w.buf = strconv.AppendUint(*w.buf, lo, 10)
			return
		case wd == 64:
			w.int(int64(lo))
			return
		case lo>>wd == 0:
			w.int(int64(lo) - int64(1)<<wd)
			return
		}
	}
	v := new(big.Int).SetUint64(hi)
	v.Lsh(v, 64)
	v.Or(v, new(big.Int).SetUint64(lo))
	if !unsigned && wd > 0 && v.Bit(wd-1) == 1 {
		v = new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(wd)))
	}
	*w.buf = v.Append(*w.buf, 10)
}
