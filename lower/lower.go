// Package lower turns the syntax tree into the IR: it resolves SSA names
// (with forward references, `%x#N` and `%x:N` result groups), block labels,
// aliases, types and attributes, and wraps the file's top-level operations
// in an implicit `builtin.module` when the file does not have exactly one.
//
// Errors carry mlir-opt's words and the position mlir-opt reports.
package lower

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/internal/slab"
	"github.com/gomlir/gomlir/ir"
	"slices"
	"unsafe"
)

// Result is a lowered file.
type Result struct {
	// Top is the top-level builtin.module: the file's own, or an implicit one.
	Top *ir.Operation
	// Implicit reports that Top was created around the file's operations.
	Implicit  bool
	Resources *ir.Resources
	// Syntax is where the IR came from, when Options.KeepSyntax is set.
	Syntax *Syntax
	// Outside holds, with Options.Outside, an OutsideOp op (in no block)
	// for each name used and never defined, in order of first use.
	Outside []*ir.Operation
}

// Options configure the lowering.
type Options struct {
	// Dialects knows the registered ops: custom forms are lowered through
	// their definitions, and registered ops get their default-valued
	// properties and inherent attributes stored as properties, as mlir-opt
	// does. Without it, no op is registered.
	Dialects dialect.Registry
	// SharedDicts says that identical dictionaries of the tree share one
	// node (grammar.Options.ShareDicts): each node is lowered once.
	SharedDicts bool
	// KeepSyntax records, in Result.Syntax, the syntax of every op,
	// region and block, the names values were defined with and the
	// aliases (for printing in the author's terms).
	KeepSyntax bool
	// Outside makes each name used and never defined a value defined
	// outside the text (Result.Outside) rather than an error.
	Outside bool
}

// Lower resolves m into IR owned by ctx, with no op registered.
func Lower(ctx *ir.Context, m *ast.Module) (*Result, error) {
	return LowerWith(ctx, m, Options{})
}

// LowerWith resolves m into IR owned by ctx.
func LowerWith(ctx *ir.Context, m *ast.Module, opts Options) (*Result, error) {
	s := NewStream(ctx, opts)
	for _, item := range m.Items {
		if _, err := s.Item(item); err != nil {
			return nil, err
		}
	}
	return s.Finish()
}

func (l *lowerer) unknownLoc() ir.Attribute {
	loc, err := l.attrs.Attr(&ast.UnknownLoc{})
	if err != nil {
		return nil
	}
	return loc
}

// withPos gives a position-less diagnostic the position pos; nil stays nil.
func withPos(err error, pos ast.Pos) error {
	if err == nil {
		return nil
	}
	switch d := err.(type) {
	case *diag.Diagnostic:
		if !d.Pos.IsValid() {
			d.Pos = pos
			// A note without a place is at the error's.
			for i := range d.Notes {
				if !d.Notes[i].Pos.IsValid() {
					d.Notes[i].Pos = pos
				}
			}
		}
		return d
	case diag.List:
		for _, x := range d {
			if !x.Pos.IsValid() {
				x.Pos = pos
			}
		}
		return d
	}
	return diag.Errorf(pos, "%s", err.Error())
}

func lowerMetadata(md *ast.FileMetadata) *ir.Resources {
	res := &ir.Resources{}
	for _, e := range md.Entries {
		groups := make([]ir.ResourceGroup, 0, len(e.Groups))
		for _, g := range e.Groups {
			rg := ir.ResourceGroup{Name: g.Name}
			for _, r := range g.Resources {
				rg.Entries = append(rg.Entries, ir.ResourceEntry{Key: r.Key, Value: r.Value})
			}
			groups = append(groups, rg)
		}
		switch e.Key {
		case "dialect_resources":
			res.Dialect = append(res.Dialect, groups...)
		case "external_resources":
			res.External = append(res.External, groups...)
		}
	}
	return res
}

