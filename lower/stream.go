package lower

import (
	"weak"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/token"
)

// Stream lowers a file item by item, in the order grammar.Stream delivers
// them: top-level items, or the ops of the file's builtin.module body
// between BeginModule and EndModule. With Discard, lowered ops are not
// kept in their block (the caller prints and drops them), so the IR of a
// large file is never whole, and the tree of each op nested in an item
// is forgotten once lowered (the item's tree is the caller's to drop).
type Stream struct {
	l       *lowerer
	Discard bool
	// KeepBody, with Discard, still appends the ops of a streamed
	// function body (see BeginBody) to its block: each op's tree is
	// forgotten once lowered, but the function's IR is whole once it
	// ends (a printer numbering its values needs it).
	KeepBody bool
	// OwnNames copies the names a streamed function body defines out of
	// the input, so that the lowering reads the input's text no more
	// once past it: a caller giving its pages back as the body goes (a
	// mapped input) keeps them given back. Without it, a name table's
	// keys point into the input, and the map's growth (which hashes its
	// keys again) and its lookups (which compare a key of the same short
	// hash) read back pages all over the input (one function of 1M mixed
	// ops: the whole 50 MB input stayed resident, released or not).
	OwnNames bool
	// body holds the top-level ops; module and moduleBody the streamed
	// module, once it began.
	body       *ir.Block
	module     *ir.Operation
	moduleBody *ir.Block
	inModule   bool
	resources  *ir.Resources
	// topLevel counts the file's top-level ops (the module included).
	topLevel int
	// fnBody is the entry block of the func.func whose body is streamed
	// (between BeginBody and EndBody: inBody), then of the next op item
	// (the func.func itself); bodyNames counts the names it defined.
	fnBody             *ir.Block
	inBody             bool
	bodyNames, bodyOps int
	// recent are the body's last two ops lowered (the last second) with
	// the name of their result, when they have one result named alone:
	// what Verified may replace; kinds are the verifiedKinds of the
	// body by op name and result type.
	recent [2]recentOp
	kinds  map[kindKey]*verifiedKind
}

type kindKey struct {
	name string
	typ  ir.Type
}

type recentOp struct {
	op   *ir.Operation
	name string
}

// verifiedOp is what an op of a streamed function body with one result
// leaves in the name table once it is verified (see Stream.Verified): a
// quarter of the op's memory, what a later op may read of it (a
// verifier reads a constant's value). A later use of its name gets a
// stand-in op holding that (no operands, no regions), kept as long as
// something uses it: every use gets the same one while one lives, so that
// values compare as the op's results would.
type verifiedOp struct {
	kind  *verifiedKind
	props ir.Attribute
	attrs *ir.DictionaryAttr
	stand weak.Pointer[ir.Operation]
	pos   token.Pos
	// nameID is the op's NameID (in the padding after pos).
	nameID int32
}

// verifiedKind is what the verifiedOps of one name and result type in a
// body share: 48 bytes each with it apart, 64 with the type (a million
// constants: 16 MB).
type verifiedKind struct {
	name   string
	typ    ir.Type
	parent *ir.Block
}

// result is the stand-in op's result.
func (v *verifiedOp) result() ir.Value {
	if op := v.stand.Value(); op != nil {
		return op.Result(0)
	}
	op := ir.NewOperation(v.kind.name, []ir.Type{v.kind.typ})
	op.Properties, op.Attrs, op.Parent, op.Pos, op.NameID = v.props, v.attrs, v.kind.parent, v.pos, v.nameID
	v.stand = weak.Make(op)
	return op.Result(0)
}

// bodyTree is the number of ops of a streamed body whose operand lists
// share a slab block (see grammar's bodyTree).
const bodyTree = 64

