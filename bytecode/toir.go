package bytecode

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// ErrNeedsText is ToIR's answer for IR it does not build itself (the top
// level is not one builtin.module, or an op's properties do not lower
// alone): ToText's text read as any file is the way.
var ErrNeedsText = errors.New("bytecode: this IR is read through its text")

// ToIR decodes bytecode straight into IR owned by ctx, with the dialects of
// reg: the IR ToText's text lowers to (package lower, with reg), built op
// by op from the bytecode, without the text. Each distinct attribute,
// type and op properties entry is spelled as ToText spells it and lowered
// once (through one lower.Stream, so that its distinct attributes are
// those of the text), then shared by every op that names it; the ops,
// values, blocks and regions are built directly. Locations are not read
// (ToText's text has none). It returns the top-level builtin.module and
// the file's resources (nil when it has none).
//
// An error is bad bytecode (ToText's error for it) or ErrNeedsText; a
// caller wanting ToText's error exactly reads the file through ToText
// after any error.
func ToIR(ctx *ir.Context, data []byte, reg dialect.Registry) (*ir.Operation, *ir.Resources, error) {
	defs, _ := reg.(Defs)
	d := &decoder{reg: defs, distinct: map[int]int{}}
	irsec, err := d.sections(data)
	if err != nil {
		return nil, nil, err
	}
	b := &irBuilder{
		d:         d,
		reg:       reg,
		stream:    lower.NewStream(ctx, lower.Options{Dialects: reg}),
		ctx:       ctx,
		types:     make([]ir.Type, len(d.types)),
		attrs:     make([]ir.Attribute, len(d.attrs)),
		texts:     map[string]ir.Attribute{},
		propCache: make([]propSlot, len(d.props)),
	}
	b.stream.Discard = true
	top, err := b.readIR(irsec)
	if err != nil {
		return nil, nil, err
	}
	var res *ir.Resources
	if len(d.dialectRes) > 0 || len(d.external) > 0 {
		var sb bytes.Buffer
		d.writeResources(&sb)
		if err := b.lowerItems(sb.Bytes(), nil); err != nil {
			return nil, nil, err
		}
	}
	fin, err := b.stream.Finish()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrNeedsText, err)
	}
	res = fin.Resources
	return top, res, nil
}

// irBuilder builds the IR of a decoder's IR section.
type irBuilder struct {
	d      *decoder
	reg    dialect.Registry
	stream *lower.Stream
	// types are the types by index, lowered when first met.
	types []ir.Type
	// vals are the values by the decoder's value id, nil until defined;
	// fix the operands that used a value before its definition.
	vals [][]ir.Value
	fix  []fixup
	ctx  *ir.Context
	// attrs are the attributes by index, built when first met; texts the
	// values of the dictionary entries lowered from their text; propCache
	// each properties entry's attribute, for the op name it was read for.
	attrs     []ir.Attribute
	texts     map[string]ir.Attribute
	propCache []propSlot
	// ids and tys are scratch lists (an op's operands, its result types).
	ids []int
	tys []ir.Type
	// lowered is the op the last lowerItems lowered.
	lowered *ir.Operation
}

type fixup struct {
	op     *ir.Operation
	index  int
	value  int
	offset int
}

type propSlot struct {
	name int // the op name's index + 1; 0: not read
	attr ir.Attribute
}

// lowerItems parses src and lowers its items through the builder's
// stream; the last op lowered is b.lowered. An error is ErrNeedsText's.
func (b *irBuilder) lowerItems(src []byte, _ any) error {
	m, err := grammar.ParseFileWith("bytecode", src, grammar.Options{Registry: b.reg})
	if err != nil {
		return fmt.Errorf("%w: %v", ErrNeedsText, err)
	}
	for _, it := range m.Items {
		op, err := b.stream.Item(it)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrNeedsText, err)
		}
		if op != nil {
			b.lowered = op
		}
	}
	return nil
}

// typ returns type t, lowered from its text the first time.
func (b *irBuilder) typ(t int) (ir.Type, error) {
	if ty := b.types[t]; ty != nil {
		return ty, nil
	}
	e, err := b.d.typ(t)
	if err != nil {
		return nil, err
	}
	b.lowered = nil
	if err := b.lowerItems([]byte(`"bytecode.type"() : () -> (`+e.text+")"), nil); err != nil {
		return nil, err
	}
	if b.lowered == nil || len(b.lowered.Results) != 1 {
		return nil, fmt.Errorf("%w: type %s", ErrNeedsText, e.text)
	}
	b.types[t] = b.lowered.Results[0].Type()
	return b.types[t], nil
}

