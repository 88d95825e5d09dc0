// Package verify checks the IR as mlir-opt's verifier does, and says what
// is wrong in mlir-opt's words, at the positions mlir-opt reports.
//
// The checks run in mlir-opt's order. For each operation, on the way down:
// the op's invariants (its counts of regions, results, successors and
// operands, its structural traits, then what ODS generates from its
// definition: required attributes and attribute constraints, operand and
// result type constraints, PredOpTraits, region constraints; then its
// other traits and its own verifier), graph regions with one block at
// most, entry blocks without predecessors; each block's structure (a
// terminator where one is needed, successors only on the last op). On the
// way up: the ops of its regions that are isolated from above (functions),
// each on its own goroutine, then the region invariants (symbol tables,
// isolation, implicit terminators, region verifiers). Once an isolated op
// is structurally sound, the dominance of every operand is checked in its
// regions (graph regions and unregistered ops' regions exempt).
//
// By default Verify reports what mlir-opt reports: the first error of
// each op isolated from above whose verification fails, and nothing
// beyond a failing op that is not isolated. With Options.All it goes on
// past each error, reporting every op's first error (editors want them
// all), in the same order, up to Options.Limit.
//
// What ODS generates is data (constraints.json, written by
// internal/cmd/odsgen): the checks every registered op gets from its
// definition run for all of them, their C++ predicates evaluated where
// gomlir knows the forms (isa<...>, widths, ranks, element types, ...;
// an unknown predicate is never reported). The ops' own C++ verifiers are
// Go code here, for the ops real code uses most (ops_*.go). Not yet
// checked: an op written with an explicit loc(...) is reported at its
// place in the text, where mlir-opt reports the location; dialect
// attributes but gpu.container_module; InferTypeOpInterface but for the
// ops whose inference is written here; the verifiers of the other ops.
package verify

import (
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/printer"
)

// Options configure a verification.
type Options struct {
	// Dialects are the registered dialects: ops of other dialects are
	// unregistered (accepted as written, their regions exempt from
	// dominance). Nil means none registered.
	Dialects *dialects.Registry
	// All reports every op's first error rather than stopping where
	// mlir-opt stops.
	All bool
	// Limit caps the errors All reports (0: DefaultLimit); the last one
	// kept then carries a note saying how many were left out.
	Limit int
	// Workers bounds the goroutines verifying isolated ops at once (0:
	// GOMAXPROCS).
	Workers int
}

// DefaultLimit is the number of errors reported in All mode by default.
const DefaultLimit = 100

// Verify checks top and everything nested in it. Types the checks build
// (an i1 of an op's shape, an op's inferred result types) are interned in
// ctx, which must be the context top's types belong to.
func Verify(ctx *ir.Context, top *ir.Operation, opts Options) diag.List {
	c := newChecker(ctx, opts)
	r := c.newRun()
	r.opAndDominance(top)
	list := r.diags
	if c.all {
		limit := opts.Limit
		if limit <= 0 {
			limit = DefaultLimit
		}
		if len(list) > limit {
			more := len(list) - limit
			list = list[:limit:limit]
			last := *list[limit-1]
			last.Notes = append(append([]diag.Note(nil), last.Notes...), diag.Note{Pos: last.Pos,
				Msg: fmt.Sprintf("too many errors: %d more not reported", more)})
			list[limit-1] = &last
		}
	}
	return list
}

func newChecker(ctx *ir.Context, opts Options) *checker {
	c := &checker{ctx: ctx, reg: opts.Dialects, all: opts.All, data: loadData()}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	// The calling goroutine is a worker too.
	c.tokens = make(chan struct{}, max(workers-1, 0))
	return c
}

// checker is what every goroutine of a verification shares.
type checker struct {
	ctx    *ir.Context
	reg    *dialects.Registry
	data   *odsData
	all    bool
	tokens chan struct{}
	// infos memoizes the registry's facts per op name (*opInfo, nil for
	// an unregistered op); goroutines share it.
	infos sync.Map
}

// opInfo is what the checks need of a registered op.
type opInfo struct {
	def    *ods.Op
	data   *opData
	traits map[string]bool
	// hook is the op's own verifier, if gomlir has one.
	hook opVerifier
	// regionHook runs after the op's regions are verified.
	regionHook opVerifier
	// required are the attributes that must be present and checked the
	// constrained ones, by name (the order ODS checks them in).
	required []string
	checked  []attrData
	// Frequently asked traits.
	isolated, terminator, noTerminator, graph bool
	// structural and others are the traits gomlir verifies, split as
	// mlir-opt orders them (structural ones before the generated checks);
	// regional are those with region checks.
	structural, others, regional []traitInfo
}