// NewStream returns a stream lowering into IR owned by ctx.
func NewStream(ctx *ir.Context, opts Options) *Stream {
	l := &lowerer{
		ctx:           ctx,
		dialects:      opts.Dialects,
		defaults:      make(map[*ods.Op][]ir.NamedAttribute),
		attrs:         NewAttrLowerer(ctx),
		values:        make(map[string]valueEntry),
		forward:       make(map[string]*forwardRef),
		typeCache:     make(map[ast.Type]ir.Type),
		signatures:    make(map[*ast.FunctionType][2][]ir.Type),
		outsideValues: opts.Outside,
	}
	if opts.Dialects != nil {
		l.attrs.SetDialects(opts.Dialects)
		ctx.SetDialectReader(&dialectReader{ctx: ctx, types: map[[2]string]ir.Type{}, attrs: map[canonKey]ir.Attribute{},
			reg: opts.Dialects})
	}
	if opts.SharedDicts {
		l.attrs.dicts = make(map[*ast.DictAttr]ir.Attribute)
	}
	if opts.KeepSyntax {
		l.syntax = newSyntax()
		l.attrs.WrittenHex = func(a ir.Attribute) { l.syntax.hex[a] = true }
		l.attrs.KeepComments = true
	}
	l.pushScope()
	return &Stream{l: l, body: &ir.Block{}}
}

// Item lowers one item and returns the op it lowered, if it is one.
func (s *Stream) Item(item ast.Item) (*ir.Operation, error) {
	l := s.l
	switch it := item.(type) {
	case *ast.AliasDef:
		if err := l.attrs.DefineAlias(it); err != nil {
			return nil, withPos(err, it.Pos)
		}
		if l.syntax != nil {
			l.syntax.alias(l.attrs, it)
		}
	case *ast.Operation:
		if s.Discard && (!s.inBody || s.bodyOps%bodyTree == 0) {
			l.operandSlab.Reset() // see package slab
			// The caches keyed by tree nodes are bounded (typ,
			// signature): they cannot keep the dropped trees.
		}
		if s.inBody {
			s.bodyOps++
		}
		l.dropTree = s.Discard && l.syntax == nil
		op, err := l.op(it)
		if err != nil {
			return nil, err
		}
		if l.syntax != nil {
			l.syntax.ops[op] = it
		}
		if s.inBody {
			s.bodyNames += len(it.Results)
			s.recent[0], s.recent[1] = s.recent[1], recentOp{}
			if len(it.Results) == 1 && it.Results[0].Count == 1 && len(op.Results) == 1 {
				name := it.Results[0].Name
				if l.ownNames {
					// The key define stored (the op's results are
					// defined last), for Verified's assignment, which
					// stores the key it is given.
					name = l.lastDefined
				}
				s.recent[1] = recentOp{op, name}
			}
			if s.Discard && !s.KeepBody {
				op.Parent = s.fnBody
			} else {
				s.fnBody.Append(op)
			}
			return op, nil
		}
		if s.fnBody != nil {
			s.attachBody(op)
		}
		blk := s.body
		if s.inModule {
			blk = s.moduleBody
		} else {
			s.topLevel++
		}
		if s.Discard {
			op.Parent = blk
		} else {
			blk.Append(op)
		}
		return op, nil
	case *ast.FileMetadata:
		s.resources = lowerMetadata(it)
	}
	return nil, nil
}

