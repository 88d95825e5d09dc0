package bytecode

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Producer is the producer string mlir-opt 22 writes.
const Producer = "MLIR22.1.8"

// WriteOptions configure Write.
type WriteOptions struct {
	// Version is the bytecode version written (0 to 6); -1 or the zero
	// value of a WriteOptions built by DefaultWriteOptions is 6.
	Version int
	// Producer is the producer string; "" writes Producer.
	Producer string
	// Defs gives the ODS definitions of the registered ops (an op whose
	// definition it gives is registered: its inherent attributes are
	// written as ODS properties); nil: no op is registered.
	Defs Defs
	// Check, when set, is called by FromText on the IR before it is
	// written (mlir-opt verifies it): its error stops the writing.
	Check func(ctx *ir.Context, top *ir.Operation) error
	// Resources are the file's resources (the builtin dialect's blobs
	// that dense_resource attributes refer to), or nil.
	Resources *ir.Resources
}

// Write encodes the IR rooted at top (a builtin.module) as mlir-opt 22's
// `--emit-bytecode` does: the same numbering of dialects, op names,
// attributes and types (by first use, then by use count, then grouped by
// dialect), the builtin encodings of builtin attributes and types and the
// text of the others, ODS properties, use-list orders. ctx owns top's
// attributes and types (the writer interns the few it needs: dictionary
// keys, identity layouts).
//
// Locations are the ops' and block arguments' Loc (nil is unknown).
func Write(ctx *ir.Context, top *ir.Operation, opts WriteOptions) ([]byte, error) {
	if opts.Version < 0 {
		opts.Version = maxVersion
	}
	if opts.Version > maxVersion {
		return nil, fmt.Errorf("unsupported version requested %d, must be in range [%d, %d]", opts.Version, minVersion, maxVersion)
	}
	if opts.Producer == "" {
		opts.Producer = Producer
	}
	w := &writer{
		ctx:      ctx,
		version:  opts.Version,
		defs:     opts.Defs,
		dialectM: map[string]*wDialect{},
		attrM:    map[ir.Attribute]*wEntry{},
		typeM:    map[ir.Type]*wEntry{},
		opNameM:  map[string]*wOpName{},
		blocks:   map[*ir.Block]blockRec{},
		regionN:  map[*ir.Region][2]int{},
		strM:     map[string]int{},
		propM:    map[string]int{},
		opDefs:   map[string]*opInfo{},
		ops:      map[*ir.Operation]opRec{},
		root:     top,
		resM:     map[string]int{},

		resources: opts.Resources,
	}
	if err := w.numberIR(top); err != nil {
		return nil, err
	}
	return w.write(top, opts.Producer)
}

// opRec is an op's number (pre-order) and its first result's value id.
type opRec struct{ id, firstResult int }

// blockRec is a block's index in its region and its first argument's
// value id.
type blockRec struct{ index, firstArg int }

// valueID is the number of v in its region.
func (w *writer) valueID(v ir.Value) (int, bool) {
	switch v := v.(type) {
	case *ir.OpResult:
		r, ok := w.ops[v.Owner]
		return r.firstResult + v.Index, ok
	case *ir.BlockArgument:
		r, ok := w.blocks[v.Owner]
		return r.firstArg + v.Index, ok
	}
	return 0, false
}

type wDialect struct {
	name   string
	number int
}

// wEntry is an attribute or a type being numbered.
type wEntry struct {
	attr     ir.Attribute
	typ      ir.Type
	dialect  *wDialect
	refCount int
	number   int
}

type wOpName struct {
	name       string // full name
	dialect    *wDialect
	registered bool
	refCount   int
	number     int
}

// opInfo is what the writer knows of an op name.
type opInfo struct {
	def        *ods.Op
	registered bool
	isolated   bool
	// props: the op stores ODS properties (it has inherent attributes or
	// segment sizes).
	props    bool
	attrs    []*ods.Attr // inherent attributes, sorted by name
	segments []segment
	err      error
}

type segment struct {
	name string
	n    int
}

