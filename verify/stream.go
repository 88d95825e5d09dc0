package verify

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/ir"
)

// Stream verifies a module's body op by op, as the ops are lowered, so
// that a large file's IR need never be whole: each op is verified inside
// a stand-in module holding it alone, then may be dropped. Finish checks
// the module itself (its body then empty) and that no symbol was defined
// twice.
//
// It answers whether the module is valid, not why not: an op may fail
// alone and pass in the whole module (a symbol defined by another
// top-level op, an attribute of the real module), so a caller that sees
// Op or Finish fail verifies the file whole for mlir-opt's verdict and
// messages. What fails in the whole module fails here: an op's own
// checks, its regions', its symbol uses (a symbol of another top-level op
// is not found in the stand-in) and the names of the module's symbols.
type Stream struct {
	c *checker
	// module is the stand-in builtin.module, block its body.
	module  *ir.Operation
	block   *ir.Block
	symbols map[string]bool
	failed  bool
}

// NewStream returns a stream verifying with opts (All and Limit aside)
// ops whose types belong to ctx.
func NewStream(ctx *ir.Context, opts Options) *Stream {
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
	s.block.Ops = append(s.block.Ops[:0], op)
	r := s.c.newRun()
	r.opAndDominance(s.module)
	s.block.Ops[0] = nil
	s.block.Ops = s.block.Ops[:0]
	op.Parent = saved
	if hasError(r.diags) {
		s.failed = true
	}
	return !s.failed
}

// Finish verifies top, the module whose body was streamed (and is empty
// now), and reports whether the whole module is valid.
func (s *Stream) Finish(top *ir.Operation) bool {
	if s.failed {
		return false
	}
	r := s.c.newRun()
	r.opAndDominance(top)
	return !hasError(r.diags)
}

func hasError(list diag.List) bool {
	for _, d := range list {
		if d.Severity == diag.Error {
			return true
		}
	}
	return false
}