// attr returns attribute i: integers and floats built from their
// encoding, the others lowered from their text the first time.
func (b *irBuilder) attr(i int) (ir.Attribute, error) {
	if a := b.attrs[i]; a != nil {
		return a, nil
	}
	a, err := b.builtinNumber(i)
	if err != nil {
		return nil, err
	}
	if a == nil {
		e, err := b.d.attr(i)
		if err != nil {
			return nil, err
		}
		if a, err = b.lowerEntry("a = " + e.text); err != nil {
			return nil, err
		}
	}
	b.attrs[i] = a
	return a, nil
}

// builtinNumber builds attribute i when it is a builtin integer or float
// (the attributes a file has most of), else returns nil: the attribute
// its text would lower to (an integer's value wrapped to its type, i1's
// true and false, a float's bits).
func (b *irBuilder) builtinNumber(i int) (ir.Attribute, error) {
	d := b.d
	e := &d.attrs[i]
	if !e.custom || e.state != 0 || d.dialects[e.dialect] != "builtin" {
		return nil, nil
	}
	r := &reader{data: e.data.data, base: e.data.base}
	code, err := r.varint()
	if err != nil || (code != aInteger && code != aFloat) {
		return nil, nil
	}
	ti, err := d.typeRef(r)
	if err != nil {
		return nil, err
	}
	t, err := d.typ(ti)
	if err != nil {
		return nil, err
	}
	if code == aInteger && (t.signed < 0 || t.width <= 0) || code == aFloat && (t.width <= 0 || t.signed >= 0) {
		return nil, nil // the text path says what is wrong
	}
	v, err := r.apint(t.width)
	if err != nil {
		return nil, err
	}
	if !r.empty() {
		return nil, nil
	}
	ty, err := b.typ(ti)
	if err != nil {
		return nil, err
	}
	ctx := b.ctx
	if code == aFloat {
		ft, ok := ty.(*ir.FloatType)
		if !ok {
			return nil, nil
		}
		lo := new(big.Int).And(v, new(big.Int).SetUint64(math.MaxUint64)).Uint64()
		hi := new(big.Int).Rsh(v, 64).Uint64()
		return ctx.FloatAttr(ft, lo, hi), nil
	}
	if t.text == "i1" {
		return ctx.BoolAttr(v.Sign() != 0), nil
	}
	if t.signed != 2 && v.Bit(t.width-1) == 1 { // negative
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(t.width)))
	}
	switch ty.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(ty, v), nil
	}
	return nil, nil
}

// lowerEntry lowers one dictionary entry's text (`name = value`, or a
// unit's `name`), once per text, and returns its value.
func (b *irBuilder) lowerEntry(text string) (ir.Attribute, error) {
	if a, ok := b.texts[text]; ok {
		return a, nil
	}
	b.lowered = nil
	src := `"bytecode.attr"() {` + text + `} : () -> ()`
	if err := b.lowerItems([]byte(src), nil); err != nil {
		return nil, err
	}
	if b.lowered == nil || b.lowered.Attrs == nil || len(b.lowered.Attrs.Entries) != 1 {
		return nil, fmt.Errorf("%w: %s", ErrNeedsText, src)
	}
	a := b.lowered.Attrs.Entries[0].Value
	b.texts[text] = a
	return a, nil
}

// props reads an op's properties (decoder.readOpProps) as the attribute
// its text lowers to.
func (b *irBuilder) props(r *reader, ni int, name opName) (ir.Attribute, error) {
	d := b.d
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return nil, err
	}
	if i >= uint64(len(d.props)) {
		return nil, &Error{Offset: start, Msg: fmt.Sprintf("properties index %d out of range", i)}
	}
	// An entry is shared by ops of one name, usually.
	if c := b.propCache[i]; c.name == ni+1 {
		return c.attr, nil
	}
	a, err := b.readProps(&reader{data: d.props[i], base: d.propBase[i]}, name)
	if err != nil {
		return nil, err
	}
	b.propCache[i] = propSlot{ni + 1, a}
	return a, nil
}

