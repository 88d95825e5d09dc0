package bytecode

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

type op struct {
	name     string
	results  []int
	operands []int
	succs    []int // block ids
	props    string
	attrs    string
	regions  []*region
	loc      int // its location attribute
}

type block struct {
	id      int
	args    []int
	argLocs []int // each argument's location attribute, -1 when unknown (elided)
	ops     []*op
}

type region struct{ blocks []*block }

// scope numbers the values of an isolated region and the regions in it.
type scope struct {
	slots []int // value ids; -1 until defined or used
	next  []int // per open region: the slot its next value takes
	start []int // per open region: its first slot
}

func (s *scope) push(n int) {
	s.next = append(s.next, len(s.slots))
	s.start = append(s.start, len(s.slots))
	for i := 0; i < n; i++ {
		s.slots = append(s.slots, -1)
	}
}

func (s *scope) pop() {
	top := s.start[len(s.start)-1]
	s.next = s.next[:len(s.next)-1]
	s.start = s.start[:len(s.start)-1]
	s.slots = s.slots[:top]
}

func (d *decoder) newValue() int {
	d.valType = append(d.valType, -1)
	return len(d.valType) - 1
}

// define gives the next value of the innermost region its type.
func (d *decoder) define(r *reader, s *scope, t int) (int, error) {
	n := &s.next[len(s.next)-1]
	if *n >= len(s.slots) {
		if len(s.next) > 1 {
			return 0, r.errf("more values defined than the region declares")
		}
		s.slots = append(s.slots, -1) // the top level declares none
	}
	id := s.slots[*n]
	if id < 0 {
		id = d.newValue()
		s.slots[*n] = id
	}
	if d.valType[id] >= 0 {
		return 0, r.errf("value defined twice")
	}
	d.valType[id] = t
	*n++
	return id, nil
}

func (d *decoder) use(r *reader, s *scope) (int, error) {
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return 0, err
	}
	if i >= uint64(len(s.slots)) {
		return 0, &Error{Offset: start, Msg: fmt.Sprintf("value index %d out of range (%d values)", i, len(s.slots))}
	}
	if s.slots[i] < 0 {
		s.slots[i] = d.newValue()
	}
	return s.slots[i], nil
}

func (d *decoder) readIR(r *reader) (*block, error) {
	s := &scope{}
	s.push(0)
	b := &block{id: d.blocks}
	d.blocks++
	if err := d.readBlock(r, s, b, nil); err != nil {
		return nil, err
	}
	if !r.empty() {
		return nil, r.errf("trailing bytes in the IR section")
	}
	if len(b.args) > 0 {
		return nil, r.errf("the top-level block has arguments")
	}
	for id, t := range d.valType {
		if t < 0 {
			return nil, r.errf("value %d is used but never defined", id)
		}
	}
	return b, nil
}

func (d *decoder) skipUseList(r *reader, rangeSize int) error {
	n := uint64(1)
	var err error
	if rangeSize > 1 {
		if n, err = r.varint(); err != nil {
			return err
		}
		if n > uint64(rangeSize) {
			return r.errf("use-list orders for %d of %d values", n, rangeSize)
		}
	}
	for i := uint64(0); i < n; i++ {
		if rangeSize > 1 {
			if _, err := r.varint(); err != nil {
				return err
			}
		}
		// m indices, read as (from, to) pairs when flagged: the order
		// is not kept (the printer never shows use-lists).
		m, _, err := r.varintFlag()
		if err != nil {
			return err
		}
		if m > uint64(r.left()) {
			return r.errf("use-list of %d entries exceeds the bytes left", m)
		}
		for j := uint64(0); j < m; j++ {
			if _, err := r.varint(); err != nil {
				return err
			}
		}
	}
	return nil
}

// readBlock reads a block's header and ops; blocks are the region's blocks
// (successors are indices in them).
func (d *decoder) readBlock(r *reader, s *scope, b *block, blocks []*block) error {
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
			if _, err := d.typ(t); err != nil {
				return err
			}
			loc := -1
			if hasLoc {
				if loc, err = d.attrRef(r); err != nil {
					return err
				}
			}
			id, err := d.define(r, s, t)
			if err != nil {
				return err
			}
			b.args = append(b.args, id)
			b.argLocs = append(b.argLocs, loc)
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
	for i := uint64(0); i < nops; i++ {
		o, err := d.readOp(r, s, blocks)
		if err != nil {
			return err
		}
		b.ops = append(b.ops, o)
	}
	return nil
}