// traitInfo is a trait name, parsed.
type traitInfo struct {
	raw, base string
	params    []string
}

// info returns the registered op name's facts, or nil.
func (c *checker) info(name string) *opInfo {
	if c.reg == nil {
		return nil
	}
	if inf, ok := c.infos.Load(name); ok {
		return inf.(*opInfo)
	}
	var inf *opInfo
	if def := c.reg.Op(name); def != nil {
		inf = &opInfo{def: def, traits: map[string]bool{}}
		for _, t := range def.Traits {
			inf.traits[t] = true
			if i := indexByte(t, '<'); i >= 0 {
				inf.traits[t[:i]] = true
			}
		}
		if c.data != nil {
			inf.data = c.data.Ops[name]
		}
		inf.hook = opVerifiers[name]
		inf.regionHook = regionVerifiers[name]
		for _, a := range def.Attrs {
			if !a.Property && !a.Optional && a.Default == "" {
				inf.required = append(inf.required, a.Name)
			}
		}
		sort.Strings(inf.required)
		if inf.data != nil {
			inf.checked = append([]attrData(nil), inf.data.Attrs...)
			sort.SliceStable(inf.checked, func(i, j int) bool { return inf.checked[i].Name < inf.checked[j].Name })
		}
		for _, t := range def.Traits {
			ti := traitInfo{raw: t, base: traitBase(t), params: traitParams(t)}
			if structuralTraits[ti.base] {
				inf.structural = append(inf.structural, ti)
			} else if nativeTraits[ti.base] {
				inf.others = append(inf.others, ti)
			}
			if regionTraits[ti.base] {
				inf.regional = append(inf.regional, ti)
			}
		}
		inf.isolated = inf.traits["IsolatedFromAbove"]
		inf.terminator = inf.traits["Terminator"]
		inf.noTerminator = inf.traits["NoTerminator"]
		inf.graph = inf.traits["HasOnlyGraphRegion"]
	}
	c.infos.Store(name, inf)
	return inf
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// run is one goroutine's verification: the diagnostics it reported, in
// order.
type run struct {
	c     *checker
	diags diag.List
	// self is the environment of type and attribute constraints, reused.
	self env
	// Scratch space for the op being checked: its context, groups and
	// results; hooks do not keep them.
	octx                        opCtx
	segs                        [][2]int
	operandGroups, resultGroups [][]ir.Value
	results                     []ir.Value
	// order numbers the ops of the blocks dominance looked at.
	order map[*ir.Operation]int
	// streamed is a block whose earlier ops a Stream verified and
	// dropped: an op defined in it and no longer in its list came before
	// those in it.
	streamed *ir.Block
}

func (c *checker) newRun() *run { return &run{c: c} }

// failed reports whether the run may go on after an error.
func (r *run) stop() bool { return !r.c.all }

func (r *run) emit(d *diag.Diagnostic) { r.diags = append(r.diags, d) }

// opError is mlir-opt's emitOpError: "'name' op " and the message, at op.
func opError(op *ir.Operation, format string, args ...any) *diag.Diagnostic {
	return located(&diag.Diagnostic{Pos: op.Pos, Msg: "'" + op.Name + "' op " + fmt.Sprintf(format, args...)}, op)
}

// opErr is mlir-opt's op.emitError: the message alone, at op.
func opErr(op *ir.Operation, format string, args ...any) *diag.Diagnostic {
	return located(&diag.Diagnostic{Pos: op.Pos, Msg: fmt.Sprintf(format, args...)}, op)
}

// located gives d the place mlir-opt reports it at when op carries an
// explicit location (`loc(...)`): its first file:line:col (a call site's
// callee, with a "called from" note at the caller), or `<unknown>:0` with
// the location printed before the message when it holds none. Pos stays
// where the op was written.
func located(d *diag.Diagnostic, op *ir.Operation) *diag.Diagnostic {
	if op.Loc == nil {
		return d
	}
	if cs, ok := op.Loc.(*ir.CallSiteLoc); ok {
		d.Loc = fileLoc(cs.Callee)
		d.Loc.CalledFrom = fileLoc(cs.Caller)
		return d
	}
	d.Loc = fileLoc(op.Loc)
	return d
}

// fileLoc is mlir-opt's reading of a location for a diagnostic: its first
// FileLineColLoc in pre-order, else unknown (with the location itself as
// the message's prefix, but for loc(unknown)).
func fileLoc(loc ir.Attribute) *diag.Location {
	if f := firstFileLoc(loc); f != nil {
		return &diag.Location{File: f.Filename, Line: f.StartLine, Col: f.StartCol}
	}
	l := &diag.Location{Unknown: true}
	if _, ok := loc.(*ir.UnknownLoc); !ok && loc != nil {
		l.Prefix = printer.AttrString(loc) + ": "
	}
	return l
}

func firstFileLoc(loc ir.Attribute) *ir.FileLineColRange {
	switch l := loc.(type) {
	case *ir.FileLineColRange:
		return l
	case *ir.NameLoc:
		return firstFileLoc(l.Child)
	case *ir.CallSiteLoc:
		if f := firstFileLoc(l.Callee); f != nil {
			return f
		}
		return firstFileLoc(l.Caller)
	case *ir.FusedLoc:
		for _, sub := range l.Locs {
			if f := firstFileLoc(sub); f != nil {
				return f
			}
		}
	}
	return nil
}

// note attaches a note at pos.
func note(d *diag.Diagnostic, pos ast.Pos, format string, args ...any) *diag.Diagnostic {
	d.Notes = append(d.Notes, diag.Note{Pos: pos, Msg: fmt.Sprintf(format, args...)})
	return d
}

// opAndDominance verifies op, then (when it is sound) the dominance of
// the values its regions use.
func (r *run) opAndDominance(op *ir.Operation) bool {
	ok := r.operation(op)
	if !ok && r.stop() {
		return false
	}
	if len(op.Regions) > 0 && !r.dominance(op) {
		return false
	}
	return ok
}

// operation verifies op and, recursively, the ops nested in it but those
// isolated from above, which exitOp verifies.
func (r *run) operation(op *ir.Operation) bool {
	ok := r.enterOp(op)
	if !ok && r.stop() {
		return false
	}
	for _, region := range op.Regions {
		for _, b := range region.Blocks {
			if !r.block(b) {
				if r.stop() {
					return false
				}
				ok = false
			}
		}
	}
	if !r.exitOp(op) {
		ok = false
	}
	return ok
}

func (r *run) block(b *ir.Block) bool {
	ok := r.enterBlock(b)
	if !ok && r.stop() {
		return false
	}
	for _, op := range b.Ops {
		if len(op.Regions) > 0 && r.isolated(op) {
			continue
		}
		if !r.operation(op) {
			if r.stop() {
				return false
			}
			ok = false
		}
	}
	if !r.exitBlock(b) {
		ok = false
	}
	return ok
}

// isolated reports whether op is registered and isolated from above.
func (r *run) isolated(op *ir.Operation) bool {
	inf := r.c.info(op.Name)
	return inf != nil && inf.isolated
}

// enterOp checks op's invariants and its regions' shape.
func (r *run) enterOp(op *ir.Operation) bool {
	if op.Attrs != nil {
		for _, e := range op.Attrs.Entries {
			if f := dialectAttrVerifiers[e.Name]; f != nil {
				if d := f(r, op, e.Value); d != nil {
					r.emit(d)
					return false
				}
			}
		}
	}
	inf := r.c.info(op.Name)
	if inf != nil {
		if d := r.invariants(op, inf); d != nil {
			r.diags = append(r.diags, r.octx.pre...)
			r.emit(d)
			return false
		}
	}
	for i, region := range op.Regions {
		if inf != nil && r.graphRegion(op, inf, i) && len(region.Blocks) > 1 {
			r.emit(opError(op, "expects graph region #%d to have 0 or 1 blocks", i))
			return false
		}
		if len(region.Blocks) == 0 {
			continue
		}
		entry := region.Blocks[0]
		for _, b := range region.Blocks {
			if hasSuccessor(b, entry) {
				r.emit(opErr(op, "entry block of region may not have predecessors"))
				return false
			}
		}
	}
	return true
}

// hasSuccessor reports whether an op of b branches to target.
func hasSuccessor(b *ir.Block, target *ir.Block) bool {
	for _, op := range b.Ops {
		for _, s := range op.Successors {
			if s == target {
				return true
			}
		}
	}
	return false
}

// graphRegion reports whether region i of the registered op is a graph
// region (RegionKindInterface).
func (r *run) graphRegion(op *ir.Operation, inf *opInfo, i int) bool {
	return inf.graph
}

// ssaDominance reports whether the values of op's regions follow
// dominance: unregistered ops' regions and graph regions do not.
func (r *run) ssaDominance(op *ir.Operation, i int) bool {
	inf := r.c.info(op.Name)
	return inf != nil && !r.graphRegion(op, inf, i)
}

func (r *run) enterBlock(b *ir.Block) bool {
	if len(b.Ops) == 0 {
		if r.mayLackTerminator(b) {
			return true
		}
		r.emit(opErr(b.Parent.Parent, "empty block: expect at least a terminator"))
		return false
	}
	for i, op := range b.Ops {
		if len(op.Successors) > 0 && i != len(b.Ops)-1 {
			r.emit(opErr(op, "operation with block successors must terminate its parent block"))
			return false
		}
	}
	return true
}

func (r *run) exitBlock(b *ir.Block) bool {
	if len(b.Ops) == 0 {
		return true
	}
	last := b.Ops[len(b.Ops)-1]
	for _, s := range last.Successors {
		if s.Parent != b.Parent {
			r.emit(opError(last, "branching to block of a different region"))
			return false
		}
	}
	if r.mayLackTerminator(b) {
		return true
	}
	if inf := r.c.info(last.Name); inf == nil || inf.terminator {
		return true
	}
	r.emit(opErr(last, "block with no terminator, has %s", r.opText(last)))
	return false
}

// mayLackTerminator is mlir-opt's mayBeValidWithoutTerminator: the only
// block of a region of an op that may have no terminator (NoTerminator,
// or not registered).
func (r *run) mayLackTerminator(b *ir.Block) bool {
	if b.Parent == nil {
		return true
	}
	if len(b.Parent.Blocks) != 1 {
		return false
	}
	op := b.Parent.Parent
	if op == nil {
		return true
	}
	inf := r.c.info(op.Name)
	return inf == nil || inf.noTerminator
}

// exitOp verifies the isolated ops of op's regions, each on its own
// goroutine where one is free, then op's region invariants.
func (r *run) exitOp(op *ir.Operation) bool {
	var isolated []*ir.Operation
	for _, region := range op.Regions {
		for _, b := range region.Blocks {
			for _, o := range b.Ops {
				if len(o.Regions) > 0 && r.isolated(o) {
					isolated = append(isolated, o)
				}
			}
		}
	}
	ok := true
	if len(isolated) > 0 {
		subs := make([]*run, len(isolated))
		var wg sync.WaitGroup
		for i, o := range isolated {
			sub := r.c.newRun()
			subs[i] = sub
			select {
			case r.c.tokens <- struct{}{}:
				wg.Add(1)
				go func() {
					defer func() { <-r.c.tokens; wg.Done() }()
					sub.opAndDominance(o)
				}()
			default:
				sub.opAndDominance(o)
			}
		}
		wg.Wait()
		for _, sub := range subs {
			if len(sub.diags) > 0 {
				r.diags = append(r.diags, sub.diags...)
				ok = false
			}
		}
		if !ok && r.stop() {
			return false
		}
	}
	inf := r.c.info(op.Name)
	if inf != nil {
		if d := r.regionInvariants(op, inf); d != nil {
			r.emit(d)
			return false
		}
		return ok
	}
	if d := unknownOp(op, r.c.reg); d != nil {
		r.emit(d)
		return false
	}
	return ok
}

// unknownOp rejects an op a registered dialect does not define, unless
// the dialect accepts unknown ops (as llvm, nvvm, rocdl, spirv and shape
// do).
func unknownOp(op *ir.Operation, reg *dialects.Registry) *diag.Diagnostic {
	if reg == nil {
		return nil
	}
	dialect := op.Name
	if i := indexByte(dialect, '.'); i >= 0 {
		dialect = dialect[:i]
	}
	if !reg.HasDialect(dialect) || allowsUnknownOps[dialect] {
		return nil
	}
	return opErr(op, "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", op.Name, dialect)
}

var allowsUnknownOps = map[string]bool{"llvm": true, "nvvm": true, "rocdl": true, "spirv": true, "shape": true,
	"test": true, "test_dyn": true, "test_irdl_to_cpp": true}

// opText is op printed as mlir-opt prints an op into an error message.
func (r *run) opText(op *ir.Operation) string {
	return opString(op, r.c.reg)
}
