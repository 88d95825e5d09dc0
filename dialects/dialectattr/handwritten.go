package dialectattr

import (
	"math/big"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Attributes and types whose syntax is hand-written upstream, read and
// spelled as mlir-opt 22 does (found by experiment):
//
//	!amx.tile<16x16xbf16>, !emitc.array<4x8xi32>   static shape x element type
//	!async.value<T>                                any type
//	!pdl.range<value>                              a pdl type's mnemonic
//	!xegpu.tensor_desc<8x16xf16, enc?, layout?>    the default block encoding left out
//	!xegpu.mem_desc<16x16xf16, #xegpu.mem_layout<...>?>
//	#xegpu.mem_layout<key = value, ...>            entries sorted by key
//	#llvm.constant_range<i8, lo, hi>               bounds in the type's width, printed signed
//	#smt.bv<5> : !smt.bv<8>                        typed; the value printed signed

func needEnv(p *parser, what string) error {
	if p.env == nil {
		return unsupportedf("%s needs an Env", what)
	}
	return nil
}

// dimensionList reads `4x8x` (parseDimensionList with its trailing `x`):
// sizes, or `?` when allowDynamic ("expected static shape" otherwise).
func (p *parser) dimensionList(allowDynamic bool) ([]string, bool) {
	src := p.src
	skip := func(i int) int {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
			i++
		}
		return i
	}
	var dims []string
	pos := p.tok.start
	for {
		i := skip(pos)
		j := i
		if j < len(src) && src[j] == '?' {
			j++
		} else {
			for j < len(src) && isDigit(src[j]) {
				j++
			}
		}
		if j == i {
			break
		}
		k := skip(j)
		if k >= len(src) || src[k] != 'x' {
			break
		}
		if src[i] == '?' && !allowDynamic {
			p.skipTo(i)
			p.emit(i, "expected static shape", true)
			return nil, false
		}
		if src[i] == '?' {
			dims = append(dims, "?")
		} else {
			dims = append(dims, literalInt(src[i:j]).String())
		}
		pos = k + 1
	}
	p.skipTo(pos)
	return dims, true
}

// typeValue reads a type and returns it as a part.
func (p *parser) typeValue(b *builder) (ir.Type, bool) {
	t, end, err := p.env.Type(p.src, p.tok.start)
	if err != nil {
		p.fail(err)
		return nil, false
	}
	p.skipTo(end)
	b.part(p.env.TypeText(t), ir.Part{Type: t})
	return t, true
}

// shapedTypeHook reads `<` static-dims `x` type `>`. What the type's
// verify() checks (!emitc.array's "shape must not be empty") is its
// dialect's TypeVerifier.
func shapedTypeHook(name string) hookFunc {
	return func(p *parser, _ *ods.Dialect) (value, error) {
		if err := needEnv(p, "!"+name); err != nil {
			return value{}, err
		}
		if !p.expect("<") {
			return value{}, p.err()
		}
		dims, ok := p.dimensionList(false)
		if !ok {
			return value{}, p.err()
		}
		var b builder
		b.str("<")
		for _, d := range dims {
			b.str(d + "x")
		}
		elem, ok := p.typeValue(&b)
		if !ok || !p.expect(">") {
			return value{}, p.err()
		}
		b.str(">")
		v := b.result()
		v.params = ir.Params{shapeParam(dims), typeParam("elementType", elem, p)}
		return v, nil
	}
}

// shapeParam is a shape parameter (`?` is ir.DynamicSize).
func shapeParam(dims []string) ir.Param {
	pm := ir.Param{Name: "shape", Kind: ir.ParamList, List: make([]ir.Param, len(dims))}
	for i, d := range dims {
		n := int64(ir.DynamicSize)
		if d != "?" {
			n = literalInt(d).Int64()
		}
		pm.List[i] = ir.Param{Kind: ir.ParamInt, Int: n, Text: d}
	}
	return pm
}

// typeParam is a type parameter spelled in full.
func typeParam(name string, t ir.Type, p *parser) ir.Param {
	return ir.Param{Name: name, Kind: ir.ParamType, Type: t, Text: p.env.TypeText(t)}
}

// attrParam is an attribute parameter spelled in full (nil: left out).
func attrParam(name string, a ir.Attribute, p *parser) ir.Param {
	if a == nil {
		return ir.Param{Name: name}
	}
	return ir.Param{Name: name, Kind: ir.ParamAttr, Attr: a, Text: p.env.AttrText(a)}
}

// bigParam is an integer parameter of any width.
func bigParam(name string, v *big.Int) ir.Param {
	return ir.Param{Name: name, Kind: ir.ParamInt, Int: truncInt64(v), Text: v.String()}
}