func (d *decoder) readOp(r *reader, s *scope, blocks []*block) (*op, error) {
	start := r.off()
	ni, err := r.varint()
	if err != nil {
		return nil, err
	}
	if ni >= uint64(len(d.opNames)) {
		return nil, &Error{Offset: start, Msg: fmt.Sprintf("op name index %d out of range", ni)}
	}
	name := d.opNames[ni]
	o := &op{name: name.name}
	mask, err := r.byte1()
	if err != nil {
		return nil, err
	}
	if mask&0x80 != 0 {
		return nil, &Error{Offset: r.off() - 1, Msg: fmt.Sprintf("unknown op encoding bits 0x%02x", mask)}
	}
	if o.loc, err = d.attrRef(r); err != nil {
		return nil, err
	}
	if mask&hasAttrs != 0 {
		if o.attrs, err = d.attrText(r); err != nil {
			return nil, err
		}
	}
	if mask&hasProperties != 0 {
		if d.version < vNativeProperties {
			return nil, r.errf("properties in bytecode version %d", d.version)
		}
		if o.props, err = d.readOpProps(r, name); err != nil {
			if e, ok := err.(*Error); ok {
				return nil, &Error{Offset: e.Offset, Msg: name.name + "'s properties: " + e.Msg}
			}
			return nil, err
		}
	}
	var resTypes []int
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
			if _, err := d.typ(t); err != nil {
				return nil, err
			}
			resTypes = append(resTypes, t)
		}
	}
	if mask&hasOperands != 0 {
		n, err := r.count("operand", 1)
		if err != nil {
			return nil, err
		}
		for i := 0; i < n; i++ {
			v, err := d.use(r, s)
			if err != nil {
				return nil, err
			}
			o.operands = append(o.operands, v)
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
			o.succs = append(o.succs, blocks[bi].id)
		}
	}
	if mask&hasUseListOrders != 0 {
		if err := d.skipUseList(r, len(resTypes)); err != nil {
			return nil, err
		}
	}
	for _, t := range resTypes {
		id, err := d.define(r, s, t)
		if err != nil {
			return nil, err
		}
		o.results = append(o.results, id)
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
		for i := uint64(0); i < n; i++ {
			reg, err := d.readRegion(rr, rs)
			if err != nil {
				return nil, err
			}
			o.regions = append(o.regions, reg)
		}
		d.depth--
		if rr != r && !rr.empty() {
			return nil, rr.errf("trailing bytes in a region section")
		}
	}
	return o, nil
}

func (d *decoder) readRegion(r *reader, s *scope) (*region, error) {
	nb, err := r.count("block", 1)
	if err != nil {
		return nil, err
	}
	reg := &region{}
	if nb == 0 {
		return reg, nil
	}
	nv, err := r.count("value", 1)
	if err != nil {
		return nil, err
	}
	// Each block and value of the open regions is defined by bytes of its
	// own: more than the file has is bad bytecode (no allocation follows).
	if d.open+nv+nb > d.size {
		return nil, r.errf("%d blocks and values declared in regions of a %d-byte file", d.open+nv+nb, d.size)
	}
	d.open += nv + nb
	for i := 0; i < nb; i++ {
		reg.blocks = append(reg.blocks, &block{id: d.blocks})
		d.blocks++
	}
	s.push(nv)
	for _, b := range reg.blocks {
		if err := d.readBlock(r, s, b, reg.blocks); err != nil {
			return nil, err
		}
	}
	s.pop()
	d.open -= nv + nb
	return reg, nil
}

// readOpProps reads an op's properties: as one attribute for an op without
// ODS properties (unregistered), else as ODS writes them: its inherent
// attributes by name (optional ones and those with a default flagged), then
// the operand and result segment sizes.
func (d *decoder) readOpProps(r *reader, name opName) (string, error) {
	_, t, err := d.opProps(r, name)
	return t, err
}

// opProps is readOpProps, with the index of the properties entry.
func (d *decoder) opProps(r *reader, name opName) (int, string, error) {
	start := r.off()
	i, err := r.varint()
	if err != nil {
		return 0, "", err
	}
	if i >= uint64(len(d.props)) {
		return 0, "", &Error{Offset: start, Msg: fmt.Sprintf("properties index %d out of range", i)}
	}
	// Properties are shared: one entry read once per op name.
	k := propKey{int(i), name.name}
	if t, ok := d.propText[k]; ok {
		return int(i), t, nil
	}
	t, err := d.readProps(&reader{data: d.props[i], base: d.propBase[i]}, name)
	if err != nil {
		return 0, "", err
	}
	if d.propText == nil {
		d.propText = map[propKey]string{}
	}
	d.propText[k] = t
	return int(i), t, nil
}

type propKey struct {
	index int
	op    string
}

// propPlan is how an op's properties are read: its inherent attributes
// (by name), its native properties, its segment sizes.
type propPlan struct {
	names  []string
	attrs  map[string]*ods.Attr
	native []*ods.Attr
}

