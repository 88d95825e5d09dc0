package printer

import (
	"bytes"
	"io"
	"sort"
	"strconv"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// HoleMark brackets the number of a hole in the text a Stream prints of a
// function's body (`%` mark `12` mark): a name not final when the op was
// printed, or the function's head, printed last. Finish writes each hole's
// text in its place. As for NumberMark, an input holding this byte must
// not have its function bodies streamed.
const HoleMark = 0x02

// holeBase is the first id of a value whose name is a hole (ids below it
// are mlir-opt's numbers).
const holeBase = 1 << 30

// bodyStream is the func.func body a Stream prints op by op (see
// BeginBody).
//
// mlir-opt names the values of a function's body (its region's own, in
// op order) before those of the regions nested in it, and a nested
// region's names depend on them all: its numbers follow the body's, its
// suggested names (`%c0`) are uniqued against the body's. So the body's
// own values are named as each op comes, for good, and the values of the
// regions nested in its ops are printed as holes, named once the body
// ended. What an op leaves until then: nothing when it has no regions
// (its result's name is in the op, NameID, which the stand-ins of its
// later uses carry); else the skeleton of its regions (their ops without
// operands) and the names their ops suggested.
type bodyStream struct {
	block *ir.Block
	names *nameState
	// saved is the Stream's name state for the module's ops.
	saved *nameState
	// defaultDialect is the body's default dialect (`return` for
	// `func.return`).
	defaultDialect string
	printed        int // ops printed
	// head is the hole of the function's head (its text up to the
	// body's `{`), first the hole of the body's holes (s.holes[first:]
	// are the body's, holeVals their values: nil for the head's).
	head, first int
	holeVals    []ir.Value
	// nested are the body's ops whose regions hold holes, in order.
	nested []*ir.Operation
	// resultNames and argNames are the names the nested ops suggested
	// for their results and the entry block arguments of their regions,
	// when they were printed: what naming them at the end replays (their
	// operands are gone by then).
	resultNames map[*ir.Operation][]suggested
	argNames    map[*ir.Region][]suggestedArg
}

type suggested struct {
	i    int
	name string
}

type suggestedArg struct {
	arg  *ir.BlockArgument
	name string
}

// BeginBody begins printing the body of a func.func of the module's body
// (opName: its op's name) op by op: body, its entry block, whose ops but
// the last are given to BodyOp in order, each once verified; then the
// func.func to Op, with body as its entry block holding the last op. A
// stream in generic form cannot (its numbers run over the module), nor
// one failed already.
func (s *Stream) BeginBody(body *ir.Block, opName string) {
	d := s.p.opts.customDialects()
	if !s.ok || d == nil || s.body != nil {
		s.ok = false
		return
	}
	n := &nameState{
		ids:      make(map[ir.Value]int),
		argEntry: make(map[*ir.BlockArgument]bool),
		blockIDs: make(map[*ir.Block]int),
		names:    []string{},
		groups:   make(map[*ir.Operation][]int),
		used:     make(map[string]int),
		dialects: d,
		body:     true,
		sized:    1, // not reused
	}
	// As numberValues numbers the func.func: its scope, then its
	// region's, whose entry block arguments come first.
	n.pushScope()
	n.pushScope()
	fn := &ir.Operation{Name: opName}
	n.numberRegion(&ir.Region{Parent: fn, Blocks: []*ir.Block{body}})
	s.body = &bodyStream{
		block:          body,
		names:          n,
		saved:          s.p.names,
		defaultDialect: s.p.opts.Dialects.DefaultDialect(opName),
		head:           -1,
		first:          len(s.holes),
		resultNames:    make(map[*ir.Operation][]suggested),
		argNames:       make(map[*ir.Region][]suggestedArg),
	}
}

// BodyOp prints op, the body's next op, verified (see BeginBody). Its
// operand list is dropped, and its regions unless they define values.
func (s *Stream) BodyOp(op *ir.Operation) {
	b := s.body
	if !s.ok || b == nil {
		s.ok = false
		return
	}
	s.visitAliases(op)
	n := b.names
	n.numberOp(op)
	if len(op.Results) == 1 {
		// Its name goes with the op and the stand-ins of its uses.
		r := op.Result(0)
		id := n.ids[r]
		delete(n.ids, r)
		if id >= 0 {
			id++
		}
		op.NameID = int32(id)
	}
	holes := len(s.holes)
	for _, r := range op.Regions {
		s.provisional(r)
	}
	if b.printed == 0 {
		// The function's head goes before its body: a hole.
		s.p.spill = s.Spill
		s.p.names = n
		s.p.newline()
		b.head = s.newHole(nil)
		s.p.writeHole(b.head)
	}
	b.printed++
	s.p.names = n
	s.p.indent += 2
	s.p.defaultDialect = append(s.p.defaultDialect, b.defaultDialect)
	ok := s.printOp(op)
	s.p.defaultDialect = s.p.defaultDialect[:len(s.p.defaultDialect)-1]
	s.p.indent -= 2
	if !ok {
		s.ok = false
		s.p.out = nil
		return
	}
	op.Operands = nil
	if len(s.holes) > holes {
		b.nested = append(b.nested, op)
		// What is nested in it is printed: its uses of the body's values
		// would keep their ops.
		for _, r := range op.Regions {
			for _, blk := range r.Blocks {
				for _, o := range blk.Ops {
					ir.Walk(o, func(o *ir.Operation) bool {
						o.Operands = nil
						return true
					})
				}
			}
		}
	} else {
		op.Regions = nil
	}
	if s.Spill != nil && len(s.p.out) >= flushAt {
		s.p.spill = s.Spill
		s.p.spillOut()
	}
}

// newHole adds a hole for v's name (nil: the function's head).
func (s *Stream) newHole(v ir.Value) int {
	k := len(s.holes)
	s.holes = append(s.holes, "")
	s.body.holeVals = append(s.body.holeVals, v)
	return k
}

// writeHole writes hole k.
func (p *Printer) writeHole(k int) {
	p.out = append(p.out, HoleMark)
	p.out = strconv.AppendInt(p.out, int64(k), 10)
	p.out = append(p.out, HoleMark)
}

// provisional gives the values of r, a region nested in the body, and of
// the regions nested in it holes for names, and records the names their
// ops suggest; it sets what printing them needs (block numbers, result
// groups) as numberValues does.
func (s *Stream) provisional(r *ir.Region) {
	b := s.body
	n := b.names
	hole := func(v ir.Value) {
		if _, done := n.ids[v]; !done {
			n.ids[v] = holeBase + s.newHole(v)
		}
	}
	if r.Parent != nil && len(r.Blocks) > 0 {
		var args []suggestedArg
		n.dialects.AsmBlockArgumentNames(r.Parent, r, func(a *ir.BlockArgument, name string) {
			args = append(args, suggestedArg{a, name})
		})
		if args != nil {
			b.argNames[r] = args
		}
	}
	for bi, blk := range r.Blocks {
		n.blockIDs[blk] = bi
		for _, a := range blk.Args {
			hole(a)
		}
		for _, op := range blk.Ops {
			if len(op.Results) > 0 {
				var names []suggested
				n.dialects.AsmResultNames(op, func(i int, name string) {
					names = append(names, suggested{i, name})
				})
				var groups []int
				for _, c := range names {
					if c.i < 0 || c.i >= len(op.Results) {
						continue
					}
					if _, done := n.ids[op.Result(c.i)]; done {
						continue
					}
					hole(op.Result(c.i))
					if c.i > 0 {
						groups = append(groups, c.i)
					}
				}
				if len(groups) > 0 {
					groups = append(groups, 0)
					sort.Ints(groups)
					n.groups[op] = groups
				}
				hole(op.Result(0))
				if names != nil {
					b.resultNames[op] = names
				}
			}
			for _, nr := range op.Regions {
				s.provisional(nr)
			}
		}
	}
}

// replayed answers the names the nested ops of a body suggested when
// they were printed.
type replayed struct {
	dialect.Registry
	b *bodyStream
}

func (r replayed) AsmResultNames(op *ir.Operation, set func(int, string)) {
	for _, c := range r.b.resultNames[op] {
		set(c.i, c.name)
	}
}

func (r replayed) AsmBlockArgumentNames(op *ir.Operation, reg *ir.Region, set func(*ir.BlockArgument, string)) {
	for _, c := range r.b.argNames[reg] {
		set(c.arg, c.name)
	}
}

// endBody prints fn, the func.func whose body was streamed (its body's
// block holding its last op): its head into its hole, its last op and
// its end after the body; then it names the values of the regions nested
// in the body. It reports false when the stream cannot go on.
func (s *Stream) endBody(fn *ir.Operation) bool {
	b := s.body
	s.body = nil
	blk := b.block
	if len(fn.Regions) == 0 || len(fn.Regions[0].Blocks) == 0 || fn.Regions[0].Blocks[0] != blk {
		return false
	}
	// The head is visited first in the whole function, the body after:
	// aliases it would name first would be named in another order.
	head := *fn
	head.Regions = []*ir.Region{{Parent: &head, Blocks: []*ir.Block{{Args: blk.Args}}}}
	hc := newAliasCollector(s.p.opts.Dialects, s.p.opts.customDialects())
	hc.visitOp(&head)
	for _, in := range hc.list {
		if in.name != "" {
			return false
		}
	}
	s.visitAliases(fn)
	n := b.names
	for _, op := range blk.Ops {
		n.numberOp(op)
		holes := len(s.holes)
		for _, r := range op.Regions {
			s.provisional(r)
		}
		if len(s.holes) > holes {
			b.nested = append(b.nested, op)
		}
	}
	s.p.names = n
	start := len(s.p.out)
	s.p.bodyRegion, s.p.bodySplit = fn.Regions[0], -1
	ok := s.printOpAt(fn, false, nil)
	s.p.bodyRegion = nil
	if !ok || s.p.bodySplit < start {
		return false
	}
	s.holes[b.head] = string(s.p.out[start:s.p.bodySplit])
	s.p.out = append(s.p.out[:start], s.p.out[s.p.bodySplit:]...)

	// The nested regions' names, as numberValues gives them once the
	// body's own are.
	for _, v := range b.holeVals {
		if v != nil {
			delete(n.ids, v)
		}
	}
	n.dialects = replayed{n.dialects, b}
	var stack []pending
	for _, op := range b.nested {
		for _, r := range op.Regions {
			stack = append(stack, pending{r, n.nextValue, n.nextArg, n.nextConflict, len(n.scopes)})
		}
	}
	n.numberStack(stack, false)
	for k, v := range b.holeVals {
		if v == nil {
			continue
		}
		id, ok := n.ids[v]
		switch a, isArg := v.(*ir.BlockArgument); {
		case !ok:
			return false
		case id < 0:
			s.holes[b.first+k] = n.name(id)
		case isArg && n.argEntry[a]:
			s.holes[b.first+k] = "arg" + strconv.Itoa(id)
		default:
			s.holes[b.first+k] = strconv.Itoa(id)
		}
	}
	s.p.names = b.saved
	return true
}

// holePatcher copies a Stream's body, writing each hole's text in its
// place.
type holePatcher struct {
	holes []string
	out   []byte
	// chunk is the size of the reads (0: 1 MB).
	chunk int
}

// copy writes src to w patched (holes are never cut between two
// sources: each ends with a line).
func (h *holePatcher) copy(w io.Writer, src io.Reader) error {
	if b, ok := src.(*bytes.Buffer); ok {
		h.rewrite(b.Bytes(), true)
		_, err := w.Write(h.out)
		h.out = h.out[:0]
		return err
	}
	if h.chunk == 0 {
		h.chunk = 1 << 20
	}
	buf := make([]byte, max(h.chunk, 64))
	n := 0
	for {
		m, err := io.ReadFull(src, buf[n:])
		n += m
		eof := err == io.EOF || err == io.ErrUnexpectedEOF
		if err != nil && !eof {
			return err
		}
		done := h.rewrite(buf[:n], eof)
		if _, err := w.Write(h.out); err != nil {
			return err
		}
		h.out = h.out[:0]
		if eof {
			return nil
		}
		// A hole cut short waits for the next read.
		n = copy(buf, buf[done:n])
	}
}

// rewrite appends data to h.out patched and returns how much of it it
// used: all of it when final, else up to a hole it may cut short.
func (h *holePatcher) rewrite(data []byte, final bool) int {
	start := 0
	for {
		i := bytes.IndexByte(data[start:], HoleMark)
		if i < 0 {
			h.out = append(h.out, data[start:]...)
			return len(data)
		}
		i += start
		h.out = append(h.out, data[start:i]...)
		j := bytes.IndexByte(data[i+1:], HoleMark)
		if j < 0 {
			if final || i == 0 && len(data) >= 64 {
				// (Not a hole: holes are short and complete.)
				h.out = append(h.out, data[i:]...)
				return len(data)
			}
			return i
		}
		j += i + 1
		k, err := strconv.Atoi(string(data[i+1 : j]))
		if err != nil || k < 0 || k >= len(h.holes) {
			h.out = append(h.out, data[i:j+1]...)
		} else {
			h.out = append(h.out, h.holes[k]...)
		}
		start = j + 1
	}
}