// asyncValue is !async.value<T>.
func asyncValue(p *parser, _ *ods.Dialect) (value, error) {
	if err := needEnv(p, "!async.value"); err != nil {
		return value{}, err
	}
	var b builder
	if !p.expect("<") {
		return value{}, p.err()
	}
	b.str("<")
	t, ok := p.typeValue(&b)
	if !ok || !p.expect(">") {
		return value{}, p.err()
	}
	b.str(">")
	v := b.result()
	v.params = ir.Params{typeParam("valueType", t, p)}
	return v, nil
}

// pdlRange is !pdl.range<T>, T a pdl type written by its mnemonic.
func pdlRange(p *parser, d *ods.Dialect) (value, error) {
	if !p.expect("<") {
		return value{}, p.err()
	}
	kw, ok := p.keyword()
	if !ok {
		p.emitHere("expected valid keyword")
		return value{}, p.err()
	}
	known := false
	for _, t := range d.Types {
		if t.Mnemonic == kw && len(t.Params) == 0 {
			known = true
		}
	}
	if !known {
		p.emit(0, "invalid 'pdl' type: `"+kw+"'", false)
		return value{}, p.err()
	}
	if !p.expect(">") {
		return value{}, p.err()
	}
	// The element type prints as its mnemonic (no alias).
	v := textValue("<" + kw + ">")
	elem := ir.Param{Name: "elementType", Kind: ir.ParamText, Text: kw}
	if p.env != nil {
		if t, _, err := p.env.Type("!pdl."+kw, 0); err == nil {
			elem = ir.Param{Name: "elementType", Kind: ir.ParamType, Type: t, Text: kw}
		}
	}
	v.params = ir.Params{elem}
	return v, nil
}

// xegpuDesc is !xegpu.tensor_desc<shape x T (, attr)*> (tensor: the
// default #xegpu.block_tdesc_attr<> left out) or !xegpu.mem_desc.
func xegpuDesc(tensor bool) hookFunc {
	return func(p *parser, _ *ods.Dialect) (value, error) {
		if err := needEnv(p, "xegpu descriptors"); err != nil {
			return value{}, err
		}
		if !p.expect("<") {
			return value{}, p.err()
		}
		dims, ok := p.dimensionList(true)
		if !ok {
			return value{}, p.err()
		}
		var b builder
		b.str("<")
		for _, d := range dims {
			b.str(d + "x")
		}
		elem, ok := p.typeValue(&b)
		if !ok {
			return value{}, p.err()
		}
		var attrs []ir.Attribute
		for p.is(",") {
			p.next()
			a, ok := p.attribute()
			if !ok {
				return value{}, p.err()
			}
			attrs = append(attrs, a)
			if dl, data, _, isD := ir.DialectSpelling(a); tensor && isD && dl == "xegpu" && data == "block_tdesc_attr<>" {
				continue
			}
			b.str(", ")
			b.part(p.env.AttrText(a), ir.Part{Attr: a})
		}
		if !p.expect(">") {
			return value{}, p.err()
		}
		b.str(">")
		v := b.result()
		v.params = ir.Params{shapeParam(dims), typeParam("elementType", elem, p)}
		if tensor {
			// The encoding (a block or scatter descriptor attribute) and
			// the layout, told apart by their kind as the parser does.
			var enc, layout ir.Attribute
			for _, a := range attrs {
				if _, mn, ok := dialectMnemonic(a); ok && (mn == "block_tdesc_attr" || mn == "scatter_tdesc_attr") {
					enc = a
				} else {
					layout = a
				}
			}
			v.params = append(v.params, attrParam("encoding", enc, p), attrParam("layout", layout, p))
		} else {
			var ml ir.Attribute
			if len(attrs) > 0 {
				ml = attrs[0]
			}
			v.params = append(v.params, attrParam("mem_layout", ml, p))
		}
		return v, nil
	}
}

// xegpuMemLayout is #xegpu.mem_layout<name = attr, ...>, printed sorted by
// name.
func xegpuMemLayout(p *parser, _ *ods.Dialect) (value, error) {
	if err := needEnv(p, "#xegpu.mem_layout"); err != nil {
		return value{}, err
	}
	if !p.expect("<") {
		return value{}, p.err()
	}
	type entry struct {
		name string
		a    ir.Attribute
	}
	var entries []entry
	for {
		name, ok := p.keyword()
		if !ok {
			p.emitHere("expected valid keyword")
			p.emit(wrongTokenPos(p.src, p.tok.start), "expected valid attribute name", false)
			return value{}, p.err()
		}
		if !p.expect("=") {
			return value{}, p.err()
		}
		a, ok := p.attribute()
		if !ok {
			return value{}, p.err()
		}
		entries = append(entries, entry{name, a})
		if !p.is(",") {
			break
		}
		p.next()
	}
	if !p.expect(">") {
		return value{}, p.err()
	}
	sort.SliceStable(entries, func(i, j int) bool { return entries[i].name < entries[j].name })
	var b builder
	b.str("<")
	for i, e := range entries {
		if i > 0 {
			b.str(", ")
		}
		b.str(e.name + " = ")
		b.part(p.env.AttrText(e.a), ir.Part{Attr: e.a})
	}
	b.str(">")
	named := make([]ir.NamedAttribute, len(entries))
	for i, e := range entries {
		named[i] = ir.NamedAttribute{Name: e.name, Value: e.a}
	}
	v := b.result()
	v.params = ir.Params{attrParam("attrs", p.env.Context().Dictionary(named), p)}
	return v, nil
}

