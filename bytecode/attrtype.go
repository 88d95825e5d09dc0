package bytecode

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Builtin attribute codes (BuiltinDialectBytecode.td order).
const (
	aArray = iota
	aDictionary
	aString
	aStringWithType
	aFlatSymbolRef
	aSymbolRef
	aType
	aUnit
	aInteger
	aFloat
	aCallSiteLoc
	aFileLineColLoc
	aFusedLoc
	aFusedLocWithMetadata
	aNameLoc
	aUnknownLoc
	aDenseResource
	aDenseArray
	aDenseIntOrFP
	aDenseString
	aSparse
	aDistinct
	aFileLineColRange
)

// Builtin type codes.
const (
	tInteger = iota
	tIndex
	tFunction
	tBF16
	tF16
	tF32
	tF64
	tF80
	tF128
	tComplex
	tMemRef
	tMemRefWithSpace
	tNone
	tRankedTensor
	tRankedTensorWithEncoding
	tTuple
	tUnrankedMemRef
	tUnrankedMemRefWithSpace
	tUnrankedTensor
	tVector
	tVectorScalable
)

// textual float types (fallback) and their bit widths.
var floatWidths = map[string]int{
	"bf16": 16, "f16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
	"f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6, "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8,
	"f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8,
}

func (d *decoder) attrRef(r *reader) (int, error) {
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return 0, err
	}
	if i >= uint64(len(d.attrs)) {
		return 0, &Error{Offset: start, Msg: fmt.Sprintf("attribute index %d out of range (%d attributes)", i, len(d.attrs))}
	}
	return int(i), nil
}

func (d *decoder) typeRef(r *reader) (int, error) {
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return 0, err
	}
	if i >= uint64(len(d.types)) {
		return 0, &Error{Offset: start, Msg: fmt.Sprintf("type index %d out of range (%d types)", i, len(d.types))}
	}
	return int(i), nil
}

// attr returns attribute i decoded (its text and facts).
func (d *decoder) attr(i int) (*entry, error) { return d.resolve(&d.attrs[i], i, true) }
func (d *decoder) typ(i int) (*entry, error)  { return d.resolve(&d.types[i], i, false) }

func (d *decoder) attrText(r *reader) (string, error) {
	i, err := d.attrRef(r)
	if err != nil {
		return "", err
	}
	e, err := d.attr(i)
	if err != nil {
		return "", err
	}
	return e.text, nil
}

func (d *decoder) typeText(r *reader) (string, error) {
	i, err := d.typeRef(r)
	if err != nil {
		return "", err
	}
	e, err := d.typ(i)
	if err != nil {
		return "", err
	}
	return e.text, nil
}

func (d *decoder) resolve(e *entry, idx int, isAttr bool) (*entry, error) {
	switch e.state {
	case 2:
		return e, nil
	case 1:
		return nil, &Error{Offset: e.data.base, Msg: "attribute or type refers to itself"}
	}
	if d.depth >= maxDepth {
		return nil, &Error{Offset: e.data.base, Msg: "attributes and types nested too deep"}
	}
	d.depth++
	e.state = 1
	r := &reader{data: e.data.data, base: e.data.base}
	var err error
	if !e.custom {
		e.text, err = r.cstring()
		if err == nil {
			if !r.empty() {
				err = r.errf("trailing bytes after a textual attribute or type")
			} else if !isAttr {
				if w, ok := floatWidths[e.text]; ok {
					e.width = w
				}
			}
		}
	} else if d.dialects[e.dialect] == "quant" && !isAttr {
		err = d.quantType(r, e)
	} else if d.dialects[e.dialect] != "builtin" {
		err = r.errf("no reader for the bytecode encoding of dialect %q's %s", d.dialects[e.dialect], map[bool]string{true: "attributes", false: "types"}[isAttr])
	} else if isAttr {
		err = d.builtinAttr(r, e, idx)
	} else {
		err = d.builtinType(r, e)
	}
	if err == nil && e.custom && !r.empty() {
		err = r.errf("trailing bytes after a builtin attribute or type")
	}
	// Shared references can nest a text exponentially: the spellings
	// together are bounded.
	if d.textBytes += len(e.text); err == nil && d.textBytes > max(1<<24, 64*d.size) {
		err = &Error{Offset: e.data.base, Msg: fmt.Sprintf("attributes and types spell more than %d bytes", max(1<<24, 64*d.size))}
	}
	d.depth--
	if err != nil {
		return nil, err
	}
	e.state = 2
	return e, nil
}