type writer struct {
	ctx     *ir.Context
	version int
	defs    Defs

	dialects []*wDialect
	dialectM map[string]*wDialect
	attrs    []*wEntry
	attrM    map[ir.Attribute]*wEntry
	types    []*wEntry
	typeM    map[ir.Type]*wEntry
	opNames  []*wOpName
	opNameM  map[string]*wOpName

	nextVal int
	nextOp  int
	ops     map[*ir.Operation]opRec
	blocks  map[*ir.Block]blockRec
	regionN map[*ir.Region][2]int // blocks, values

	strs []string
	strM map[string]int

	props [][]byte
	propM map[string]int

	opDefs map[string]*opInfo
	err    error

	root     *ir.Operation
	isolated map[*ir.Operation]bool
	uses     map[ir.Value][]use

	resources *ir.Resources
	resKeys   []string
	resM      map[string]int
}

func (w *writer) info(op *ir.Operation) *opInfo {
	if in, ok := w.opDefs[op.Name]; ok {
		return in
	}
	in := &opInfo{}
	if w.defs != nil {
		in.def = w.defs.Op(op.Name)
	}
	if in.def != nil {
		in.registered = true
		in.isolated = w.defs.HasTrait(op.Name, "IsolatedFromAbove")
		for _, a := range in.def.Attrs {
			if a.Property {
				in.err = fmt.Errorf("%s has a native property (%s) gomlir cannot write as bytecode yet", op.Name, a.Name)
				continue
			}
			if a.Name == "operandSegmentSizes" || a.Name == "resultSegmentSizes" {
				continue
			}
			in.attrs = append(in.attrs, a)
		}
		sort.SliceStable(in.attrs, func(i, j int) bool { return in.attrs[i].Name < in.attrs[j].Name })
		if w.defs.HasTrait(op.Name, "AttrSizedOperandSegments") {
			in.segments = append(in.segments, segment{"operandSegmentSizes", len(in.def.Operands)})
		}
		if w.defs.HasTrait(op.Name, "AttrSizedResultSegments") {
			in.segments = append(in.segments, segment{"resultSegmentSizes", len(in.def.Results)})
		}
		in.props = len(in.def.Attrs) > 0 || len(in.segments) > 0
	}
	w.opDefs[op.Name] = in
	return in
}

func (w *writer) dialect(name string) *wDialect {
	d := w.dialectM[name]
	if d == nil {
		d = &wDialect{name: name, number: len(w.dialects)}
		w.dialects = append(w.dialects, d)
		w.dialectM[name] = d
	}
	return d
}

func (w *writer) str(s string) int {
	if i, ok := w.strM[s]; ok {
		return i
	}
	w.strM[s] = len(w.strs)
	w.strs = append(w.strs, s)
	return len(w.strs) - 1
}

// numberIR numbers top and everything in it as IRNumberingState does:
// the root op, then its regions from a stack (the last pushed first),
// each region's blocks and ops before the regions of its ops.
func (w *writer) numberIR(top *ir.Operation) error {
	w.numberOps(top)
	w.numberOp(top)
	type item struct {
		r     *ir.Region
		first int
	}
	var stack []item
	for _, r := range top.Regions {
		stack = append(stack, item{r, w.nextVal})
	}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		w.nextVal = it.first
		w.numberRegion(it.r)
		for _, b := range it.r.Blocks {
			for _, op := range b.Ops {
				first := w.nextVal
				if w.isolated[op] {
					first = 0
				}
				for _, r := range op.Regions {
					stack = append(stack, item{r, first})
				}
			}
		}
	}
	if w.err != nil {
		return w.err
	}
	for i, d := range w.dialects {
		d.number = i
	}
	byRef := func(es []*wEntry) {
		sort.SliceStable(es, func(i, j int) bool { return es[i].refCount > es[j].refCount })
	}
	byRef(w.attrs)
	byRef(w.types)
	sort.SliceStable(w.opNames, func(i, j int) bool { return w.opNames[i].refCount > w.opNames[j].refCount })
	groupByDialect(len(w.attrs), func(i int) int { return w.attrs[i].dialect.number }, func(i, j int) { w.attrs[i], w.attrs[j] = w.attrs[j], w.attrs[i] })
	groupByDialect(len(w.types), func(i int) int { return w.types[i].dialect.number }, func(i, j int) { w.types[i], w.types[j] = w.types[j], w.types[i] })
	groupByDialect(len(w.opNames), func(i int) int { return w.opNames[i].dialect.number }, func(i, j int) { w.opNames[i], w.opNames[j] = w.opNames[j], w.opNames[i] })
	for i, e := range w.attrs {
		e.number = i
	}
	for i, e := range w.types {
		e.number = i
	}
	for i, n := range w.opNames {
		n.number = i
	}
	w.numberResources()
	return nil
}