// valueEntry is a defined SSA name: a block argument, or the results
// first to first+count-1 of an op (its result group). Or, in a streamed
// function body, what a verified op with one result left of it (see
// Stream.Verified). It is 16 bytes, a third of the entry with a field per
// kind: the name table of a function of a million ops holds a million
// (32-byte slots with the name, against 56).
type valueEntry struct {
	// p is, by kind, the *ir.Operation all of whose results the name
	// stands for (the usual name), the *ir.BlockArgument, the
	// *verifiedOp, or the *resultGroup.
	p    unsafe.Pointer
	pos  ast.Pos
	kind entryKind
}

type entryKind uint8

const (
	entryOp entryKind = iota
	entryArg
	entryVerified
	entryGroup
)

// resultGroup is a name of some of an op's results (`%a:2, %b = ...`).
type resultGroup struct {
	op           *ir.Operation
	first, count int32
}

// opEntry is the entry of the name of op's results first to
// first+count-1.
func opEntry(op *ir.Operation, first, count int, pos ast.Pos) valueEntry {
	if first == 0 && count == len(op.Results) {
		return valueEntry{p: unsafe.Pointer(op), pos: pos, kind: entryOp}
	}
	return valueEntry{p: unsafe.Pointer(&resultGroup{op, int32(first), int32(count)}), pos: pos, kind: entryGroup}
}

func argEntry(a *ir.BlockArgument, pos ast.Pos) valueEntry {
	return valueEntry{p: unsafe.Pointer(a), pos: pos, kind: entryArg}
}

func verifiedEntry(v *verifiedOp, pos ast.Pos) valueEntry {
	return valueEntry{p: unsafe.Pointer(v), pos: pos, kind: entryVerified}
}

// op is the op whose results the name stands for (nil for a block
// argument or a verified op), and the first and number of them.
func (e *valueEntry) op() (op *ir.Operation, first, count int) {
	switch e.kind {
	case entryOp:
		op = (*ir.Operation)(e.p)
		return op, 0, len(op.Results)
	case entryGroup:
		g := (*resultGroup)(e.p)
		return g.op, int(g.first), int(g.count)
	}
	return nil, 0, 0
}

// len is the number of values the name stands for.
func (e *valueEntry) len() int {
	if e.kind == entryArg || e.kind == entryVerified {
		return 1
	}
	_, _, n := e.op()
	return n
}

// value is the name's value number i (`%name#i`).
func (e *valueEntry) value(i int) ir.Value {
	switch e.kind {
	case entryArg:
		return (*ir.BlockArgument)(e.p)
	case entryVerified:
		return (*verifiedOp)(e.p).result()
	}
	op, first, _ := e.op()
	return op.Result(first + i)
}

// forwardRef is a name used before its definition: every use, to patch once
// the definition is seen, and the type each result number was first used with.
type forwardRef struct {
	uses  []forwardUse
	types map[int]ir.Type
}

type forwardUse struct {
	op     *ir.Operation
	idx    int // operand index
	result int // result number within the group
	pos    ast.Pos
}

// blockEntry is a block label of the current region.
type blockEntry struct {
	block   *ir.Block
	defined bool
	usePos  ast.Pos
}

type lowerer struct {
	ctx      *ir.Context
	dialects dialect.Registry
	// defaults caches each registered op's default-valued properties.
	defaults map[*ods.Op][]ir.NamedAttribute
	attrs    *AttrLowerer
	// values holds every visible definition; scopes records which names each
	// open region defined, to forget them when the region closes.
	values map[string]valueEntry
	scopes [][]string
	// bulkScope, when not 0, is the depth of a scope whose names are not
	// listed (a streamed function body: a million names, 16 bytes and
	// more each): popScope then keeps the names of the scopes around
	// it, which are listed, in a new map.
	bulkScope int
	// valuesSized is the number of entries values was last made for (0
	// for a map left to grow): a large region sizes it once on entry
	// rather than rehashing it as it fills, and frees it on exit;
	// valuesDepth is the depth of that region's scope.
	valuesSized, valuesDepth int
	// forward holds names used but not yet defined.
	forward map[string]*forwardRef
	// blocks holds the labels of each open region, innermost last.
	blocks    []map[string]*blockEntry
	typeCache map[ast.Type]ir.Type
	// operandSlab holds ops' operand lists.
	operandSlab slab.Slab[ir.Value]
	// signatures caches the lowered types of ops' function types by node.
	signatures map[*ast.FunctionType][2][]ir.Type
	// syntax, when not nil, records where the IR came from.
	syntax *Syntax
	// dropTree forgets each op's tree once it is lowered (a stream that
	// discards: the tree of a huge function is freed as its IR grows).
	dropTree bool
	// outsideValues is Options.Outside.
	outsideValues bool
	// ownNames (Stream.OwnNames) copies the names defined at the level
	// of a streamed body into nameArena, so that values' keys do not
	// point into the input; lastDefined is the key define stored last.
	ownNames    bool
	nameArena   []byte
	lastDefined string
}