func (d *decoder) shape(r *reader) ([]int64, error) {
	n, err := r.count("dimension", 1)
	if err != nil {
		return nil, err
	}
	s := make([]int64, n)
	for i := range s {
		if s[i], err = r.signedVarint(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func dims(s []int64, scalable []bool) string {
	var b strings.Builder
	for i, x := range s {
		sc := i < len(scalable) && scalable[i]
		if sc {
			b.WriteByte('[')
		}
		if x < 0 {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(x, 10))
		}
		if sc {
			b.WriteByte(']')
		}
		b.WriteByte('x')
	}
	return b.String()
}

func (d *decoder) typeList(r *reader) ([]string, error) {
	n, err := r.count("type", 1)
	if err != nil {
		return nil, err
	}
	l := make([]string, n)
	for i := range l {
		if l[i], err = d.typeText(r); err != nil {
			return nil, err
		}
	}
	return l, nil
}

func (d *decoder) builtinType(r *reader, e *entry) error {
	code, err := r.varint()
	if err != nil {
		return err
	}
	switch code {
	case tInteger:
		v, err := r.varint()
		if err != nil {
			return err
		}
		w, s := v>>2, v&3
		if s == 3 || w > 1<<24 {
			return r.errf("bad integer type encoding %d", v)
		}
		e.width, e.signed = int(w), int(s)
		e.text = [...]string{"i", "si", "ui"}[s] + strconv.FormatUint(w, 10)
	case tIndex:
		e.text, e.width, e.signed = "index", 64, 0
	case tFunction:
		in, err := d.typeList(r)
		if err != nil {
			return err
		}
		out, err := d.typeList(r)
		if err != nil {
			return err
		}
		res := "(" + strings.Join(out, ", ") + ")"
		if len(out) == 1 && !strings.HasPrefix(out[0], "(") {
			res = out[0]
		}
		e.text = "(" + strings.Join(in, ", ") + ") -> " + res
	case tBF16, tF16, tF32, tF64, tF80, tF128:
		e.text = [...]string{"bf16", "f16", "f32", "f64", "f80", "f128"}[code-tBF16]
		e.width = floatWidths[e.text]
	case tComplex:
		t, err := d.typeText(r)
		if err != nil {
			return err
		}
		e.text = "complex<" + t + ">"
	case tMemRef, tMemRefWithSpace:
		space := ""
		if code == tMemRefWithSpace {
			if space, err = d.attrText(r); err != nil {
				return err
			}
		}
		s, err := d.shape(r)
		if err != nil {
			return err
		}
		el, err := d.typeText(r)
		if err != nil {
			return err
		}
		layout, err := d.attrText(r)
		if err != nil {
			return err
		}
		t := "memref<" + dims(s, nil) + el + ", " + layout
		if space != "" {
			t += ", " + space
		}
		e.text = t + ">"
	case tNone:
		e.text = "none"
	case tRankedTensor, tRankedTensorWithEncoding:
		enc := ""
		if code == tRankedTensorWithEncoding {
			if enc, err = d.attrText(r); err != nil {
				return err
			}
		}
		s, err := d.shape(r)
		if err != nil {
			return err
		}
		ei, err := d.typeRef(r)
		if err != nil {
			return err
		}
		el, err := d.typ(ei)
		if err != nil {
			return err
		}
		e.shape, e.elem = s, ei
		t := "tensor<" + dims(s, nil) + el.text
		if enc != "" {
			t += ", " + enc
		}
		e.text = t + ">"
	case tTuple:
		l, err := d.typeList(r)
		if err != nil {
			return err
		}
		e.text = "tuple<" + strings.Join(l, ", ") + ">"
	case tUnrankedMemRef, tUnrankedMemRefWithSpace:
		space := ""
		if code == tUnrankedMemRefWithSpace {
			if space, err = d.attrText(r); err != nil {
				return err
			}
		}
		el, err := d.typeText(r)
		if err != nil {
			return err
		}
		if space != "" {
			el += ", " + space
		}
		e.text = "memref<*x" + el + ">"
	case tUnrankedTensor:
		ei, err := d.typeRef(r)
		if err != nil {
			return err
		}
		el, err := d.typ(ei)
		if err != nil {
			return err
		}
		e.elem = ei
		e.text = "tensor<*x" + el.text + ">"
	case tVector, tVectorScalable:
		var scalable []bool
		if code == tVectorScalable {
			n, err := r.count("scalable flag", 1)
			if err != nil {
				return err
			}
			scalable = make([]bool, n)
			for i := range scalable {
				b, err := r.byte1()
				if err != nil {
					return err
				}
				scalable[i] = b != 0
			}
		}
		s, err := d.shape(r)
		if err != nil {
			return err
		}
		ei, err := d.typeRef(r)
		if err != nil {
			return err
		}
		el, err := d.typ(ei)
		if err != nil {
			return err
		}
		e.shape, e.elem = s, ei
		e.text = "vector<" + dims(s, scalable) + el.text + ">"
	default:
		return r.errf("unknown builtin type code %d", code)
	}
	return nil
}

// quote spells s as an MLIR string literal.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "\\%02X", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func isBareID(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && (c >= '0' && c <= '9' || c == '$' || c == '.')
		if !ok {
			return false
		}
	}
	return true
}