// readProps is decoder.readProps building the attributes.
func (b *irBuilder) readProps(pr *reader, name opName) (ir.Attribute, error) {
	d := b.d
	var def *ods.Op
	if name.registered && d.reg != nil {
		def = d.reg.Op(name.name)
	}
	if def == nil {
		if name.registered && d.reg == nil {
			return nil, pr.errf("properties of %s need its definition", name.name)
		}
		i, err := d.attrRef(pr)
		if err != nil {
			return nil, err
		}
		a, err := b.attr(i)
		if err != nil {
			return nil, err
		}
		if !pr.empty() {
			return nil, pr.errf("trailing bytes in %s's properties", name.name)
		}
		return a, nil
	}
	p := d.plan(def)
	var l []ir.NamedAttribute
	for _, n := range p.names {
		a := p.attrs[n]
		present := true
		var idx uint64
		var err error
		if a.Optional || a.Default != "" {
			if idx, present, err = pr.varintFlag(); err != nil {
				return nil, err
			}
		} else if idx, err = pr.varint(); err != nil {
			return nil, err
		}
		if !present {
			continue
		}
		if idx >= uint64(len(d.attrs)) {
			return nil, pr.errf("attribute index %d out of range", idx)
		}
		v, err := b.attr(int(idx))
		if err != nil {
			return nil, err
		}
		l = append(l, ir.NamedAttribute{Name: n, Value: v})
	}
	for _, a := range p.native {
		t, err := nativeProp(pr, a)
		if err != nil {
			return nil, err
		}
		v, err := b.lowerEntry(t)
		if err != nil {
			return nil, err
		}
		l = append(l, ir.NamedAttribute{Name: a.Name, Value: v})
	}
	for _, seg := range []struct {
		trait, name string
		n           int
	}{{"AttrSizedOperandSegments", "operandSegmentSizes", len(def.Operands)}, {"AttrSizedResultSegments", "resultSegmentSizes", len(def.Results)}} {
		if !d.reg.HasTrait(def.Name, seg.trait) {
			continue
		}
		if d.version < 6 {
			i, err := d.attrRef(pr)
			if err != nil {
				return nil, err
			}
			v, err := b.attr(i)
			if err != nil {
				return nil, err
			}
			l = append(l, ir.NamedAttribute{Name: seg.name, Value: v})
			continue
		}
		v, err := pr.sparseArray(seg.n)
		if err != nil {
			return nil, err
		}
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = fmt.Sprint(int32(x))
		}
		t := "array<i32"
		if len(s) > 0 {
			t += ": " + strings.Join(s, ", ")
		}
		a, err := b.lowerEntry(seg.name + " = " + t + ">")
		if err != nil {
			return nil, err
		}
		l = append(l, ir.NamedAttribute{Name: seg.name, Value: a})
	}
	if !pr.empty() {
		return nil, pr.errf("trailing bytes in %s's properties", name.name)
	}
	if len(l) == 0 {
		return nil, nil
	}
	for i := 1; i < len(l); i++ {
		for j := 0; j < i; j++ {
			if l[j].Name == l[i].Name {
				return nil, fmt.Errorf("%w: %s's properties name %s twice", ErrNeedsText, name.name, l[i].Name)
			}
		}
	}
	return b.ctx.Dictionary(l), nil
}

func (b *irBuilder) readIR(r *reader) (*ir.Operation, error) {
	d := b.d
	s := &scope{}
	s.push(0)
	top := &ir.Block{}
	d.blocks++
	if err := b.readBlock(r, s, top, nil); err != nil {
		return nil, err
	}
	if !r.empty() {
		return nil, r.errf("trailing bytes in the IR section")
	}
	if len(top.Args) > 0 {
		return nil, r.errf("the top-level block has arguments")
	}
	for id, t := range d.valType {
		if t < 0 {
			return nil, r.errf("value %d is used but never defined", id)
		}
	}
	for _, f := range b.fix {
		v := b.value(f.value)
		if v == nil {
			return nil, &Error{Offset: f.offset, Msg: fmt.Sprintf("value %d is used but never defined", f.value)}
		}
		f.op.Operands[f.index] = v
	}
	if len(top.Ops) != 1 || top.Ops[0].Name != "builtin.module" || len(top.Ops[0].Results) != 0 {
		return nil, fmt.Errorf("%w: the top level is not one builtin.module", ErrNeedsText)
	}
	m := top.Ops[0]
	m.Parent = nil
	return m, nil
}