// BeginBody opens the streamed body of a func.func item (see
// grammar.Bodies): its entry block, whose arguments are args (those its
// syntax declared), in a new name scope as the region would be. The ops
// given to Item until EndBody are the block's; the next op given to Item
// is the func.func, and gets the block as its body's entry block.
func (s *Stream) BeginBody(args []ast.BlockArg) (*ir.Block, error) {
	l := s.l
	l.pushScope()
	if l.bulkScope == 0 && l.syntax == nil {
		// Its names are not listed: they all go at its end (see
		// popScope).
		l.bulkScope = len(l.scopes)
	}
	l.ownNames = s.OwnNames
	blk := &ir.Block{}
	s.fnBody, s.inBody, s.bodyNames, s.bodyOps = blk, true, len(args), 0
	blk.Args = make([]*ir.BlockArgument, 0, len(args))
	for _, arg := range args {
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
	return blk, nil
}

// Verified tells that op, one of the last two ops of the streamed body
// given to Item, was verified, and that nothing reads it but through its
// results (its operand list and regions may be gone, its uses are
// verified): its name then stands for a verifiedOp, and the op itself
// can go once the ops using it are gone. Only a stream that discards the
// body's ops and keeps no syntax may call it.
func (s *Stream) Verified(op *ir.Operation) {
	l := s.l
	if !s.inBody || !s.Discard || s.KeepBody || l.syntax != nil {
		return
	}
	for i, r := range s.recent {
		if r.op != op {
			continue
		}
		s.recent[i] = recentOp{}
		e, ok := l.values[r.name]
		if !ok || e.kind != entryOp || (*ir.Operation)(e.p) != op || len(op.Results) != 1 {
			return
		}
		if s.kinds == nil {
			s.kinds = make(map[kindKey]*verifiedKind)
		}
		k := kindKey{op.Name, op.Results[0].Type()}
		kind := s.kinds[k]
		if kind == nil || kind.parent != op.Parent {
			kind = &verifiedKind{k.name, k.typ, op.Parent}
			s.kinds[k] = kind
		}
		l.values[r.name] = verifiedEntry(
			&verifiedOp{kind: kind, props: op.Properties, attrs: op.Attrs, pos: op.Pos, nameID: op.NameID},
			e.pos)
		return
	}
}

// EndBody closes the streamed body: its names go out of scope.
func (s *Stream) EndBody() error {
	l := s.l
	s.inBody = false
	s.recent = [2]recentOp{}
	s.kinds = nil
	err := l.popScope()
	l.ownNames, l.nameArena, l.lastDefined = false, nil, ""
	if s.bodyNames >= bigRegion && l.valuesSized == 0 {
		// A map does not shrink: see popScope.
		l.resizeValues(0)
		l.valuesSized = 0
	}
	return err
}

// attachBody makes the streamed body the entry block of op, the func.func
// whose body it is (lowered with an empty entry block of the same
// arguments). The block's Parent is left to whoever takes op next, in
// order with the body's ops (verify.Stream, printer.Stream): another
// goroutine may still be reading it.
func (s *Stream) attachBody(op *ir.Operation) {
	blk := s.fnBody
	s.fnBody = nil
	if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
		return // `{}`: no entry block, and no op was streamed
	}
	op.Regions[0].Blocks[0] = blk
}

// BeginModule opens the body of the file's builtin.module.
func (s *Stream) BeginModule() {
	s.l.pushScope()
	s.inModule = true
	s.moduleBody = &ir.Block{}
}

// EndModule lowers the module op itself (its body was streamed) and puts
// the streamed ops in its body.
func (s *Stream) EndModule(a *ast.Operation) (*ir.Operation, error) {
	l := s.l
	if !s.inModule {
		// No body began (a module without a region): an item like any
		// other.
		return s.Item(a)
	}
	s.inModule = false
	if err := l.popScope(); err != nil {
		return nil, err
	}
	op, err := l.op(a)
	if err != nil {
		return nil, err
	}
	if l.syntax != nil {
		l.syntax.ops[op] = a
	}
	if len(op.Regions) > 0 {
		r := op.Regions[0]
		s.moduleBody.Parent = r
		if len(r.Blocks) > 0 {
			s.moduleBody.Args = r.Blocks[0].Args
			r.Blocks[0] = s.moduleBody
		} else if len(s.moduleBody.Ops) > 0 || s.Discard {
			r.Blocks = append(r.Blocks, s.moduleBody)
		}
	}
	s.topLevel++
	s.body.Append(op)
	s.module = op
	return op, nil
}

// Finish checks what can only be checked at the end of the file (names
// used and never defined, location aliases) and returns the result.
func (s *Stream) Finish() (*Result, error) {
	l := s.l
	if err := l.popScope(); err != nil {
		return nil, err
	}
	var outside []*ir.Operation
	if l.outsideValues {
		var err error
		if outside, err = l.outside(); err != nil {
			return nil, err
		}
	}
	if err := l.unresolved(); err != nil {
		return nil, err
	}
	if err := l.attrs.ResolveDeferred(); err != nil {
		return nil, err
	}
	res := &Result{Resources: s.resources, Syntax: l.syntax, Outside: outside}
	body := s.body
	if s.topLevel == 1 && len(body.Ops) == 1 && body.Ops[0].Name == "builtin.module" && len(body.Ops[0].Results) == 0 {
		res.Top = body.Ops[0]
		res.Top.Parent = nil
		return res, nil
	}
	top := ir.NewOperation("builtin.module", nil)
	region := &ir.Region{Parent: top}
	top.Regions = []*ir.Region{region}
	blk := region.AddBlock()
	for _, op := range body.Ops {
		blk.Append(op)
	}
	top.Loc = l.unknownLoc()
	res.Top, res.Implicit = top, true
	return res, nil
}

// Unresolved reports whether some name was used before its definition and
// is not defined yet: an op lowered so far may still change.
func (s *Stream) Unresolved() bool { return len(s.l.forward) > 0 }