// apint reads an integer of a known bit width, as its unsigned bits.
func (r *reader) apint(width int) (*big.Int, error) {
	switch {
	case width <= 8:
		b, err := r.byte1()
		return new(big.Int).SetUint64(uint64(b) & (1<<uint(width) - 1)), err
	case width <= 64:
		v, err := r.signedVarint()
		u := uint64(v)
		if width < 64 {
			u &= 1<<uint(width) - 1
		}
		return new(big.Int).SetUint64(u), err
	}
	n, err := r.count("word", 1)
	if err != nil {
		return nil, err
	}
	if n > (width+63)/64 {
		return nil, r.errf("%d words for a %d-bit integer", n, width)
	}
	v := new(big.Int)
	for i := 0; i < n; i++ {
		w, err := r.signedVarint()
		if err != nil {
			return nil, err
		}
		v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(uint64(w)), uint(64*i)))
	}
	// A negative top word sign-extends beyond the words written.
	if n > 0 && n < (width+63)/64 {
		last := int64(new(big.Int).Rsh(v, uint(64*(n-1))).Uint64())
		if last < 0 {
			for i := n; i < (width+63)/64; i++ {
				v.Or(v, new(big.Int).Lsh(new(big.Int).SetUint64(math.MaxUint64), uint(64*i)))
			}
		}
	}
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
	return v.And(v, mask), nil
}