// apInt reads an integer literal (`-`? decimal or hex, or true/false) as
// a value of width bits: the low bits, read back signed.
func (p *parser) apInt(width int) (*big.Int, bool) {
	var v *big.Int
	switch {
	case p.tok.kind == tIdent && (p.text() == "true" || p.text() == "false"):
		v = big.NewInt(0)
		if p.text() == "true" {
			v.SetInt64(-1)
		}
		p.next()
	case p.tok.kind == tInt || p.is("-"):
		neg := p.is("-")
		if neg {
			p.next()
		}
		if p.tok.kind != tInt {
			p.emitWrongToken("expected integer value")
			return nil, false
		}
		v = literalInt(p.text())
		p.next()
		if neg {
			v.Neg(v)
		}
	default:
		p.emitHere("expected integer value")
		return nil, false
	}
	return v, true
}

func literalInt(text string) *big.Int {
	v := new(big.Int)
	if len(text) > 1 && text[1] == 'x' {
		v.SetString(text[2:], 16)
	} else {
		v.SetString(text, 10)
	}
	return v
}

// signedIn is v's low width bits read as a signed number.
func signedIn(v *big.Int, width int) *big.Int {
	if width <= 0 {
		return new(big.Int)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	r := new(big.Int).Mod(v, mod)
	if r.Bit(width-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

// llvmConstantRange is #llvm.constant_range<iN, lo, hi>.
func llvmConstantRange(p *parser, _ *ods.Dialect) (value, error) {
	if err := needEnv(p, "#llvm.constant_range"); err != nil {
		return value{}, err
	}
	if !p.expect("<") {
		return value{}, p.err()
	}
	start := p.tok.start
	var b builder
	b.str("<")
	t, ok := p.typeValue(&b)
	if !ok {
		return value{}, p.err()
	}
	it, isInt := t.(*ir.IntegerType)
	if !isInt {
		p.emit(start, "invalid kind of type specified: expected builtin.integer, but found '"+p.env.TypeText(t)+"'", true)
		return value{}, p.err()
	}
	var params ir.Params
	for _, name := range []string{"lower", "upper"} {
		if !p.expect(",") {
			return value{}, p.err()
		}
		v, ok := p.apInt(it.Width)
		if !ok {
			return value{}, p.err()
		}
		s := signedIn(v, it.Width)
		b.str(", " + s.String())
		params = append(params, bigParam(name, s))
	}
	if !p.expect(">") {
		return value{}, p.err()
	}
	b.str(">")
	v := b.result()
	v.params = params
	return v, nil
}

// smtBV is #smt.bv<value> : !smt.bv<width>: the type is required, the
// value must fit the width (signed or unsigned) and prints signed.
func smtBV(p *parser, _ *ods.Dialect) (value, error) {
	if err := needEnv(p, "#smt.bv"); err != nil {
		return value{}, err
	}
	loc := p.tok.start // errors are at the parameters
	if !p.expect("<") {
		return value{}, p.err()
	}
	v, ok := p.apInt(64)
	if !ok || !p.expect(">") {
		return value{}, p.err()
	}
	width := 0
	if t, isBV := p.selfType.(*ir.DialectType); isBV && t.Dialect == "smt" && t.Mnemonic() == "bv" {
		if w, ok := t.Params.Int("width"); ok && w > 0 {
			width = int(w)
		}
	} else if o, isBV := p.selfType.(*ir.OpaqueType); isBV && o.Dialect == "smt" && strings.HasPrefix(o.Data, "bv<") {
		// Kept as written (a comment in it).
		if w, ok := new(big.Int).SetString(strings.TrimSuffix(o.Data[3:], ">"), 10); ok && w.IsInt64() && w.Int64() > 0 {
			width = int(w.Int64())
		}
	}
	if width == 0 {
		p.emit(loc, "explicit bit-vector type required", false)
		return value{}, p.err()
	}
	lo := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(width-1)))
	hi := new(big.Int).Lsh(big.NewInt(1), uint(width))
	if v.Cmp(lo) < 0 || v.Cmp(hi) >= 0 {
		p.emit(loc, "integer value out of range for given bit-vector type '"+p.env.TypeText(p.selfType)+"'", false)
		return value{}, p.err()
	}
	p.typ = p.selfType
	s := signedIn(v, width)
	out := textValue("<" + s.String() + ">")
	out.params = ir.Params{bigParam("value", s)}
	return out, nil
}
