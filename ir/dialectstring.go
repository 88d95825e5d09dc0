package ir

import "strings"

// The spelling of dialect attributes and types: ir knows no dialect, so
// each is written through what it carries, its data and the attributes and
// types spelled in it (its parts), which the writer writes again (through
// their aliases).

// dialectSymbol writes a dialect attribute or type: `#dialect.data` or
// `#dialect<data>` (sigil `!` for a type).
func (w *Writer) dialectSymbol(sigil byte, dialect, data string, parts []Part) {
	w.byte(sigil)
	w.string(dialect)
	simple := IsSimpleDialectSymbol(data)
	if simple {
		w.byte('.')
	} else {
		w.byte('<')
	}
	w.data(data, parts)
	if !simple {
		w.byte('>')
	}
}

// opaqueData is the data of a dialect attribute or type kept as text, as
// written: rewritten by Data, or its distinct ids renumbered when the
// writer numbers distinct attributes itself.
func (w *Writer) opaqueData(data string) string {
	if w.Data != nil {
		return w.Data(data)
	}
	if w.DistinctID != nil {
		return data
	}
	return RenumberDistinct(data, w.textDistinctID)
}

// data writes a dialect attribute's or type's data: with its parts
// written by the writer, or, for one kept as text, as opaqueData has it.
func (w *Writer) data(data string, parts []Part) {
	if parts == nil {
		w.string(w.opaqueData(data))
		return
	}
	last := 0
	for _, pt := range parts {
		w.string(data[last:pt.Start])
		w.part(pt)
		last = pt.End
	}
	w.string(data[last:])
}

// part writes a part of a dialect attribute's or type's data.
func (w *Writer) part(pt Part) {
	switch {
	case pt.Attr != nil && pt.Stripped:
		if _, data, parts, ok := DialectSpelling(pt.Attr); ok && !w.hasAttrAlias(pt.Attr) {
			// The part spells the data after the mnemonic, whatever
			// follows it (`DW_OP_deref` of di_expression_elemDW_OP_deref).
			w.strippedSpan(data, parts, len(data)-(pt.End-pt.Start))
			return
		}
		w.StrippedAttr(pt.Attr)
	case pt.Attr != nil:
		w.Attr(pt.Attr)
	case pt.Stripped:
		if _, data, parts, ok := DialectSpelling(pt.Type); ok && !w.hasTypeAlias(pt.Type) {
			w.strippedSpan(data, parts, len(data)-(pt.End-pt.Start))
			return
		}
		w.StrippedType(pt.Type)
	default:
		w.Type(pt.Type)
	}
}

func (w *Writer) hasAttrAlias(a Attribute) bool {
	if w.AttrAlias == nil {
		return false
	}
	_, ok := w.AttrAlias(a)
	return ok
}

func (w *Writer) hasTypeAlias(t Type) bool {
	if w.TypeAlias == nil {
		return false
	}
	_, ok := w.TypeAlias(t)
	return ok
}

// StrippedAttr writes a dialect attribute without its `#dialect.mnemonic`
// (mlir-opt's printStrippedAttrOrType), or its alias; another attribute
// is written whole, but a dense array, written `[1, 2]`.
func (w *Writer) StrippedAttr(a Attribute) {
	if da, ok := a.(*DenseArrayAttr); ok {
		// A dense array's own printer: `[1, 2]`, without `array<T: `.
		start := len(*w.buf)
		w.Attr(da)
		text := string((*w.buf)[start:])
		*w.buf = (*w.buf)[:start]
		if i := strings.Index(text, ": "); i >= 0 {
			text = text[i+2 : len(text)-1]
		} else {
			text = ""
		}
		w.byte('[')
		w.string(text)
		w.byte(']')
		return
	}
	_, data, parts, ok := DialectSpelling(a)
	if !ok {
		w.Attr(a)
		return
	}
	if w.AttrAlias != nil {
		if name, ok := w.AttrAlias(a); ok {
			w.byte('#')
			w.string(name)
			return
		}
	}
	if strippedBody(data) == "" {
		w.Attr(a)
		return
	}
	w.strippedData(data, parts)
}

// StrippedType writes a dialect type without its `!dialect.mnemonic`, or
// its alias; another type is written whole.
func (w *Writer) StrippedType(t Type) {
	_, data, parts, ok := DialectSpelling(t)
	if !ok {
		w.Type(t)
		return
	}
	if w.TypeAlias != nil {
		if name, ok := w.TypeAlias(t); ok {
			w.byte('!')
			w.string(name)
			return
		}
	}
	if strippedBody(data) == "" {
		w.Type(t)
		return
	}
	w.strippedData(data, parts)
}

// strippedSpan writes data[n:], its parts moved there; n out of range
// stands for the length of data's mnemonic.
func (w *Writer) strippedSpan(data string, parts []Part, n int) {
	if n < 0 || n > len(data) {
		n = len(data) - len(strippedBody(data))
	}
	w.data(data[n:], shiftParts(parts, n))
}

// strippedData writes data after its mnemonic ("fastmath<fast>" is
// "<fast>"); when that is nothing, printStrippedAttrOrType writes the
// attribute or type whole, which the caller does.
func (w *Writer) strippedData(data string, parts []Part) {
	n := len(data) - len(strippedBody(data))
	if parts == nil {
		w.string(strippedBody(w.opaqueData(data)))
		return
	}
	w.data(data[n:], shiftParts(parts, n))
}

// shiftParts returns parts moved n bytes to the left.
func shiftParts(parts []Part, n int) []Part {
	shifted := make([]Part, len(parts))
	for i, pt := range parts {
		pt.Start -= n
		pt.End -= n
		shifted[i] = pt
	}
	return shifted
}

// strippedBody drops the mnemonic from a dialect attribute's data:
// "fastmath<fast>" is "<fast>".
func strippedBody(data string) string {
	i := 0
	for i < len(data) {
		c := data[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c == '.' {
			i++
			continue
		}
		break
	}
	return data[i:]
}