func (d *decoder) builtinAttr(r *reader, e *entry, idx int) error {
	code, err := r.varint()
	if err != nil {
		return err
	}
	switch code {
	case aArray:
		n, err := r.count("element", 1)
		if err != nil {
			return err
		}
		l := make([]string, n)
		for i := range l {
			if l[i], err = d.attrText(r); err != nil {
				return err
			}
		}
		e.text = "[" + strings.Join(l, ", ") + "]"
	case aDictionary:
		n, err := r.count("entry", 2)
		if err != nil {
			return err
		}
		l := make([]string, n)
		for i := range l {
			k, err := d.stringAttr(r)
			if err != nil {
				return err
			}
			v, err := d.attrText(r)
			if err != nil {
				return err
			}
			if !isBareID(k) {
				k = quote(k)
			}
			l[i] = k + " = " + v
		}
		e.text = "{" + strings.Join(l, ", ") + "}"
	case aString, aStringWithType:
		s, err := d.str(r)
		if err != nil {
			return err
		}
		e.text, e.str, e.isStr = quote(s), s, true
		if code == aStringWithType {
			t, err := d.typeText(r)
			if err != nil {
				return err
			}
			e.text += " : " + t
		}
	case aFlatSymbolRef, aSymbolRef:
		s, err := d.stringAttr(r)
		if err != nil {
			return err
		}
		e.text = sym(s)
		if code == aSymbolRef {
			n, err := r.count("nested reference", 1)
			if err != nil {
				return err
			}
			for i := 0; i < n; i++ {
				t, err := d.attrText(r)
				if err != nil {
					return err
				}
				e.text += "::" + t
			}
		}
	case aType:
		e.text, err = d.typeText(r)
	case aUnit:
		e.text = "unit"
	case aInteger:
		ti, err := d.typeRef(r)
		if err != nil {
			return err
		}
		t, err := d.typ(ti)
		if err != nil {
			return err
		}
		if t.signed < 0 || t.width <= 0 {
			return r.errf("integer attribute of type %s", t.text)
		}
		v, err := r.apint(t.width)
		if err != nil {
			return err
		}
		if t.signed != 2 && v.Bit(t.width-1) == 1 { // negative
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(t.width)))
		}
		if t.text == "i1" {
			e.text = map[bool]string{true: "true", false: "false"}[v.Sign() != 0]
		} else {
			e.text = v.String() + " : " + t.text
		}
	case aFloat:
		ti, err := d.typeRef(r)
		if err != nil {
			return err
		}
		t, err := d.typ(ti)
		if err != nil {
			return err
		}
		if t.width <= 0 || t.signed >= 0 {
			return r.errf("float attribute of type %s", t.text)
		}
		v, err := r.apint(t.width)
		if err != nil {
			return err
		}
		e.text = fmt.Sprintf("0x%0*X : %s", (t.width+3)/4, v, t.text)
	case aDenseArray:
		ti, err := d.typeRef(r)
		if err != nil {
			return err
		}
		t, err := d.typ(ti)
		if err != nil {
			return err
		}
		n, err := r.varint()
		if err != nil {
			return err
		}
		blob, err := d.blob(r)
		if err != nil {
			return err
		}
		return denseArray(r, e, t, n, blob)
	case aDenseIntOrFP:
		ti, err := d.typeRef(r)
		if err != nil {
			return err
		}
		t, err := d.typ(ti)
		if err != nil {
			return err
		}
		blob, err := d.blob(r)
		if err != nil {
			return err
		}
		e.blob, e.dense, e.denseTy = blob, true, ti
		if len(blob) == 0 {
			e.text = "dense<> : " + t.text
			if n := numElems(t.shape); n != 0 {
				return r.errf("empty data for %s", t.text)
			}
			return nil
		}
		if el := t.elem; el >= 0 && d.types[el].text == "i1" {
			lit, err := boolElements(r, t.shape, blob)
			if err != nil {
				return err
			}
			e.text = "dense<" + lit + "> : " + t.text
			return nil
		}
		e.text = fmt.Sprintf("dense<\"0x%X\"> : %s", blob, t.text)
	case aDenseString:
		ti, err := d.typeRef(r)
		if err != nil {
			return err
		}
		t, err := d.typ(ti)
		if err != nil {
			return err
		}
		splat, err := r.varint()
		if err != nil {
			return err
		}
		n := 1
		if splat == 0 {
			ne := numElems(t.shape)
			if ne < 0 || ne > int64(r.left()) {
				return r.errf("%d strings do not fit the bytes left", ne)
			}
			n = int(ne)
		}
		l := make([]string, n)
		for i := range l {
			s, err := d.str(r)
			if err != nil {
				return err
			}
			l[i] = quote(s)
		}
		if splat != 0 {
			e.text = "dense<" + l[0] + "> : " + t.text
		} else {
			e.text = "dense<[" + strings.Join(l, ", ") + "]> : " + t.text
		}
	case aDenseResource:
		t, err := d.typeText(r)
		if err != nil {
			return err
		}
		start := r.off()
		h, err := r.varint()
		if err != nil {
			return err
		}
		if h >= uint64(len(d.handles)) {
			return &Error{Offset: start, Msg: fmt.Sprintf("resource handle %d out of range (%d resources)", h, len(d.handles))}
		}
		e.text = "dense_resource<" + resourceKey(d.handles[h]) + "> : " + t
	case aSparse:
		return d.sparse(r, e)
	case aDistinct:
		inner, err := d.attrText(r)
		if err != nil {
			return err
		}
		id, ok := d.distinct[idx]
		if !ok {
			id = len(d.distinct)
			d.distinct[idx] = id
		}
		e.text = fmt.Sprintf("distinct[%d]<%s>", id, inner)
	case aUnknownLoc, aCallSiteLoc, aFileLineColLoc, aFusedLoc, aFusedLocWithMetadata, aNameLoc, aFileLineColRange:
		return d.location(r, e, code)
	default:
		return r.errf("unsupported builtin attribute code %d", code)
	}
	return err
}

