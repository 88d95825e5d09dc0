package verify

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/ir"
)

// Stream verifies a module's body op by op, as the ops are lowered, so
// that a large file's IR need never be whole: each op is verified inside
// a stand-in module, whose body holds it and, for the symbols of the ops
// before it, stand-ins without regions (their names, attributes and
// properties); then the op may be dropped. Finish checks the module
// itself (its body then empty).
//
// It answers whether the module is valid, not why not: an op may fail
// here and pass in the whole module (a symbol defined by a later
// top-level op), so a caller that sees Op or Finish fail verifies the
// file whole for mlir-opt's verdict and messages. What fails in the whole
// module fails here: an op's own checks, its regions', its symbol uses, a
// symbol defined twice; a module whose attributes' verifiers look into
// its body (gpu.container_module) fails Finish.
type Stream struct {
	c *checker
	// module is the stand-in builtin.module, block its body.
	module  *ir.Operation
	block   *ir.Block
	symbols map[string]bool
	failed  bool
	// anyDiag fails on a diagnostic of any severity, not only an error.
	anyDiag bool
	// body is the entry block of the func.func whose body is streamed
	// (see BeginBody), fn its stand-in parent while it is, and last the
	// body's op given last, not verified yet: it may be the terminator.
	body     *ir.Block
	fn, last *ir.Operation
	bodyRun  *run
}

// NewStream returns a stream verifying with opts (All and Limit aside)
// ops whose types belong to ctx.
func NewStream(ctx *ir.Context, opts Options) *Stream {
	ctx.SetStreamed()
	m := ir.NewOperation("builtin.module", nil)
	region := &ir.Region{Parent: m}
	m.Regions = []*ir.Region{region}
	s := &Stream{
		c:       newChecker(ctx, Options{Dialects: opts.Dialects, Workers: opts.Workers}),
		module:  m,
		block:   region.AddBlock(),
		symbols: make(map[string]bool),
	}
	return s
}

// Op verifies op, an op of the module's body without results, and reports
// whether it passed (once an op failed, every later call reports false).
func (s *Stream) Op(op *ir.Operation) bool {
	if s.failed {
		return false
	}
	if name, ok := symbolName(op); ok {
		if s.symbols[name] {
			s.failed = true
			return false
		}
		s.symbols[name] = true
	}
	saved := op.Parent
	op.Parent = s.block
	s.block.Ops = append(s.block.Ops, op)
	r := s.c.newRun()
	if s.body != nil && len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 && op.Regions[0].Blocks[0] == s.body {
		// The func.func whose body was streamed: its body holds its last
		// op, the others are verified and dropped.
		s.body.Parent = op.Regions[0]
		r.streamed = s.body
	}
	s.body = nil
	r.opAndDominance(op)
	if d := r.symbolUses([]*ir.Operation{op}); d != nil {
		r.emit(d)
	}
	op.Parent = saved
	n := len(s.block.Ops) - 1
	s.block.Ops[n] = nil
	s.block.Ops = s.block.Ops[:n]
	if s.bad(r.diags) {
		s.failed = true
		return false
	}
	if _, ok := symbolName(op); ok {
		stub := &ir.Operation{Name: op.Name, Properties: op.Properties, Attrs: op.Attrs, Loc: op.Loc, Parent: s.block, Pos: op.Pos}
		s.block.Ops = append(s.block.Ops, stub)
	}
	return true
}

// BeginBody begins the body of a func.func of the module's body (see
// grammar.Bodies): body, its entry block, whose ops are given to BodyOp
// in order, each once lowered, then EndBody, then the func.func to Op with
// body as its entry block. Each op but the last is verified when the next
// comes, then dropped: the last stays in body for the func.func's own
// verification (the terminator's checks need the function). Until then
// the body's parent is a stand-in func.func in the module: a check that
// would read the function's attributes passes or fails there, and a
// failure is not a verdict (see Stream).
func (s *Stream) BeginBody(body *ir.Block) {
	s.fn = &ir.Operation{Name: "func.func", Parent: s.block}
	s.fn.Regions = []*ir.Region{{Parent: s.fn, Blocks: []*ir.Block{body}}}
	body.Parent = s.fn.Regions[0]
	s.block.Ops = append(s.block.Ops, s.fn)
	s.body, s.last = body, nil
}

// BodyOp verifies the op of the body given before op, and reports whether
// it passed (as Op does).
func (s *Stream) BodyOp(op *ir.Operation) bool {
	if s.failed {
		return false
	}
	prev := s.last
	s.last = op
	if prev == nil {
		return true
	}
	// The next op follows it in its block: a terminator must be last.
	s.body.Ops = append(s.body.Ops[:0], prev, op)
	ok := len(prev.Successors) == 0
	if ok {
		// One run for the body's ops (its scratch space reused).
		if s.bodyRun == nil {
			s.bodyRun = s.c.newRun()
		}
		r := s.bodyRun
		clear(r.diags)
		r.diags = r.diags[:0]
		r.streamed = s.body
		r.opAndDominance(prev)
		if d := r.symbolUses([]*ir.Operation{prev}); d != nil {
			r.emit(d)
		}
		ok = !s.bad(r.diags)
	}
	clear(s.body.Ops)
	s.body.Ops = s.body.Ops[:0]
	if !ok {
		s.failed = true
		return false
	}
	// Its results stay (later ops use them), with its name, properties
	// and attributes (a later op's verifier may read a constant's value);
	// what its regions define is out of scope for the later ops, and
	// verified: the IR nested in it can go, and its operand list (the
	// slab block holding it with its neighbours' lists, when all of
	// them dropped theirs).
	prev.Regions = nil
	prev.Operands = nil
	return true
}

// EndBody ends the streamed body: its last op stays in it.
func (s *Stream) EndBody() {
	n := len(s.block.Ops) - 1
	if n >= 0 && s.block.Ops[n] == s.fn {
		s.block.Ops[n] = nil
		s.block.Ops = s.block.Ops[:n]
	}
	s.fn = nil
	if s.last != nil {
		s.body.Ops = append(s.body.Ops[:0], s.last)
		s.last = nil
	}
}

// Finish verifies top, the module whose body was streamed (and is empty
// now), and reports whether the whole module is valid.
func (s *Stream) Finish(top *ir.Operation) bool {
	if s.failed {
		return false
	}
	for _, e := range attrEntries(top.Attrs) {
		if s.c.reg != nil {
			if v := s.c.reg.Verifier(e.Name); v != nil && v.Attribute != nil {
				return false
			}
		}
	}
	r := s.c.newRun()
	r.opAndDominance(top)
	return !s.bad(r.diags)
}

func (s *Stream) bad(list diag.List) bool {
	return hasError(list) || s.anyDiag && len(list) > 0
}

func attrEntries(d *ir.DictionaryAttr) []ir.NamedAttribute {
	if d == nil {
		return nil
	}
	return d.Entries
}

func hasError(list diag.List) bool {
	for _, d := range list {
		if d.Severity == diag.Error {
			return true
		}
	}
	return false
}
