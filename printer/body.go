package printer

import (
	"bytes"
	"io"
	"sort"
	"strconv"

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
// later uses carry); else a skeleton of its regions (skRegion: how many
// values each block and op defines, the names the ops suggested), a few
// dozen bytes an op.
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
	// body's `{`).
	head int
	// nested are the skeletons of the regions of the body's ops, in
	// order.
	nested []*skRegion
}

// skRegion, skBlock and skOp are the skeleton of a region nested in a
// streamed body: what naming its values needs once the body ended.
type skRegion struct {
	blocks []skBlock
	// argNames are the names its op suggested for its entry block's
	// arguments (i: the argument's index).
	argNames []suggested
}

type skBlock struct {
	// args is the number of arguments, holes[firstHole:][:args] theirs.
	args, firstHole int32
	ops             []skOp
}

type skOp struct {
	// results is the number of results; the holes from firstHole are
	// those of the results named, in the order they are named.
	results, firstHole int32
	more               *skMore // nil for most ops
}

// skMore is what few skOps have: names suggested, regions.
type skMore struct {
	names   []suggested
	regions []*skRegion
}

type suggested struct {
	i    int
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
	var regions []*skRegion
	for _, r := range op.Regions {
		regions = append(regions, s.provisional(r))
	}
	if b.printed == 0 {
		// The function's head goes before its body: a hole.
		s.p.spill = s.Spill
		s.p.names = n
		s.p.newline()
		b.head = s.newHole()
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
	s.nestedPrinted(op, regions)
	op.Operands, op.Regions = nil, nil
	if s.Spill != nil && len(s.p.out) >= flushAt {
		s.p.spill = s.Spill
		s.p.spillOut()
	}
}

// nestedPrinted keeps the skeletons of op's regions, printed, and forgets
// what printing them needed.
func (s *Stream) nestedPrinted(op *ir.Operation, regions []*skRegion) {
	n := s.body.names
	var forget func(r *ir.Region)
	forget = func(r *ir.Region) {
		for _, blk := range r.Blocks {
			delete(n.blockIDs, blk)
			for _, a := range blk.Args {
				delete(n.ids, a)
			}
			for _, o := range blk.Ops {
				for i := range o.Results {
					delete(n.ids, o.Result(i))
				}
				delete(n.groups, o)
				for _, r := range o.Regions {
					forget(r)
				}
			}
		}
	}
	for i, r := range op.Regions {
		if sk := regions[i]; sk != nil {
			s.body.nested = append(s.body.nested, sk)
		}
		forget(r)
	}
}

// newHole adds a hole.
func (s *Stream) newHole() int {
	s.holes = append(s.holes, "")
	return len(s.holes) - 1
}

// writeHole writes hole k.
func (p *Printer) writeHole(k int) {
	p.out = append(p.out, HoleMark)
	p.out = strconv.AppendInt(p.out, int64(k), 10)
	p.out = append(p.out, HoleMark)
}

// provisional gives the values of r, a region nested in the body, and of
// the regions nested in it holes for names, sets what printing them needs
// (block numbers, result groups) as numberValues does, and returns r's
// skeleton (nil when r defines no value).
func (s *Stream) provisional(r *ir.Region) *skRegion {
	n := s.body.names
	sk := &skRegion{blocks: make([]skBlock, len(r.Blocks))}
	values := false
	if r.Parent != nil && len(r.Blocks) > 0 {
		entry := r.Blocks[0]
		n.dialects.AsmBlockArgumentNames(r.Parent, r, func(a *ir.BlockArgument, name string) {
			if a.Owner == entry {
				sk.argNames = append(sk.argNames, suggested{a.Index, name})
			}
		})
	}
	for bi, blk := range r.Blocks {
		n.blockIDs[blk] = bi
		sb := &sk.blocks[bi]
		sb.args, sb.firstHole = int32(len(blk.Args)), int32(len(s.holes))
		for _, a := range blk.Args {
			n.ids[a] = holeBase + s.newHole()
			values = true
		}
		if len(blk.Ops) > 0 {
			sb.ops = make([]skOp, len(blk.Ops))
		}
		for oi, op := range blk.Ops {
			so := &sb.ops[oi]
			so.results, so.firstHole = int32(len(op.Results)), int32(len(s.holes))
			if len(op.Results) > 0 {
				values = true
				var names []suggested
				n.dialects.AsmResultNames(op, func(i int, name string) {
					names = append(names, suggested{i, name})
				})
				if names != nil {
					so.more = &skMore{names: names}
				}
				var groups []int
				for _, c := range names {
					if c.i < 0 || c.i >= len(op.Results) {
						continue
					}
					if _, done := n.ids[op.Result(c.i)]; done {
						continue
					}
					n.ids[op.Result(c.i)] = holeBase + s.newHole()
					if c.i > 0 {
						groups = append(groups, c.i)
					}
				}
				if len(groups) > 0 {
					groups = append(groups, 0)
					sort.Ints(groups)
					n.groups[op] = groups
				}
				if _, done := n.ids[op.Result(0)]; !done {
					n.ids[op.Result(0)] = holeBase + s.newHole()
				}
			}
			// (A region defining no value is left out: each nested
			// region starts from the same counters and scope, so it
			// changes no other's names.)
			for _, nr := range op.Regions {
				if nsk := s.provisional(nr); nsk != nil {
					values = true
					if so.more == nil {
						so.more = &skMore{}
					}
					so.more.regions = append(so.more.regions, nsk)
				}
			}
		}
	}
	if !values {
		return nil
	}
	return sk
}

// endBody prints fn, the func.func whose body was streamed (its body's
// block holding its last op): its head into its hole, its last op and
// its end after the body; then it names the values of the regions nested
// in the body. It reports false when the stream cannot go on.
func (s *Stream) endBody(fn *ir.Operation) bool {
	b := s.body
	defer func() { s.body = nil }()
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
	var last [][]*skRegion
	for _, op := range blk.Ops {
		n.numberOp(op)
		var regions []*skRegion
		for _, r := range op.Regions {
			regions = append(regions, s.provisional(r))
		}
		last = append(last, regions)
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
	for i, op := range blk.Ops {
		s.nestedPrinted(op, last[i])
	}

	// The nested regions' names, as numberValues gives them once the
	// body's own are: the regions of the body's ops stacked in order,
	// each started from the body's counters in the body's scope.
	stack := make([]skPending, len(b.nested))
	for i, r := range b.nested {
		stack[i] = skPending{r, n.nextValue, n.nextArg, n.nextConflict, len(n.scopes)}
	}
	s.nameSkeletons(n, stack)
	s.p.names = b.saved
	return true
}

// skPending is a skeleton nameSkeletons has still to name (see pending).
type skPending struct {
	region                           *skRegion
	nextValue, nextArg, nextConflict int
	scope                            int
}

// nameSkeletons writes the names of the values of the skeletons of stack
// into their holes, as numberStack names the regions' values.
func (s *Stream) nameSkeletons(n *nameState, stack []skPending) {
	// name gives hole k name, uniqued, unless it has one (an empty name
	// numbers it).
	name := func(k int32, name string) {
		switch {
		case s.holes[k] != "":
		case name == "":
			s.holes[k] = strconv.Itoa(n.nextValue)
			n.nextValue++
		default:
			name = n.unique(sanitize(name))
			n.names = append(n.names, name)
			s.holes[k] = name
		}
	}
	var seen []bool
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n.nextValue, n.nextArg, n.nextConflict = cur.nextValue, cur.nextArg, cur.nextConflict
		for len(n.scopes) > cur.scope {
			n.popScope()
		}
		n.pushScope()
		r := cur.region
		if len(r.blocks) > 0 {
			entry := &r.blocks[0]
			for _, c := range r.argNames {
				if c.i >= 0 && c.i < int(entry.args) {
					name(entry.firstHole+int32(c.i), c.name)
				}
			}
		}
		for bi := range r.blocks {
			blk := &r.blocks[bi]
			for i := range blk.args {
				k := blk.firstHole + i
				switch {
				case s.holes[k] != "":
				case bi == 0:
					name(k, "arg"+strconv.Itoa(n.nextArg))
					n.nextArg++
				default:
					s.holes[k] = strconv.Itoa(n.nextValue)
					n.nextValue++
				}
			}
			for oi := range blk.ops {
				op := &blk.ops[oi]
				if op.results == 0 {
					continue
				}
				// The holes of the results named, in the order
				// provisional gave them.
				k := op.firstHole
				var names []suggested
				if op.more != nil {
					names = op.more.names
				}
				seen = seen[:0]
				for _, c := range names {
					if c.i < 0 || c.i >= int(op.results) {
						continue
					}
					for len(seen) <= c.i {
						seen = append(seen, false)
					}
					if seen[c.i] {
						continue
					}
					seen[c.i] = true
					name(k, c.name)
					k++
				}
				if len(seen) == 0 || !seen[0] {
					name(k, "")
				}
			}
		}
		for bi := range r.blocks {
			for oi := range r.blocks[bi].ops {
				more := r.blocks[bi].ops[oi].more
				if more == nil {
					continue
				}
				for _, nr := range more.regions {
					stack = append(stack, skPending{nr, n.nextValue, n.nextArg, n.nextConflict, len(n.scopes)})
				}
			}
		}
	}
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
