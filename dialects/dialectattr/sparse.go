package dialectattr

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// sparse_tensor's encoding and slice attributes are hand-written
// upstream:
//
//	#sparse_tensor.encoding<{ map = [s0](d0 : slice?, ...) -> (expr : lvl-type, ...), posWidth = 32, crdWidth = 8, explicitVal = v, implicitVal = v }>
//	#sparse_tensor<slice(offset, size, stride)>        each an integer or ?
//
// The map may name its dimensions and symbols as it likes and bind level
// variables (`{l0} (i = l0) -> (l0 = i : dense)`); mlir-opt prints the
// dimension-to-level map with d0, s0, each level expression canonical, a
// level type with its properties in a fixed order, and the entries in a
// fixed order (widths left out when 0).

// specifierEncoding is StorageSpecifierType's builder: its encoding loses
// its bit widths and explicit and implicit values.
func specifierEncoding(st *fstate) {
	v := &st.vals[0]
	o, ok := v.attr.(*ir.DialectAttr)
	if !ok || st.p.env == nil {
		return
	}
	cut := len(o.Data)
	for _, key := range []string{", posWidth = ", ", crdWidth = ", ", explicitVal = ", ", implicitVal = "} {
		if i := strings.Index(o.Data, key); i >= 0 && i < cut {
			cut = i
		}
	}
	if cut == len(o.Data) {
		return
	}
	var parts []ir.Part
	for _, pt := range o.Parts {
		if pt.End <= cut {
			parts = append(parts, pt)
		}
	}
	params := append(ir.Params(nil), o.Params...)
	for i, pm := range params {
		switch pm.Name {
		case "posWidth", "crdWidth", "explicitVal", "implicitVal":
			params[i] = ir.Param{Name: pm.Name}
		}
	}
	a := st.p.env.Context().DialectAttr(o.Def, params, o.Data[:cut]+" }>", nil, parts)
	var b builder
	b.part(st.p.env.AttrText(a), ir.Part{Attr: a})
	nv := b.result()
	nv.attr = a
	*v = nv
}

// sparseSlice is `(offset, size, stride)`.
func sparseSlice(p *parser, _ *ods.Dialect) (value, error) {
	if !p.expect("(") {
		return value{}, p.err()
	}
	var parts []string
	var params ir.Params
	for i, name := range []string{"offset", "size", "stride"} {
		if i > 0 && !p.expect(",") {
			return value{}, p.err()
		}
		if p.is("?") {
			p.next()
			parts = append(parts, "?")
			params = append(params, ir.Param{Name: name, Kind: ir.ParamInt, Int: ir.DynamicSize, Text: "?"})
			continue
		}
		v, ok := p.apInt(64)
		if !ok {
			return value{}, p.err()
		}
		if v.Sign() < 0 {
			p.emitHere("expect positive value or ? for slice offset/size/stride")
			return value{}, p.err()
		}
		parts = append(parts, v.String())
		params = append(params, bigParam(name, v))
	}
	if !p.expect(")") {
		return value{}, p.err()
	}
	out := textValue("(" + strings.Join(parts, ", ") + ")")
	out.params = params
	return out, nil
}

// sparseLevel is a level of an encoding's map: its expression (in the
// map's own names) and its type.
type sparseLevel struct {
	expr, typ string
}