// groupByDialect sorts, stably, each span of elements whose index takes
// the same number of varint bytes by dialect, the dialect that ended the
// span before first.
func groupByDialect(n int, dialect func(int) int, swap func(i, j int)) {
	if n == 0 {
		return
	}
	first := 0
	inGroup := uint64(0)
	start := 0
	for i := 1; i < 9; i++ {
		inGroup = (uint64(1) << (7 * uint(i))) - inGroup
		end := n
		if uint64(n-start) > inGroup {
			end = start + int(inGroup)
		}
		f := first
		less := func(a, b int) bool {
			da, db := dialect(a), dialect(b)
			if da == f {
				return db != f
			}
			if db == f {
				return false
			}
			return da < db
		}
		// A stable insertion-merge sort over [start, end) with swap.
		stableSort(start, end, less, swap)
		first = dialect(end - 1)
		start = end
		if start >= n {
			break
		}
	}
}

// stableSort sorts [lo, hi) stably by less, moving elements with swap
// (the span is small in practice, but may be large: a merge of runs by
// rotation keeps it O(n log² n)).
func stableSort(lo, hi int, less func(a, b int) bool, swap func(i, j int)) {
	sort.Stable(&swapper{lo: lo, n: hi - lo, less: less, swap: swap})
}

type swapper struct {
	lo, n int
	less  func(a, b int) bool
	swap  func(i, j int)
}

func (s *swapper) Len() int           { return s.n }
func (s *swapper) Less(i, j int) bool { return s.less(s.lo+i, s.lo+j) }
func (s *swapper) Swap(i, j int)      { s.swap(s.lo+i, s.lo+j) }

func (w *writer) numberRegion(r *ir.Region) {
	if len(r.Blocks) == 0 {
		return
	}
	first := w.nextVal
	for i, b := range r.Blocks {
		w.blocks[b] = blockRec{i, w.nextVal}
		for _, a := range b.Args {
			w.nextVal++
			w.numberAttr(w.loc(a.Loc))
			w.numberType(a.Type())
		}
		for _, op := range b.Ops {
			w.numberOp(op)
		}
	}
	w.regionN[r] = [2]int{len(r.Blocks), w.nextVal - first}
}

func (w *writer) loc(l ir.Attribute) ir.Attribute {
	if l == nil {
		return w.ctx.UnknownLoc()
	}
	return l
}