func numElems(shape []int64) int64 {
	n := int64(1)
	for _, s := range shape {
		if s < 0 {
			return -1
		}
		if s != 0 && n > math.MaxInt32/s {
			return -1
		}
		n *= s
	}
	return n
}

func sym(s string) string {
	if isBareID(s) {
		return "@" + s
	}
	return "@" + quote(s)
}

func (d *decoder) stringAttr(r *reader) (string, error) {
	start := r.off()
	i, err := d.attrRef(r)
	if err != nil {
		return "", err
	}
	e, err := d.attr(i)
	if err != nil {
		return "", err
	}
	if !e.isStr {
		return "", &Error{Offset: start, Msg: "a string attribute was expected, got " + e.text}
	}
	return e.str, nil
}

// blob reads a size and as many bytes.
func (d *decoder) blob(r *reader) ([]byte, error) {
	n, err := r.varint()
	if err != nil {
		return nil, err
	}
	return r.bytes(n)
}

func denseArray(r *reader, e *entry, t *entry, n uint64, blob []byte) error {
	w := t.width
	if t.text == "i1" {
		w = 8
	}
	if w%8 != 0 || w == 0 || w > 64 {
		return r.errf("dense array of %s", t.text)
	}
	bw := w / 8
	if uint64(len(blob)) != n*uint64(bw) || n > uint64(len(blob)) && bw > 0 {
		return r.errf("dense array of %d %s elements in %d bytes", n, t.text, len(blob))
	}
	var b strings.Builder
	b.WriteString("array<" + t.text)
	for i := 0; i < int(n); i++ {
		if i == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		var u uint64
		for k := bw - 1; k >= 0; k-- {
			u = u<<8 | uint64(blob[i*bw+k])
		}
		switch {
		case t.text == "i1":
			b.WriteString(map[bool]string{true: "true", false: "false"}[u != 0])
		case t.signed >= 0:
			v := int64(u << (64 - w) >> (64 - w))
			v = v << (64 - w) >> (64 - w)
			if t.signed == 2 {
				b.WriteString(strconv.FormatUint(u, 10))
			} else {
				b.WriteString(strconv.FormatInt(v, 10))
			}
		case t.text == "f32" && !math.IsNaN(float64(math.Float32frombits(uint32(u)))) && !math.IsInf(float64(math.Float32frombits(uint32(u))), 0):
			b.WriteString(floatLit(float64(math.Float32frombits(uint32(u))), 32))
		case t.text == "f64" && !math.IsNaN(math.Float64frombits(u)) && !math.IsInf(math.Float64frombits(u), 0):
			b.WriteString(floatLit(math.Float64frombits(u), 64))
		default:
			fmt.Fprintf(&b, "0x%0*X", bw*2, u)
		}
	}
	b.WriteString(">")
	e.text = b.String()
	return nil
}

// floatLit spells f exactly, with the dot MLIR's float literals need.
func floatLit(f float64, size int) string {
	s := strconv.FormatFloat(f, 'e', -1, size)
	if i := strings.IndexByte(s, 'e'); i >= 0 && !strings.Contains(s[:i], ".") {
		s = s[:i] + ".0" + s[i:]
	}
	return s
}

// boolElements spells the packed bits of an i1 elements attribute (one
// byte 0x00 or 0xff is a splat) as MLIR's nested literal.
func boolElements(r *reader, shape []int64, blob []byte) (string, error) {
	n := numElems(shape)
	if n < 0 {
		return "", r.errf("elements attribute of a dynamic or huge shape")
	}
	if len(blob) == 1 && (blob[0] == 0 || blob[0] == 0xff) {
		return map[bool]string{true: "true", false: "false"}[blob[0] != 0], nil
	}
	if int64(len(blob)) != (n+7)/8 {
		return "", r.errf("%d bytes for %d i1 elements", len(blob), n)
	}
	var b strings.Builder
	k := 0
	var rec func(dim int)
	rec = func(dim int) {
		if dim == len(shape) {
			b.WriteString(map[bool]string{true: "true", false: "false"}[blob[k/8]>>(k%8)&1 != 0])
			k++
			return
		}
		b.WriteByte('[')
		for i := int64(0); i < shape[dim]; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			rec(dim + 1)
		}
		b.WriteByte(']')
	}
	rec(0)
	return b.String(), nil
}
