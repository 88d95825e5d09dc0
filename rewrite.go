package gomlir

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// A Pattern rewrites operations of one name (or of any name). Rewrite
// looks at op and, when it applies, changes the IR through rw only and
// returns true; otherwise it changes nothing and returns false.
type Pattern struct {
	// Name names the pattern in errors.
	Name string
	// Op is the name of the operations the pattern applies to, "" for
	// every operation.
	Op      string
	Rewrite func(op *ir.Operation, rw *Rewriter) bool
}

// RewriteConfig bounds ApplyPatterns. The zero RewriteConfig is MLIR's
// greedy driver's default.
type RewriteConfig struct {
	// MaxIterations is the number of sweeps over the IR (each to an empty
	// worklist) after which the rewrite has not converged: 0 means 10.
	MaxIterations int
	// MaxRewrites bounds the rewrites of one sweep (a pattern that undoes
	// another would never stop): 0 means ten per op, plus 1,000.
	MaxRewrites int
	// KeepDeadOps keeps unused ops that have no effect (a constant whose
	// uses were folded away); by default they are erased, as MLIR's
	// greedy driver does.
	KeepDeadOps bool
	// Dialects say which ops have no memory effect (may go when unused):
	// nil for Upstream().
	Dialects dialect.Registry
}

// A Rewriter is what a pattern changes the IR with. Its builder's
// insertion point is just before the op being rewritten; every op it
// creates, changes or frees of uses is visited again.
type Rewriter struct {
	*ir.Builder
	d *driver
}

// Create makes an op at the insertion point (see ir.Builder.Create) and
// puts it on the worklist.
func (rw *Rewriter) Create(name string, st ir.OpState) *ir.Operation {
	op := rw.Builder.Create(name, st)
	rw.d.push(op)
	return op
}

// Insert puts op, in no block, at the insertion point and on the
// worklist.
func (rw *Rewriter) Insert(op *ir.Operation) *ir.Operation {
	rw.Builder.Insert(op)
	ir.Walk(op, func(o *ir.Operation) bool { rw.d.push(o); return true })
	return op
}

// ReplaceOp replaces every use of op's results by values (one per
// result) and erases op.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, values ...ir.Value) {
	for i := range op.Results {
		rw.pushUsers(op.Result(i))
	}
	op.ReplaceAllUsesWith(values...)
	rw.EraseOp(op)
}

// EraseOp erases op, which must have no used result (a pattern that
// tries is an error of ApplyPatterns).
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	operands := op.Operands
	if err := op.Erase(); err != nil {
		if rw.d.err == nil {
			rw.d.err = err
		}
		return
	}
	ir.Walk(op, func(o *ir.Operation) bool { rw.d.erased[o] = true; return true })
	for _, v := range operands {
		rw.pushDef(v)
	}
}

// ModifyInPlace runs fn, which changes op in place (its operands,
// attributes, properties), and puts op and its users on the worklist.
func (rw *Rewriter) ModifyInPlace(op *ir.Operation, fn func()) {
	for _, v := range op.Operands {
		rw.pushDef(v)
	}
	fn()
	rw.d.push(op)
	for i := range op.Results {
		rw.pushUsers(op.Result(i))
	}
}

// Notify puts op on the worklist again: a pattern that changed something
// op's rewrite depends on says so.
func (rw *Rewriter) Notify(op *ir.Operation) { rw.d.push(op) }

func (rw *Rewriter) pushUsers(v ir.Value) {
	for _, u := range v.Uses() {
		rw.d.push(u.Owner)
	}
}

func (rw *Rewriter) pushDef(v ir.Value) {
	if r, ok := v.(*ir.OpResult); ok {
		rw.d.push(r.Owner)
	}
}

// ErrNotConverged is wrapped by the error ApplyPatterns returns when the
// rewrite has not reached a fixed point within its bounds.
var ErrNotConverged = fmt.Errorf("pattern rewrite did not converge")

type driver struct {
	ctx      *ir.Context
	patterns map[string][]*Pattern
	any      []*Pattern
	reg      dialect.Registry
	cfg      RewriteConfig
	list     []*ir.Operation
	queued   map[*ir.Operation]bool
	erased   map[*ir.Operation]bool
	err      error
}

func (d *driver) push(op *ir.Operation) {
	if !d.queued[op] && !d.erased[op] {
		d.queued[op] = true
		d.list = append(d.list, op)
	}
}