// nameArenaBlock is the largest block of nameArena (the first is 256
// bytes, each next twice the last: a small body allocates little): a
// million names of 7 bytes take 7 MB in about 110 blocks, against 16 MB
// in as many allocations.
const nameArenaBlock = 64 << 10

// ownName returns a copy of name in nameArena.
func (l *lowerer) ownName(name string) string {
	if len(name) == 0 {
		return name
	}
	if len(name) > cap(l.nameArena)-len(l.nameArena) {
		l.nameArena = make([]byte, 0, max(min(2*cap(l.nameArena), nameArenaBlock), 256, len(name)))
	}
	l.nameArena = append(l.nameArena, name...)
	// (The arena's bytes up to its length are never written again.)
	return unsafe.String(&l.nameArena[len(l.nameArena)-len(name)], len(name))
}

func (l *lowerer) pushScope() {
	l.scopes = append(l.scopes, nil)
	l.blocks = append(l.blocks, make(map[string]*blockEntry))
}

// popScope closes a region: its names go out of scope and every label it
// referenced must have been defined.
func (l *lowerer) popScope() error {
	if len(l.scopes) == l.bulkScope {
		l.bulkScope = 0
		m := make(map[string]valueEntry)
		for _, names := range l.scopes[:len(l.scopes)-1] {
			for _, name := range names {
				m[name] = l.values[name]
			}
		}
		l.values, l.valuesSized = m, 0
	}
	for _, name := range l.scopes[len(l.scopes)-1] {
		delete(l.values, name)
	}
	if l.valuesSized > 0 && len(l.scopes) == l.valuesDepth && len(l.values) < l.valuesSized/16 {
		// A map does not shrink: after a huge function the rest of a
		// stream would keep (and clear) its million slots.
		l.resizeValues(0)
	}
	l.scopes = l.scopes[:len(l.scopes)-1]
	blocks := l.blocks[len(l.blocks)-1]
	l.blocks = l.blocks[:len(l.blocks)-1]
	var first *blockEntry
	for _, b := range blocks {
		if !b.defined && (first == nil || b.usePos < first.usePos) {
			first = b
		}
	}
	if first != nil {
		return diag.Errorf(first.usePos, "reference to an undefined block")
	}
	return nil
}

// unresolved reports a use of a name that was never defined: as
// mlir-opt, each name is reported where it was first resolved (a region's
// uses come before its op's operands), and the earliest of those first.
func (l *lowerer) unresolved() error {
	var first *forwardUse
	for _, f := range l.forward {
		if len(f.uses) > 0 && (first == nil || f.uses[0].pos < first.pos) {
			first = &f.uses[0]
		}
	}
	if first != nil {
		return diag.Errorf(first.pos, "use of undeclared SSA value name")
	}
	return nil
}