func sparseEncoding(p *parser, _ *ods.Dialect) (value, error) {
	if err := needEnv(p, "#sparse_tensor.encoding"); err != nil {
		return value{}, err
	}
	if !p.expect("<") || !p.expect("{") {
		return value{}, p.err()
	}
	var (
		syms, dims         []string
		lvlVars, dimExprs  []string
		slices             []ir.Attribute
		levels             []sparseLevel
		hasMap             bool
		posWidth, crdWidth string
		explicit, implicit ir.Attribute
	)
	for !p.is("}") {
		key, ok := p.keyword()
		if !ok {
			p.emitHere("expected valid keyword")
			return value{}, p.err()
		}
		if !p.expect("=") {
			return value{}, p.err()
		}
		switch key {
		case "map":
			hasMap = true
			if syms, dims, slices, levels, lvlVars, dimExprs, ok = p.sparseMap(); !ok {
				return value{}, p.err()
			}
		case "posWidth", "crdWidth":
			v, ok := p.parseIntValue(&pkind{k: kInt, bits: 32})
			if !ok {
				return value{}, p.err()
			}
			if key == "posWidth" {
				posWidth = v.text
			} else {
				crdWidth = v.text
			}
		case "explicitVal", "implicitVal":
			a, ok := p.attribute()
			if !ok {
				return value{}, p.err()
			}
			if key == "explicitVal" {
				explicit = a
			} else {
				implicit = a
			}
		default:
			p.emit(0, "unexpected key: "+key, false)
			return value{}, p.err()
		}
		if !p.is(",") {
			break
		}
		p.next()
	}
	if !p.expect("}") || !p.expect(">") {
		return value{}, p.err()
	}
	if !hasMap || len(levels) == 0 {
		p.emit(0, "expected a non-empty array for lvlTypes", false)
		return value{}, p.err()
	}
	// The level expressions, each canonical in d0..., s0....
	header := "(" + strings.Join(dims, ", ") + ")"
	if len(syms) > 0 {
		header += "[" + strings.Join(syms, ", ") + "]"
	}
	var b builder
	b.str("<{ map = ")
	if len(syms) > 0 {
		b.str("[")
		for i := range syms {
			if i > 0 {
				b.str(", ")
			}
			b.str("s" + strconv.Itoa(i))
		}
		b.str("]")
	}
	b.str("(")
	for i := range dims {
		if i > 0 {
			b.str(", ")
		}
		b.str("d" + strconv.Itoa(i))
		if slices[i] != nil {
			b.str(" : ")
			b.part(p.env.AttrText(slices[i]), ir.Part{Attr: slices[i]})
		}
	}
	b.str(") -> (")
	for i, l := range levels {
		if i > 0 {
			b.str(", ")
		}
		src := header + " -> (" + l.expr + ")"
		m, _, err := p.env.AffineMap(src, 0)
		if err != nil {
			return value{}, unsupportedf("sparse_tensor.encoding: level expression %q: %v", l.expr, err)
		}
		text := p.env.AttrText(p.env.Context().AffineMapAttr(m))
		j := strings.Index(text, "-> (")
		b.str(text[j+4:len(text)-2] + " : " + l.typ)
	}
	b.str(")")
	if posWidth != "" && posWidth != "0" {
		b.str(", posWidth = " + posWidth)
	}
	if crdWidth != "" && crdWidth != "0" {
		b.str(", crdWidth = " + crdWidth)
	}
	if explicit != nil {
		b.str(", explicitVal = ")
		b.part(p.env.AttrText(explicit), ir.Part{Attr: explicit})
	}
	if implicit != nil {
		b.str(", implicitVal = ")
		b.part(p.env.AttrText(implicit), ir.Part{Attr: implicit})
	}
	b.str(" }>")
	v := b.result()
	v.params = p.sparseParams(header, levels, slices, posWidth, crdWidth, explicit, implicit)
	v.params[2] = p.sparseLvlToDim(syms, lvlVars, dimExprs)
	return v, nil
}

// sparseParams are an encoding's parameters: lvlTypes (each spelled),
// dimToLvl (the map of the level expressions), posWidth and crdWidth,
// explicitVal and implicitVal, dimSlices. lvlToDim is left empty (see
// sparseLvlToDim).
func (p *parser) sparseParams(header string, levels []sparseLevel, slices []ir.Attribute, posWidth, crdWidth string, explicit, implicit ir.Attribute) ir.Params {
	lvl := ir.Param{Name: "lvlTypes", Kind: ir.ParamList}
	exprs := make([]string, len(levels))
	for i, l := range levels {
		lvl.List = append(lvl.List, ir.Param{Kind: ir.ParamText, Text: l.typ})
		exprs[i] = l.expr
	}
	dimToLvl := ir.Param{Name: "dimToLvl"}
	if m, _, err := p.env.AffineMap(header+" -> ("+strings.Join(exprs, ", ")+")", 0); err == nil {
		a := p.env.Context().AffineMapAttr(m)
		dimToLvl = ir.Param{Name: "dimToLvl", Kind: ir.ParamAttr, Attr: a, Text: p.env.AttrText(a)}
	}
	width := func(name, s string) ir.Param {
		if s == "" {
			return ir.Param{Name: name}
		}
		return bigParam(name, literalInt(s))
	}
	sl := ir.Param{Name: "dimSlices"}
	for _, s := range slices {
		if s != nil {
			sl.Kind = ir.ParamList
			sl.List = append(sl.List, ir.Param{Kind: ir.ParamAttr, Attr: s, Text: p.env.AttrText(s)})
		}
	}
	return ir.Params{lvl, dimToLvl, {Name: "lvlToDim"}, width("posWidth", posWidth), width("crdWidth", crdWidth),
		attrParam("explicitVal", explicit, p), attrParam("implicitVal", implicit, p), sl}
}