// ApplyPatterns applies patterns to the operations nested in top (not
// top itself) until none applies, as MLIR's greedy pattern rewrite
// driver does: a worklist starts with every op in order, an op's
// patterns are tried in the order given (the first that applies wins),
// and the ops a rewrite creates, changes or frees of uses are visited
// again; unused ops without effect are erased. The order is
// deterministic. It reports whether anything changed; it fails when a
// pattern erased a used op, or the rewrite did not converge within cfg's
// bounds (ErrNotConverged). The ops patterns create are made in ctx, the
// context of top's types and attributes. cfg may be nil.
func ApplyPatterns(ctx *ir.Context, top *ir.Operation, patterns []Pattern, cfg *RewriteConfig) (bool, error) {
	d := &driver{ctx: ctx, patterns: map[string][]*Pattern{}, erased: map[*ir.Operation]bool{}}
	if cfg != nil {
		d.cfg = *cfg
	}
	d.reg = d.cfg.Dialects
	if d.reg == nil {
		d.reg = Upstream()
	}
	if d.cfg.MaxIterations <= 0 {
		d.cfg.MaxIterations = 10
	}
	for i := range patterns {
		p := &patterns[i]
		if p.Op == "" {
			d.any = append(d.any, p)
		} else {
			d.patterns[p.Op] = append(d.patterns[p.Op], p)
		}
	}
	changedAny := false
	for iter := 0; ; iter++ {
		if iter == d.cfg.MaxIterations {
			return changedAny, fmt.Errorf("%w in %d iterations", ErrNotConverged, d.cfg.MaxIterations)
		}
		d.list, d.queued = d.list[:0], map[*ir.Operation]bool{}
		n := 0
		ir.Walk(top, func(op *ir.Operation) bool {
			if op != top {
				d.push(op)
				n++
			}
			return true
		})
		limit := d.cfg.MaxRewrites
		if limit <= 0 {
			limit = 10*n + 1000
		}
		changed, err := d.sweep(limit)
		if err != nil {
			return changedAny || changed, err
		}
		if !changed {
			return changedAny, nil
		}
		changedAny = true
	}
}

// sweep empties the worklist.
func (d *driver) sweep(limit int) (bool, error) {
	changed, rewrites := false, 0
	for i := 0; i < len(d.list); i++ {
		op := d.list[i]
		delete(d.queued, op)
		if d.erased[op] || op.Parent == nil {
			continue
		}
		rw := &Rewriter{Builder: ir.NewBuilder(d.ctx), d: d}
		if !d.cfg.KeepDeadOps && d.dead(op) {
			rw.EraseOp(op)
			changed = true
			continue
		}
		for _, p := range d.candidates(op) {
			rw.Builder = ir.NewBuilder(d.ctx)
			rw.SetInsertionPointBefore(op)
			if !p.Rewrite(op, rw) {
				continue
			}
			if d.err != nil {
				return true, fmt.Errorf("pattern %s: %w", p.Name, d.err)
			}
			changed = true
			if rewrites++; rewrites > limit {
				return true, fmt.Errorf("%w: more than %d rewrites in a sweep (last: %s on %s)", ErrNotConverged, limit, p.Name, op.Name)
			}
			break
		}
		// The list only grows: drop what was done once it is long.
		if i > 4096 && i > len(d.list)/2 {
			d.list = append(d.list[:0], d.list[i+1:]...)
			i = -1
		}
	}
	return changed, nil
}

func (d *driver) candidates(op *ir.Operation) []*Pattern {
	ps := d.patterns[op.Name]
	if len(d.any) == 0 {
		return ps
	}
	return append(append([]*Pattern(nil), ps...), d.any...)
}

// dead reports whether op can go: it has results, none used, no region,
// and its definition says it has no memory effect.
func (d *driver) dead(op *ir.Operation) bool {
	return len(op.Results) > 0 && len(op.Regions) == 0 && !op.HasUses() && d.reg.HasTrait(op.Name, "NoMemoryEffect")
}

// ApplyPatterns is the package's ApplyPatterns on the module's body, with
// the module's context and, unless cfg says otherwise, its dialects.
func (m *Module) ApplyPatterns(patterns []Pattern, cfg *RewriteConfig) (bool, error) {
	var c RewriteConfig
	if cfg != nil {
		c = *cfg
	}
	if c.Dialects == nil {
		c.Dialects = m.Dialects
	}
	return ApplyPatterns(m.Ctx, m.Op, patterns, &c)
}
