package bytecode

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// writeProps writes (e nil: numbers) a registered op's ODS properties as
// its generated writeProperties does: the inherent attributes by name
// (optional and default-valued ones flagged present or not), then the
// operand and result segment sizes (a sparse array since version 6, a
// DenseI32ArrayAttr before).
func (w *writer) writeProps(e *emitter, op *ir.Operation, in *opInfo) {
	d := dw{w, e}
	props, _ := op.Properties.(*ir.DictionaryAttr)
	get := func(name string) ir.Attribute {
		if props == nil {
			return nil
		}
		return props.Get(name)
	}
	for _, a := range in.attrs {
		v := get(a.Name)
		if a.Optional || a.Default != "" {
			if v == nil {
				d.varint(0)
				continue
			}
			if e == nil {
				w.numberAttr(v)
			} else {
				e.varintFlag(uint64(w.attrM[v].number), true)
			}
			continue
		}
		if v == nil {
			if w.err == nil {
				w.err = fmt.Errorf("%s lacks its inherent attribute %s", op.Name, a.Name)
			}
			d.varint(0)
			continue
		}
		d.attr(v)
	}
	for _, s := range in.segments {
		v, _ := get(s.name).(*ir.DenseArrayAttr)
		if v == nil {
			if w.err == nil {
				w.err = fmt.Errorf("%s lacks its %s", op.Name, s.name)
			}
			continue
		}
		if w.version < 6 {
			d.attr(v)
			continue
		}
		if e != nil {
			sparseArray(e, v.Values)
		}
	}
}

// sparseArray writes small unsigned values as writeSparseArray does: dense
// unless at least half are zero and the last non-zero is at index <= 256,
// else the non-zero ones as value<<bits | index.
func sparseArray(e *emitter, a []uint64) {
	nonZero, last := 0, 0
	for i, v := range a {
		if uint32(v) != 0 {
			nonZero++
			last = i
		}
	}
	if last > 256 || nonZero > len(a)/2 {
		e.varintFlag(uint64(len(a)), false)
		for _, v := range a {
			e.varint(uint64(uint32(v)))
		}
		return
	}
	e.varintFlag(uint64(nonZero), true)
	if nonZero == 0 {
		return
	}
	ib := bits.Len32(uint32(last)) // Log2_32_Ceil(last+1)
	e.varint(uint64(ib))
	for i := 0; i <= last; i++ {
		if v := uint32(a[i]); v != 0 {
			e.varint(uint64(v)<<ib | uint64(i))
		}
	}
}

// dialectVersions are the versions the dialects of mlir-opt 22 write
// (their bytecode interface's writeVersion): only the test dialect
// writes one, its major and minor numbers.
var dialectVersions = map[string][]uint64{"test": {2, 0}}

func (w *writer) write(top *ir.Operation, producer string) ([]byte, error) {
	var out emitter
	out.string(Magic)
	out.varint(uint64(w.version))
	out.cstring(producer)

	// Dialects and op names.
	var ds emitter
	ds.varint(uint64(len(w.dialects)))
	for _, d := range w.dialects {
		id := w.str(d.name)
		if w.version < vDialectVersioning {
			ds.varint(uint64(id))
			continue
		}
		v, ok := dialectVersions[d.name]
		ds.varintFlag(uint64(id), ok)
		if ok {
			var vs emitter
			for _, x := range v {
				vs.varint(x)
			}
			ds.section(secDialectVersions, &vs)
		}
	}
	if w.version >= vElideUnknownBlockArgLoc {
		ds.varint(uint64(len(w.opNames)))
	}
	for i := 0; i < len(w.opNames); {
		j := i + 1
		for j < len(w.opNames) && w.opNames[j].dialect == w.opNames[i].dialect {
			j++
		}
		ds.varint(uint64(w.opNames[i].dialect.number))
		ds.varint(uint64(j - i))
		for _, n := range w.opNames[i:j] {
			id := w.str(n.name[len(n.dialect.name)+1:])
			if w.version < vNativeProperties {
				ds.varint(uint64(id))
			} else {
				ds.varintFlag(uint64(id), n.registered)
			}
		}
		i = j
	}
	out.section(secDialect, &ds)

	// Attributes and types.
	var data, offs emitter
	offs.varint(uint64(len(w.attrs)))
	offs.varint(uint64(len(w.types)))
	prev := 0
	entries := func(es []*wEntry) {
		for i := 0; i < len(es); {
			j := i + 1
			for j < len(es) && es[j].dialect == es[i].dialect {
				j++
			}
			offs.varint(uint64(es[i].dialect.number))
			offs.varint(uint64(j - i))
			for _, x := range es[i:j] {
				custom := false
				if x.dialect.name == "builtin" {
					if x.attr != nil {
						custom = w.encodeAttr(&data, x.attr)
					} else {
						custom = w.encodeType(&data, x.typ)
					}
				}
				if !custom {
					var text string
					if x.attr != nil {
						text = ir.AttrString(x.attr)
					} else {
						text = ir.TypeString(x.typ)
					}
					// Each text is read on its own: a distinct attribute
					// in two of them would be read as two (mlir-opt's
					// dialects that hold them, llvm's debug info, have an
					// encoding of their own gomlir lacks).
					if strings.Contains(text, "distinct[") && w.err == nil {
						w.err = fmt.Errorf("cannot write %s as bytecode: it holds a distinct attribute, which needs dialect %s's bytecode encoding", text, x.dialect.name)
					}
					data.string(text)
					data.byte1(0)
				}
				offs.varintFlag(uint64(data.size()-prev), custom)
				prev = data.size()
			}
			i = j
		}
	}
	entries(w.attrs)
	entries(w.types)
	out.section(secAttrTypeOffset, &offs)
	out.section(secAttrType, &data)

	// The IR.
	var irs emitter
	irs.varintFlag(1, false)
	w.writeOp(&irs, top)
	if w.err != nil {
		return nil, w.err
	}
	out.section(secIR, &irs)

	w.resourceSections(&out)

	// Strings.
	var ss emitter
	ss.varint(uint64(len(w.strs)))
	for i := len(w.strs) - 1; i >= 0; i-- {
		ss.varint(uint64(len(w.strs[i]) + 1))
	}
	for _, s := range w.strs {
		ss.cstring(s)
	}
	out.section(secString, &ss)

	if w.version >= vNativeProperties {
		var ps emitter
		ps.varint(uint64(len(w.props)))
		for _, p := range w.props {
			ps.bytes(p)
		}
		out.section(secProperties, &ps)
	}
	return out.b, nil
}