// sparseLvlToDim is the lvlToDim parameter of an encoding whose map binds
// dimensions to level variables: the map from the level variables (and
// symbols) to the bindings written, as DimLvlMap::getLvlToDimMap builds
// it (a dimension without a binding adds no result); empty when no
// dimension has one (upstream then infers it from dimToLvl) or the
// bindings do not read as affine expressions of the level variables.
func (p *parser) sparseLvlToDim(syms, lvlVars, dimExprs []string) ir.Param {
	var exprs []string
	for _, e := range dimExprs {
		if e != "" {
			exprs = append(exprs, e)
		}
	}
	if len(exprs) == 0 {
		return ir.Param{Name: "lvlToDim"}
	}
	src := "(" + strings.Join(lvlVars, ", ") + ")"
	if len(syms) > 0 {
		src += "[" + strings.Join(syms, ", ") + "]"
	}
	m, _, err := p.env.AffineMap(src+" -> ("+strings.Join(exprs, ", ")+")", 0)
	if err != nil {
		return ir.Param{Name: "lvlToDim"}
	}
	a := p.env.Context().AffineMapAttr(m)
	return ir.Param{Name: "lvlToDim", Kind: ir.ParamAttr, Attr: a, Text: p.env.AttrText(a)}
}

// sparseMap reads `[syms]? {lvlvars}? (dims) -> (levels)`.
// lvlVars are the level variables it declares (`{l0, l1}`), dimExprs each
// dimension's binding to them (`i = l0 * 2 + l1`), "" for a dimension
// without.
func (p *parser) sparseMap() (syms, dims []string, slices []ir.Attribute, levels []sparseLevel, lvlVars, dimExprs []string, ok bool) {
	ids := func(open, close string) ([]string, bool) {
		var out []string
		if !p.expect(open) {
			return nil, false
		}
		for !p.is(close) {
			id, ok := p.keyword()
			if !ok {
				p.emitHere("expected valid keyword")
				return nil, false
			}
			out = append(out, id)
			if !p.is(",") {
				break
			}
			p.next()
		}
		return out, p.expect(close)
	}
	if p.is("[") {
		if syms, ok = ids("[", "]"); !ok {
			return
		}
	}
	if p.is("{") {
		if lvlVars, ok = ids("{", "}"); !ok {
			return
		}
	}
	if !p.expect("(") {
		return nil, nil, nil, nil, nil, nil, false
	}
	for !p.is(")") {
		id, ok := p.keyword()
		if !ok {
			p.emitHere("expected valid keyword")
			return nil, nil, nil, nil, nil, nil, false
		}
		dims = append(dims, id)
		var slice ir.Attribute
		dimExpr := ""
		if p.is("=") {
			// A dimension bound to level variables: the printed map is the
			// levels', the bindings are lvlToDim.
			p.next()
			if dimExpr, ok = p.affineExprText(); !ok {
				return nil, nil, nil, nil, nil, nil, false
			}
		}
		dimExprs = append(dimExprs, dimExpr)
		if p.is(":") {
			p.next()
			if slice, ok = p.attribute(); !ok {
				return nil, nil, nil, nil, nil, nil, false
			}
		}
		slices = append(slices, slice)
		if !p.is(",") {
			break
		}
		p.next()
	}
	if !p.expect(")") || !p.expect("->") || !p.expect("(") {
		return nil, nil, nil, nil, nil, nil, false
	}
	for !p.is(")") {
		if p.tok.kind == tIdent {
			// `l0 = expr`: a level variable's binding.
			if t := lex(p.src, p.tok.end); t.kind == tPunct && p.src[t.start:t.end] == "=" {
				p.next()
				p.next()
			}
		}
		expr, ok := p.affineExprText()
		if !ok {
			return nil, nil, nil, nil, nil, nil, false
		}
		if !p.expect(":") {
			return nil, nil, nil, nil, nil, nil, false
		}
		typ, ok := p.sparseLevelType()
		if !ok {
			return nil, nil, nil, nil, nil, nil, false
		}
		levels = append(levels, sparseLevel{expr: expr, typ: typ})
		if !p.is(",") {
			break
		}
		p.next()
	}
	return syms, dims, slices, levels, lvlVars, dimExprs, p.expect(")")
}