// define binds name to the values of e, resolving earlier forward uses.
func (l *lowerer) define(name string, e valueEntry) error {
	pos := e.pos
	if prev, ok := l.values[name]; ok {
		d := diag.Errorf(pos, "redefinition of SSA value '%%%s'", name)
		d.Notes = []diag.Note{{Pos: prev.pos, Msg: "previously defined here"}}
		return d
	}
	if l.ownNames && len(l.scopes) == l.bulkScope {
		name = l.ownName(name)
	}
	l.values[name] = e
	l.lastDefined = name
	if l.syntax != nil && e.len() > 0 {
		l.syntax.names[e.value(0)] = ValueName{name, pos}
	}
	if len(l.scopes) != l.bulkScope {
		l.scopes[len(l.scopes)-1] = append(l.scopes[len(l.scopes)-1], name)
	}
	if len(l.forward) == 0 {
		return nil // the usual case: no name used before its definition
	}
	f, ok := l.forward[name]
	if !ok {
		return nil
	}
	delete(l.forward, name)
	for _, u := range f.uses {
		if u.result >= e.len() {
			return diag.Errorf(u.pos, "reference to invalid result number")
		}
	}
	for _, u := range f.uses {
		v := e.value(u.result)
		if want := f.types[u.result]; want != v.Type() {
			d := diag.Errorf(pos, "definition of SSA value '%%%s#%d' has type %s", name, u.result, l.typeString(v.Type()))
			d.Notes = []diag.Note{{Pos: u.pos, Msg: "previously used here with type " + l.typeString(want)}}
			return d
		}
		u.op.Operands[u.idx] = v
	}
	return nil
}

func (l *lowerer) typeString(t ir.Type) string { return "'" + typeString(t) + "'" }

// use resolves operand idx of op, `%name#result` of type t.
func (l *lowerer) use(op *ir.Operation, idx int, u ast.ValueUse, t ir.Type) error {
	result := u.Index
	if result < 0 {
		result = 0
	}
	if e, ok := l.values[u.Name]; ok {
		if result >= e.len() {
			return diag.Errorf(u.Pos, "reference to invalid result number")
		}
		v := e.value(result)
		if v.Type() != t {
			d := diag.Errorf(u.Pos, "use of value '%%%s' expects different type than prior uses: %s vs %s",
				u.Name, l.typeString(t), l.typeString(v.Type()))
			d.Notes = []diag.Note{{Pos: e.pos, Msg: "prior use here"}}
			return d
		}
		op.Operands[idx] = v
		return nil
	}
	f, ok := l.forward[u.Name]
	if !ok {
		f = &forwardRef{types: make(map[int]ir.Type)}
		l.forward[u.Name] = f
	}
	if prev, ok := f.types[result]; ok && prev != t {
		d := diag.Errorf(u.Pos, "use of value '%%%s' expects different type than prior uses: %s vs %s",
			u.Name, l.typeString(t), l.typeString(prev))
		for _, p := range f.uses {
			if p.result == result {
				d.Notes = []diag.Note{{Pos: p.pos, Msg: "prior use here"}}
				break
			}
		}
		return d
	}
	f.types[result] = t
	f.uses = append(f.uses, forwardUse{op: op, idx: idx, result: result, pos: u.Pos})
	return nil
}

// block returns the block labelled name in the current region, creating a
// forward reference when it is not defined yet.
func (l *lowerer) block(name string, pos ast.Pos) *ir.Block {
	blocks := l.blocks[len(l.blocks)-1]
	if e, ok := blocks[name]; ok {
		return e.block
	}
	e := &blockEntry{block: &ir.Block{}, usePos: pos}
	blocks[name] = e
	return e.block
}

// types lowers a list of types.
func (l *lowerer) types(ts []ast.Type, pos ast.Pos) ([]ir.Type, error) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		it, err := l.typ(t)
		if err != nil {
			return nil, withPos(err, pos)
		}
		out[i] = it
	}
	return out, nil
}

// signature lowers an op's function type: once per node, as the parser
// shares the node of every repeated spelling (the lists are not to be
// modified).
func (l *lowerer) signature(t *ast.FunctionType, pos ast.Pos) (inputs, results []ir.Type, err error) {
	if sig, ok := l.signatures[t]; ok {
		return sig[0], sig[1], nil
	}
	if inputs, err = l.types(t.Inputs, pos); err != nil {
		return nil, nil, err
	}
	if results, err = l.types(t.Results, pos); err != nil {
		return nil, nil, err
	}
	// Nodes not shared (a dialect type in the signature) churn through a
	// bounded cache.
	if len(l.signatures) >= maxSignatures {
		clear(l.signatures)
	}
	l.signatures[t] = [2][]ir.Type{inputs, results}
	return inputs, results, nil
}

const maxSignatures = 4096