// prop adds an op's encoded properties to the properties section (once
// for equal encodings) and returns their index.
func (w *writer) prop(raw []byte) int {
	var e emitter
	e.varint(uint64(len(raw)))
	e.bytes(raw)
	k := string(e.b)
	if i, ok := w.propM[k]; ok {
		return i
	}
	w.propM[k] = len(w.props)
	w.props = append(w.props, e.b)
	return len(w.props) - 1
}

func (w *writer) writeOp(e *emitter, op *ir.Operation) {
	e.varint(uint64(w.opNameM[op.Name].number))
	maskAt := e.size()
	mask := byte(0)
	e.byte1(0)
	e.varint(uint64(w.attrM[w.loc(op.Loc)].number))
	in := w.info(op)
	if d := w.opAttrs(op, in); d != nil && len(d.Entries) > 0 {
		mask |= hasAttrs
		e.varint(uint64(w.attrM[d].number))
	}
	if w.version >= vNativeProperties {
		var raw *emitter
		if in.registered {
			if in.props {
				raw = &emitter{}
				w.writeProps(raw, op, in)
			}
		} else if op.Properties != nil {
			raw = &emitter{}
			raw.varint(uint64(w.attrM[op.Properties].number))
		}
		if raw != nil {
			mask |= hasProperties
			e.varint(uint64(w.prop(raw.b)))
		}
	}
	if n := len(op.Results); n > 0 {
		mask |= hasResults
		e.varint(uint64(n))
		for i := range op.Results {
			e.varint(uint64(w.typeM[op.Results[i].Type()].number))
		}
	}
	if n := len(op.Operands); n > 0 {
		mask |= hasOperands
		e.varint(uint64(n))
		for _, v := range op.Operands {
			id, ok := w.valueID(v)
			if !ok && w.err == nil {
				w.err = fmt.Errorf("%s uses a value defined outside the IR written", op.Name)
			}
			e.varint(uint64(id))
		}
	}
	if n := len(op.Successors); n > 0 {
		mask |= hasSuccessors
		e.varint(uint64(n))
		for _, b := range op.Successors {
			e.varint(uint64(w.blocks[b].index))
		}
	}
	if w.version >= vUseListOrdering && len(op.Results) > 0 {
		vals := make([]ir.Value, len(op.Results))
		for i := range op.Results {
			vals[i] = &op.Results[i]
		}
		if w.useListOrders(e, vals) {
			mask |= hasUseListOrders
		}
	}
	if len(op.Regions) > 0 {
		mask |= hasInlineRegions
	}
	e.b[maskAt] = mask
	if len(op.Regions) == 0 {
		return
	}
	isolated := w.isolated[op]
	e.varintFlag(uint64(len(op.Regions)), isolated)
	if isolated && w.version >= vLazyLoading {
		var sub emitter
		for _, r := range op.Regions {
			w.writeRegion(&sub, r)
		}
		e.section(secIR, &sub)
		return
	}
	for _, r := range op.Regions {
		w.writeRegion(e, r)
	}
}

func (w *writer) writeRegion(e *emitter, r *ir.Region) {
	if len(r.Blocks) == 0 {
		e.varint(0)
		return
	}
	n := w.regionN[r]
	e.varint(uint64(n[0]))
	e.varint(uint64(n[1]))
	for _, b := range r.Blocks {
		w.writeBlock(e, b)
	}
}

func (w *writer) writeBlock(e *emitter, b *ir.Block) {
	e.varintFlag(uint64(len(b.Ops)), len(b.Args) > 0)
	if len(b.Args) > 0 {
		e.varint(uint64(len(b.Args)))
		for _, a := range b.Args {
			l := w.loc(a.Loc)
			_, unknown := l.(*ir.UnknownLoc)
			if w.version >= vElideUnknownBlockArgLoc {
				e.varintFlag(uint64(w.typeM[a.Type()].number), !unknown)
				if !unknown {
					e.varint(uint64(w.attrM[l].number))
				}
			} else {
				e.varint(uint64(w.typeM[a.Type()].number))
				e.varint(uint64(w.attrM[l].number))
			}
		}
		if w.version >= vUseListOrdering {
			at := e.size()
			e.byte1(0)
			vals := make([]ir.Value, len(b.Args))
			for i, a := range b.Args {
				vals[i] = a
			}
			if w.useListOrders(e, vals) {
				e.b[at] = hasUseListOrders
			}
		}
	}
	for _, op := range b.Ops {
		w.writeOp(e, op)
	}
}