// valPage is the number of values of a page of irBuilder.vals: pages
// grow the table without copying it.
const valPage = 1 << 12

// define records v as the value id.
func (b *irBuilder) define(id int, v ir.Value) {
	for id/valPage >= len(b.vals) {
		b.vals = append(b.vals, make([]ir.Value, valPage))
	}
	b.vals[id/valPage][id%valPage] = v
}

// value returns the value id, nil before its definition.
func (b *irBuilder) value(id int) ir.Value {
	if id/valPage >= len(b.vals) {
		return nil
	}
	return b.vals[id/valPage][id%valPage]
}

// readBlock is decoder.readBlock building blk.
func (b *irBuilder) readBlock(r *reader, s *scope, blk *ir.Block, blocks []*ir.Block) error {
	d := b.d
	nops, hasArgs, err := r.varintFlag()
	if err != nil {
		return err
	}
	if nops > uint64(r.left()) {
		return r.errf("%d ops exceed the %d bytes left", nops, r.left())
	}
	if hasArgs {
		n, err := r.count("block argument", 1)
		if err != nil {
			return err
		}
		blk.Args = make([]*ir.BlockArgument, 0, n)
		for i := 0; i < n; i++ {
			var t int
			hasLoc := true
			if d.version >= vElideUnknownBlockArgLoc {
				start := r.off()
				v, f, err := r.varintFlag()
				if err != nil {
					return err
				}
				if v >= uint64(len(d.types)) {
					return &Error{Offset: start, Msg: fmt.Sprintf("type index %d out of range", v)}
				}
				t, hasLoc = int(v), f
			} else if t, err = d.typeRef(r); err != nil {
				return err
			}
			ty, err := b.typ(t)
			if err != nil {
				return err
			}
			if hasLoc {
				if _, err = d.attrRef(r); err != nil {
					return err
				}
			}
			id, err := d.define(r, s, t)
			if err != nil {
				return err
			}
			b.define(id, blk.AddArgument(ty, nil))
		}
		if d.version >= vUseListOrdering {
			has, err := r.byte1()
			if err != nil {
				return err
			}
			if has != 0 {
				if err := d.skipUseList(r, n); err != nil {
					return err
				}
			}
		}
	}
	// Each op takes 3 bytes at least (name, mask, location).
	blk.Ops = make([]*ir.Operation, 0, min(nops, uint64(r.left()/3)))
	for i := uint64(0); i < nops; i++ {
		o, err := b.readOp(r, s, blocks)
		if err != nil {
			return err
		}
		blk.Append(o)
	}
	return nil
}