// typ lowers t once per node: the parser shares the node of every repeated
// type spelling, so most types of a large file are lowered once. Nodes
// not shared (those a custom syntax makes, `index` of an scf.for) churn
// through a bounded cache, as signatures do: a stream would otherwise keep
// one entry and one dropped tree's node per op (10 MB of a function of 1M
// mixed ops, with the nodes).
func (l *lowerer) typ(t ast.Type) (ir.Type, error) {
	if it, ok := l.typeCache[t]; ok {
		return it, nil
	}
	it, err := l.attrs.Type(t)
	if err == nil {
		if len(l.typeCache) >= maxTypes {
			clear(l.typeCache)
		}
		l.typeCache[t] = it
	}
	return it, err
}

const maxTypes = 8192

// op lowers one operation and its regions.
func (l *lowerer) op(a *ast.Operation) (*ir.Operation, error) {
	var def *ods.Op
	if l.dialects != nil {
		def = l.dialects.Op(a.Name)
	}
	if a.Custom != nil {
		return l.customOp(a, def)
	}
	inputs, results, err := l.signature(a.Type, a.TypePos)
	if err != nil {
		return nil, err
	}
	if len(inputs) != len(a.Operands) {
		return nil, diag.Errorf(a.TypePos, "expected %d operand type%s but had %d",
			len(a.Operands), plural(len(a.Operands)), len(inputs))
	}
	declared := 0
	for _, r := range a.Results {
		declared += r.Count
	}
	if declared != len(results) && len(a.Results) > 0 {
		return nil, bindError(a.Pos, len(results), declared)
	}
	op := ir.NewOperation(a.Name, results)
	op.Pos = a.NamePos
	op.Operands = l.operandSlab.Make(len(a.Operands))
	// As mlir-opt's parser, resolve the operands once the type is known,
	// after the regions: a value used in a region and as an operand is
	// first used (and first wrong) in the region.
	resolve := func() error {
		for i, u := range a.Operands {
			if err := l.use(op, i, u, inputs[i]); err != nil {
				return err
			}
		}
		return nil
	}
	for _, s := range a.Successors {
		op.Successors = append(op.Successors, l.block(s.Name, s.Pos))
	}
	if a.Properties != nil {
		if op.Properties, err = l.attrs.Attr(a.Properties); err != nil {
			return nil, withPos(err, a.NamePos)
		}
	}
	if a.Attrs != nil {
		if op.Attrs, err = l.dict(a.Attrs); err != nil {
			return nil, err
		}
	}
	if def != nil {
		if err := l.checkProperties(op, def, a.NamePos); err != nil {
			return nil, err
		}
		if err := l.registered(op, def, a); err != nil {
			return nil, err
		}
	}
	if err := l.finish(op, a, resolve); err != nil {
		return nil, err
	}
	if def != nil {
		return op, l.build(op, a, inputs)
	}
	return op, nil
}

// finish lowers what generic and custom forms share: the location, the
// regions, and the results' names; resolve, if not nil, resolves the
// operands between the regions and the results.
func (l *lowerer) finish(op *ir.Operation, a *ast.Operation, resolve func() error) error {
	if a.Loc != nil {
		if err := l.attrs.Location(a.Loc, func(loc ir.Attribute) { op.Loc = loc }); err != nil {
			return withPos(err, a.NamePos)
		}
	}
	for _, r := range a.Regions {
		region, err := l.regionIn(r)
		if err != nil {
			return err
		}
		region.Parent = op
		op.Regions = append(op.Regions, region)
	}
	if resolve != nil {
		if err := resolve(); err != nil {
			return err
		}
	}
	// Results are defined after the op's regions: a region cannot use its
	// own op's results.
	next := 0
	for _, r := range a.Results {
		if err := l.define(r.Name, opEntry(op, next, r.Count, r.Pos)); err != nil {
			return err
		}
		next += r.Count
	}
	return nil
}