func (d *decoder) plan(def *ods.Op) *propPlan {
	if p, ok := d.plans[def]; ok {
		return p
	}
	p := &propPlan{attrs: map[string]*ods.Attr{}}
	for _, a := range def.Attrs {
		if a.Property {
			p.native = append(p.native, a)
			continue
		}
		if a.Name == "operandSegmentSizes" || a.Name == "resultSegmentSizes" {
			continue
		}
		p.names = append(p.names, a.Name)
		p.attrs[a.Name] = a
	}
	p.names = sortedNames(p.names)
	if d.plans == nil {
		d.plans = map[*ods.Op]*propPlan{}
	}
	d.plans[def] = p
	return p
}

// readProps reads one properties entry of an op.
func (d *decoder) readProps(pr *reader, name opName) (string, error) {
	var err error
	var def *ods.Op
	if name.registered && d.reg != nil {
		def = d.reg.Op(name.name)
	}
	if def == nil {
		if name.registered && d.reg == nil {
			return "", pr.errf("properties of %s need its definition", name.name)
		}
		t, err := d.attrText(pr)
		if err != nil {
			return "", err
		}
		if !pr.empty() {
			return "", pr.errf("trailing bytes in %s's properties", name.name)
		}
		return t, nil
	}
	p := d.plan(def)
	var l []string
	for _, n := range p.names {
		a := p.attrs[n]
		present := true
		var idx uint64
		if a.Optional || a.Default != "" {
			if idx, present, err = pr.varintFlag(); err != nil {
				return "", err
			}
		} else if idx, err = pr.varint(); err != nil {
			return "", err
		}
		if !present {
			continue
		}
		if idx >= uint64(len(d.attrs)) {
			return "", pr.errf("attribute index %d out of range", idx)
		}
		e, err := d.attr(int(idx))
		if err != nil {
			return "", err
		}
		l = append(l, key(n)+" = "+e.text)
	}
	// The native properties follow, in the order ODS declares them.
	for _, a := range p.native {
		t, err := nativeProp(pr, a)
		if err != nil {
			return "", err
		}
		l = append(l, t)
	}
	for _, seg := range []struct {
		trait, name string
		n           int
	}{{"AttrSizedOperandSegments", "operandSegmentSizes", len(def.Operands)}, {"AttrSizedResultSegments", "resultSegmentSizes", len(def.Results)}} {
		if !d.reg.HasTrait(def.Name, seg.trait) {
			continue
		}
		if d.version < 6 {
			t, err := d.attrText(pr)
			if err != nil {
				return "", err
			}
			l = append(l, seg.name+" = "+t)
			continue
		}
		v, err := pr.sparseArray(seg.n)
		if err != nil {
			return "", err
		}
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = fmt.Sprint(int32(x))
		}
		t := "array<i32"
		if len(s) > 0 {
			t += ": " + strings.Join(s, ", ")
		}
		l = append(l, seg.name+" = "+t+">")
	}
	if !pr.empty() {
		return "", pr.errf("trailing bytes in %s's properties", name.name)
	}
	if len(l) == 0 {
		return "", nil
	}
	return "{" + strings.Join(l, ", ") + "}", nil
}

// nativeProp reads an ODS native property as its writeToMlirBytecode
// writes it and spells it as mlir-opt's generic form prints it: a UnitProp
// is a byte (printed `name` when set, else `name = false`), an optional
// integer (AlignmentProp) a byte then, when set, a varint (`[v]` or `[]`),
// an enum property a varint (an integer of the type its default names).
func nativeProp(r *reader, a *ods.Attr) (string, error) {
	k := key(a.Name)
	switch {
	case a.Storage == "bool":
		start := r.off()
		b, err := r.byte1()
		if err != nil {
			return "", err
		}
		switch b {
		case 0:
			return k + " = false", nil
		case 1:
			return k, nil
		}
		return "", &Error{Offset: start, Msg: fmt.Sprintf("property %s: bool byte %d", a.Name, b)}
	case a.Storage == "std::optional<int64_t>":
		start := r.off()
		b, err := r.byte1()
		if err != nil {
			return "", err
		}
		switch b {
		case 0:
			return k + " = []", nil
		case 1:
			v, err := r.varint()
			if err != nil {
				return "", err
			}
			return fmt.Sprintf("%s = [%d]", k, int64(v)), nil
		}
		return "", &Error{Offset: start, Msg: fmt.Sprintf("property %s: bool byte %d", a.Name, b)}
	case a.Enum != "" && enumDefault.MatchString(a.Default):
		v, err := r.varint()
		if err != nil {
			return "", err
		}
		ty := enumDefault.FindStringSubmatch(a.Default)[1]
		return fmt.Sprintf("%s = %d : %s", k, v, ty), nil
	}
	return "", r.errf("no reader for property %s (%s) yet", a.Name, a.Constraint)
}

// enumDefault is an enum property's default as the generic form prints
// it: an integer and its type.
var enumDefault = regexp.MustCompile(`^-?[0-9]+ : (i[0-9]+)$`)