// numberOps numbers the ops in pre-order (the order the reader makes
// them; use ids are made of these numbers) and tells which ops with
// regions are isolated from above, as IRNumberingState's global
// numbering does: those with the trait, and those no op in whose regions
// uses a value defined outside them.
func (w *writer) numberOps(top *ir.Operation) {
	n := 0
	ir.Walk(top, func(*ir.Operation) bool { n++; return true })
	w.ops = make(map[*ir.Operation]opRec, n)
	w.nextOp = 0
	w.isolated = map[*ir.Operation]bool{}
	var stack []*ir.Operation // the ops with regions around the op
	var walk func(op *ir.Operation)
	walk = func(op *ir.Operation) {
		w.ops[op] = opRec{id: w.nextOp}
		w.nextOp++
		var parent *ir.Region
		if op.Parent != nil {
			parent = op.Parent.Parent
		}
		for _, v := range op.Operands {
			var r *ir.Region
			switch v := v.(type) {
			case *ir.OpResult:
				if v.Owner.Parent != nil {
					r = v.Owner.Parent.Parent
				}
			case *ir.BlockArgument:
				r = v.Owner.Parent
			}
			if r == parent || r == nil {
				continue
			}
			// Every op between the use and the value's region is not
			// isolated.
			for i := len(stack) - 1; i >= 0 && stack[i] != r.Parent; i-- {
				if w.info(stack[i]).isolated {
					break
				}
				w.isolated[stack[i]] = false
			}
		}
		if len(op.Regions) == 0 {
			return
		}
		w.isolated[op] = true
		stack = append(stack, op)
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, o := range b.Ops {
					walk(o)
				}
			}
		}
		stack = stack[:len(stack)-1]
	}
	walk(top)
}

func (w *writer) numberOp(op *ir.Operation) {
	n := w.opNameM[op.Name]
	if n != nil {
		n.refCount++
	} else {
		in := w.info(op)
		dl := op.Name
		if i := strings.IndexByte(op.Name, '.'); i >= 0 {
			dl = op.Name[:i]
		}
		n = &wOpName{name: op.Name, dialect: w.dialect(dl), registered: in.registered, refCount: 1}
		w.opNames = append(w.opNames, n)
		w.opNameM[op.Name] = n
	}
	rec := w.ops[op]
	rec.firstResult = w.nextVal
	w.ops[op] = rec
	for i := range op.Results {
		w.nextVal++
		w.numberType(op.Results[i].Type())
	}
	in := w.info(op)
	if in.err != nil && w.err == nil {
		w.err = in.err
	}
	if d := w.opAttrs(op, in); d != nil && len(d.Entries) > 0 {
		w.numberAttr(d)
	}
	if w.version >= vNativeProperties {
		if in.registered {
			if in.props {
				w.writeProps(nil, op, in)
			}
		} else if op.Properties != nil {
			w.numberAttr(op.Properties)
		}
	}
	w.numberAttr(w.loc(op.Loc))
}

// opAttrs is the dictionary written as the op's attributes: the
// discardable ones, or (before version 5, or for an op without ODS
// properties) the inherent ones merged in.
func (w *writer) opAttrs(op *ir.Operation, in *opInfo) *ir.DictionaryAttr {
	props, _ := op.Properties.(*ir.DictionaryAttr)
	if !in.registered || (in.props && w.version >= vNativeProperties) || props == nil || len(props.Entries) == 0 {
		return op.Attrs
	}
	if op.Attrs == nil || len(op.Attrs.Entries) == 0 {
		return props
	}
	es := append(append([]ir.NamedAttribute(nil), props.Entries...), op.Attrs.Entries...)
	return w.ctx.Dictionary(es)
}

func (w *writer) attrDialect(a ir.Attribute) string {
	if dl, _, _, ok := ir.DialectSpelling(a); ok {
		return dl
	}
	return "builtin"
}

func (w *writer) typeDialect(t ir.Type) string {
	if dl, _, _, ok := ir.DialectSpelling(t); ok {
		return dl
	}
	return "builtin"
}

func (w *writer) numberAttr(a ir.Attribute) {
	if e := w.attrM[a]; e != nil {
		e.refCount++
		return
	}
	e := &wEntry{attr: a, refCount: 1, dialect: w.dialect(w.attrDialect(a))}
	w.attrs = append(w.attrs, e)
	w.attrM[a] = e
	if e.dialect.name == "builtin" {
		w.encodeAttr(nil, a)
	}
}

func (w *writer) numberType(t ir.Type) {
	if e := w.typeM[t]; e != nil {
		e.refCount++
		return
	}
	e := &wEntry{typ: t, refCount: 1, dialect: w.dialect(w.typeDialect(t))}
	w.types = append(w.types, e)
	w.typeM[t] = e
	if e.dialect.name == "builtin" {
		w.encodeType(nil, t)
	}
}