// bindError is mlir-opt's error for result names that do not fit the
// op's defined results.
func bindError(pos ast.Pos, defined, declared int) error {
	if defined == 0 {
		return diag.Errorf(pos, "cannot name an operation with no results")
	}
	return diag.Errorf(pos, "operation defines %d results but was provided %d to bind", defined, declared)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// dict lowers an attribute dictionary.
func (l *lowerer) dict(d *ast.DictAttr) (*ir.DictionaryAttr, error) {
	a, err := l.attrs.Attr(d)
	if err != nil {
		return nil, withPos(err, d.Pos)
	}
	return a.(*ir.DictionaryAttr), nil
}

// regionIn lowers a region of an op: an isolated one (ast.Region.Isolated)
// in an isolated name scope, as mlir-opt parses it: the names defined
// around it are not visible, and its uses must be defined within.
func (l *lowerer) regionIn(r *ast.Region) (*ir.Region, error) {
	if !r.Isolated {
		return l.region(r)
	}
	values, forward, sized, depth := l.values, l.forward, l.valuesSized, l.valuesDepth
	l.values, l.forward, l.valuesSized = map[string]valueEntry{}, map[string]*forwardRef{}, 0
	region, err := l.region(r)
	if err == nil {
		err = l.unresolved()
	}
	l.values, l.forward, l.valuesSized, l.valuesDepth = values, forward, sized, depth
	return region, err
}

// bigRegion is the number of ops in a region's blocks from which values
// is sized for them on entry.
const bigRegion = 4096

// sizeValues makes room in values for the definitions of r's ops (their
// first results, the usual one per op) when r is large.
func (l *lowerer) sizeValues(r *ast.Region) {
	n := 0
	for _, b := range r.Blocks {
		n += len(b.Ops) + len(b.Args)
	}
	if n < bigRegion || len(l.values)+n <= l.valuesSized {
		return
	}
	l.resizeValues(len(l.values) + n)
	l.valuesDepth = len(l.scopes) + 1 // the scope region opens next
}

// resizeValues moves values to a map made for n entries (0: left to grow).
func (l *lowerer) resizeValues(n int) {
	m := make(map[string]valueEntry, max(n, len(l.values)))
	for k, v := range l.values {
		m[k] = v
	}
	l.values, l.valuesSized = m, n
}

// region lowers a region in a new name scope.
func (l *lowerer) region(r *ast.Region) (*ir.Region, error) {
	l.sizeValues(r)
	l.pushScope()
	region := &ir.Region{Blocks: make([]*ir.Block, 0, len(r.Blocks))}
	if l.syntax != nil {
		l.syntax.regions[region] = r
	}
	for _, b := range r.Blocks {
		var blk *ir.Block
		if b.Label == "" {
			blk = &ir.Block{}
		} else {
			blocks := l.blocks[len(l.blocks)-1]
			e, ok := blocks[b.Label]
			if ok && e.defined {
				return nil, diag.Errorf(b.Pos, "redefinition of block '^%s'", b.Label)
			}
			if !ok {
				e = &blockEntry{block: &ir.Block{}, usePos: b.Pos}
				blocks[b.Label] = e
			}
			e.defined = true
			blk = e.block
		}
		blk.Parent = region
		region.Blocks = append(region.Blocks, blk)
		// The lists are sized once (a forward-referenced block has none yet).
		blk.Args = slices.Grow(blk.Args, len(b.Args))
		blk.Ops = slices.Grow(blk.Ops, len(b.Ops))
		if l.syntax != nil {
			l.syntax.blocks[blk] = b
		}
		for _, arg := range b.Args {
			t, err := l.typ(arg.Type)
			if err != nil {
				return nil, withPos(err, arg.Pos)
			}
			ba := blk.AddArgument(t, nil)
			if arg.Loc != nil {
				if err := l.attrs.Location(arg.Loc, func(loc ir.Attribute) { ba.Loc = loc }); err != nil {
					return nil, withPos(err, arg.Pos)
				}
			}
			if err := l.define(arg.Name, argEntry(ba, arg.Pos)); err != nil {
				return nil, err
			}
		}
		for i, o := range b.Ops {
			op, err := l.op(o)
			if err != nil {
				return nil, err
			}
			if l.syntax != nil {
				l.syntax.ops[op] = o
			}
			if l.dropTree {
				b.Ops[i] = nil
			}
			blk.Append(op)
		}
	}
	if err := l.popScope(); err != nil {
		return nil, err
	}
	return region, nil
}