// readOp is decoder.readOp building the op.
func (b *irBuilder) readOp(r *reader, s *scope, blocks []*ir.Block) (*ir.Operation, error) {
	d := b.d
	start := r.off()
	ni, err := r.varint()
	if err != nil {
		return nil, err
	}
	if ni >= uint64(len(d.opNames)) {
		return nil, &Error{Offset: start, Msg: fmt.Sprintf("op name index %d out of range", ni)}
	}
	name := d.opNames[ni]
	mask, err := r.byte1()
	if err != nil {
		return nil, err
	}
	if mask&0x80 != 0 {
		return nil, &Error{Offset: r.off() - 1, Msg: fmt.Sprintf("unknown op encoding bits 0x%02x", mask)}
	}
	if _, err := d.attrRef(r); err != nil {
		return nil, err
	}
	var attrs *ir.DictionaryAttr
	if mask&hasAttrs != 0 {
		i, err := d.attrRef(r)
		if err != nil {
			return nil, err
		}
		a, err := b.attr(i)
		if err != nil {
			return nil, err
		}
		dict, ok := a.(*ir.DictionaryAttr)
		if !ok {
			return nil, fmt.Errorf("%w: %s's attributes are not a dictionary", ErrNeedsText, name.name)
		}
		if len(dict.Entries) > 0 {
			attrs = dict
		}
	}
	var props ir.Attribute
	if mask&hasProperties != 0 {
		if d.version < vNativeProperties {
			return nil, r.errf("properties in bytecode version %d", d.version)
		}
		if props, err = b.props(r, int(ni), name); err != nil {
			if e, ok := err.(*Error); ok {
				return nil, &Error{Offset: e.Offset, Msg: name.name + "'s properties: " + e.Msg}
			}
			return nil, err
		}
	}
	var resTypes []int
	b.tys = b.tys[:0]
	if mask&hasResults != 0 {
		n, err := r.count("result", 1)
		if err != nil {
			return nil, err
		}
		for i := 0; i < n; i++ {
			t, err := d.typeRef(r)
			if err != nil {
				return nil, err
			}
			ty, err := b.typ(t)
			if err != nil {
				return nil, err
			}
			resTypes = append(resTypes, t)
			b.tys = append(b.tys, ty)
		}
	}
	o := ir.NewOperation(name.name, b.tys)
	o.Properties, o.Attrs = props, attrs
	if err := b.stream.Generic(o); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNeedsText, err)
	}
	if mask&hasOperands != 0 {
		n, err := r.count("operand", 1)
		if err != nil {
			return nil, err
		}
		o.Operands = make([]ir.Value, n)
		for i := 0; i < n; i++ {
			at := r.off()
			v, err := d.use(r, s)
			if err != nil {
				return nil, err
			}
			if val := b.value(v); val != nil {
				o.Operands[i] = val
			} else {
				b.fix = append(b.fix, fixup{o, i, v, at})
			}
		}
	}
	if mask&hasSuccessors != 0 {
		n, err := r.count("successor", 1)
		if err != nil {
			return nil, err
		}
		for i := 0; i < n; i++ {
			st := r.off()
			bi, err := r.varint()
			if err != nil {
				return nil, err
			}
			if bi >= uint64(len(blocks)) {
				return nil, &Error{Offset: st, Msg: fmt.Sprintf("successor %d out of range (%d blocks)", bi, len(blocks))}
			}
			o.Successors = append(o.Successors, blocks[bi])
		}
	}
	if mask&hasUseListOrders != 0 {
		if err := d.skipUseList(r, len(resTypes)); err != nil {
			return nil, err
		}
	}
	for i, t := range resTypes {
		id, err := d.define(r, s, t)
		if err != nil {
			return nil, err
		}
		b.define(id, &o.Results[i])
	}
	if mask&hasInlineRegions != 0 {
		n, isolated, err := r.varintFlag()
		if err != nil {
			return nil, err
		}
		if n > uint64(r.left())+1 && !(isolated && n <= 1<<16) {
			return nil, r.errf("%d regions exceed the bytes left", n)
		}
		rr, rs := r, s
		if isolated {
			rs = &scope{}
			if d.version >= vLazyLoading {
				st := r.off()
				id, sub, err := r.section()
				if err != nil {
					return nil, err
				}
				if id != secIR {
					return nil, &Error{Offset: st, Msg: fmt.Sprintf("section %d where an IR section was expected", id)}
				}
				rr = sub
				if n > uint64(rr.left()) {
					return nil, rr.errf("%d regions exceed the bytes left", n)
				}
			}
		}
		if d.depth >= maxDepth {
			return nil, r.errf("regions nested too deep")
		}
		d.depth++
		o.Regions = make([]*ir.Region, 0, n)
		for i := uint64(0); i < n; i++ {
			reg, err := b.readRegion(rr, rs)
			if err != nil {
				return nil, err
			}
			reg.Parent = o
			o.Regions = append(o.Regions, reg)
		}
		d.depth--
		if rr != r && !rr.empty() {
			return nil, rr.errf("trailing bytes in a region section")
		}
	}
	return o, nil
}

// readRegion is decoder.readRegion building the region.
func (b *irBuilder) readRegion(r *reader, s *scope) (*ir.Region, error) {
	d := b.d
	nb, err := r.count("block", 1)
	if err != nil {
		return nil, err
	}
	reg := &ir.Region{}
	if nb == 0 {
		return reg, nil
	}
	nv, err := r.count("value", 1)
	if err != nil {
		return nil, err
	}
	if d.open+nv+nb > d.size {
		return nil, r.errf("%d blocks and values declared in regions of a %d-byte file", d.open+nv+nb, d.size)
	}
	d.open += nv + nb
	reg.Blocks = make([]*ir.Block, nb)
	for i := range reg.Blocks {
		reg.Blocks[i] = &ir.Block{Parent: reg}
		d.blocks++
	}
	s.push(nv)
	for _, blk := range reg.Blocks {
		if err := b.readBlock(r, s, blk, reg.Blocks); err != nil {
			return nil, err
		}
	}
	s.pop()
	d.open -= nv + nb
	return reg, nil
}