func key(n string) string {
	if isBareID(n) {
		return n
	}
	return quote(n)
}

// sparseArray reads an array of n varints written densely or as
// index/value pairs.
func (r *reader) sparseArray(n int) ([]uint64, error) {
	a := make([]uint64, n)
	cnt, sparse, err := r.varintFlag()
	if err != nil {
		return nil, err
	}
	if cnt == 0 {
		return a, nil
	}
	if !sparse {
		if cnt != uint64(n) && cnt > uint64(n) {
			return nil, r.errf("%d elements for an array of %d", cnt, n)
		}
		for i := range a {
			if a[i], err = r.varint(); err != nil {
				return nil, err
			}
		}
		return a, nil
	}
	bitsz, err := r.varint()
	if err != nil {
		return nil, err
	}
	if bitsz > 63 {
		return nil, r.errf("bad index width %d", bitsz)
	}
	if cnt > uint64(n) {
		return nil, r.errf("%d elements for an array of %d", cnt, n)
	}
	for i := uint64(0); i < cnt; i++ {
		p, err := r.varint()
		if err != nil {
			return nil, err
		}
		idx := p & (1<<bitsz - 1)
		if idx >= uint64(n) {
			return nil, r.errf("index %d out of an array of %d", idx, n)
		}
		a[idx] = p >> bitsz
	}
	return a, nil
}

// printOp writes op in the generic form.
func (d *decoder) printOp(sb *bytes.Buffer, o *op, indent int) error {
	writeIndent(sb, indent)
	for i, v := range o.results {
		if i > 0 {
			sb.WriteString(", ")
		}
		writeName(sb, "%v", v)
	}
	if len(o.results) > 0 {
		sb.WriteString(" = ")
	}
	sb.WriteString(quote(o.name))
	sb.WriteByte('(')
	for i, v := range o.operands {
		if i > 0 {
			sb.WriteString(", ")
		}
		writeName(sb, "%v", v)
	}
	sb.WriteByte(')')
	if len(o.succs) > 0 {
		sb.WriteByte('[')
		for i, b := range o.succs {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeName(sb, "^bb", b)
		}
		sb.WriteByte(']')
	}
	if o.props != "" {
		sb.WriteString(" <" + o.props + ">")
	}
	if len(o.regions) > 0 {
		sb.WriteString(" (")
		for i, reg := range o.regions {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString("{\n")
			for _, b := range reg.blocks {
				writeIndent(sb, indent)
				writeName(sb, "^bb", b.id)
				if len(b.args) > 0 {
					sb.WriteByte('(')
					for j, a := range b.args {
						if j > 0 {
							sb.WriteString(", ")
						}
						writeName(sb, "%v", a)
						sb.WriteString(": " + d.types[d.valType[a]].text)
						if d.locs && b.argLocs[j] >= 0 {
							if err := d.printLoc(sb, b.argLocs[j]); err != nil {
								return err
							}
						}
					}
					sb.WriteByte(')')
				}
				sb.WriteString(":\n")
				for _, c := range b.ops {
					if err := d.printOp(sb, c, indent+1); err != nil {
						return err
					}
				}
			}
			writeIndent(sb, indent)
			sb.WriteByte('}')
		}
		sb.WriteByte(')')
	}
	if o.attrs != "" && o.attrs != "{}" {
		sb.WriteString(" " + o.attrs)
	}
	sb.WriteString(" : (")
	for i, v := range o.operands {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(d.types[d.valType[v]].text)
	}
	sb.WriteString(") -> (")
	for i, v := range o.results {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(d.types[d.valType[v]].text)
	}
	sb.WriteByte(')')
	if d.locs {
		if err := d.printLoc(sb, o.loc); err != nil {
			return err
		}
	}
	sb.WriteByte('\n')
	return nil
}

// printLoc writes ` loc(...)`, the location attribute i.
func (d *decoder) printLoc(sb *bytes.Buffer, i int) error {
	e, err := d.attr(i)
	if err != nil {
		return err
	}
	if !e.isLoc {
		return &Error{Offset: e.data.base, Msg: "a location was expected, got " + e.text}
	}
	sb.WriteString(" " + e.text)
	return nil
}

// writeName writes prefix and n (%v3, ^bb2).
func writeName(sb *bytes.Buffer, prefix string, n int) {
	var buf [24]byte
	sb.WriteString(prefix)
	sb.Write(strconv.AppendInt(buf[:0], int64(n), 10))
}

const spaces = "                                                                "

// writeIndent writes two spaces per level.
func writeIndent(sb *bytes.Buffer, level int) {
	for n := 2 * level; n > 0; {
		k := min(n, len(spaces))
		sb.WriteString(spaces[:k])
		n -= k
	}
}