// affineExprText returns the text of an affine expression: the tokens up
// to a `:`, `,` or `)` at its nesting level.
func (p *parser) affineExprText() (string, bool) {
	start := p.tok.start
	depth := 0
	for p.tok.kind != tEOF {
		if depth == 0 && (p.is(":") || p.is(",") || p.is(")")) {
			break
		}
		switch {
		case p.is("("):
			depth++
		case p.is(")"):
			depth--
		}
		p.next()
	}
	text := ""
	if p.consumed > start {
		text = strings.TrimSpace(p.src[start:p.consumed])
	}
	if text == "" {
		p.emitHere("expected affine expression")
		return "", false
	}
	return text, true
}

// sparseLevelType reads a level type: a format keyword, its properties
// in parentheses, or structured[n, m].
func (p *parser) sparseLevelType() (string, bool) {
	loc := p.tok.start
	kw, ok := p.keyword()
	if !ok {
		p.emitHere("expected valid keyword")
		return "", false
	}
	switch kw {
	case "dense", "batch", "compressed", "loose_compressed", "singleton":
	case "structured":
		if !p.expect("[") {
			return "", false
		}
		n, ok := p.apInt(64)
		if !ok || !p.expect(",") {
			return "", false
		}
		m, ok := p.apInt(64)
		if !ok || !p.expect("]") {
			return "", false
		}
		if p.is("(") {
			p.emit(loc, "invalid level type: level format doesn't support the properties", true)
			return "", false
		}
		return "structured[" + n.String() + ", " + m.String() + "]", true
	default:
		p.emit(loc, "unknown level format: "+kw, true)
		return "", false
	}
	if !p.is("(") {
		return kw, true
	}
	if kw == "dense" || kw == "batch" {
		p.emit(loc, "invalid level type: level format doesn't support the properties", true)
		return "", false
	}
	p.next()
	props := map[string]bool{}
	for !p.is(")") {
		// After a comma, a property must come.
		ploc := p.tok.start
		prop, ok := p.keyword()
		if !ok {
			p.emit(ploc, "expected valid level property (e.g. nonordered, nonunique or high)", true)
			return "", false
		}
		switch prop {
		case "nonunique", "nonordered", "soa":
		default:
			// Not a property the printed form could carry back.
			p.emit(ploc, "unknown level property: "+prop, true)
			return "", false
		}
		props[prop] = true
		if !p.is(",") {
			break
		}
		p.next()
		if p.is(")") {
			p.emit(p.tok.start, "expected valid level property (e.g. nonordered, nonunique or high)", true)
			return "", false
		}
	}
	if !p.expect(")") {
		return "", false
	}
	var list []string
	for _, prop := range []string{"nonunique", "nonordered", "soa"} {
		if props[prop] {
			list = append(list, prop)
		}
	}
	if len(list) == 0 {
		return kw, true
	}
	return kw + "(" + strings.Join(list, ", ") + ")", true
}

// parseLevelRange is the types' custom<LevelRange>($loLvl, $hiLvl): `lo`
// (the range lo to lo+1) or `lo to hi`.
func parseLevelRange(st *fstate, args []*value) bool {
	p := st.p
	k := &pkind{k: kInt, bits: 64}
	lo, ok := p.parseIntValue(k)
	if !ok {
		return false
	}
	hi := value{}
	if p.tok.kind == tIdent && p.text() == "to" {
		p.next()
		if hi, ok = p.parseIntValue(k); !ok {
			return false
		}
	} else {
		n, _ := strconv.ParseUint(lo.text, 10, 64)
		hi = textValue(strconv.FormatUint(n+1, 10))
	}
	// At the type's name, as mlir-opt's parser.getNameLoc().
	l, _ := strconv.ParseInt(lo.text, 10, 64)
	if h, _ := strconv.ParseInt(hi.text, 10, 64); h <= l {
		p.emit(0, "expect larger level upper bound than lower bound", true)
		return false
	}
	*args[0], *args[1] = lo, hi
	return true
}

func printLevelRange(_ *fstate, b *builder, args []*value) {
	lo, _ := strconv.ParseUint(args[0].text, 10, 64)
	hi, _ := strconv.ParseUint(args[1].text, 10, 64)
	b.str(args[0].text)
	if hi != lo+1 {
		b.str(" to " + args[1].text)
	}
}
