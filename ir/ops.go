// Package ir is the semantic IR: operations in blocks in regions, SSA
// values, and uniqued types and attributes owned by a Context.
//
// Types and attributes are interned: two equal types are the same pointer, so
// comparing with == is comparing meaning. Names as written (SSA names, block
// labels, aliases) are not part of the IR; package lower keeps them aside for
// printers that want them.
package ir

import "github.com/gomlir/gomlir/token"

// Value is an SSA value: an operation result or a block argument.
type Value interface {
	Type() Type
	// Uses returns the value's uses; HasUses and NumUses say whether it
	// has any and how many; ReplaceAllUsesWith makes each use use another
	// value (see the use lists' notes in uses.go: they are built on the
	// first such call).
	Uses() []Use
	HasUses() bool
	NumUses() int
	ReplaceAllUsesWith(Value)
	isValue()
}

// OpResult is result Index of operation Owner.
type OpResult struct {
	Owner *Operation
	Index int
	typ   Type
}

// Type returns the result's type.
func (r *OpResult) Type() Type { return r.typ }
func (*OpResult) isValue()     {}

// BlockArgument is argument Index of block Owner.
type BlockArgument struct {
	Owner *Block
	Index int
	typ   Type
	Loc   Attribute // nil when unknown
}

// Type returns the argument's type.
func (a *BlockArgument) Type() Type { return a.typ }
func (*BlockArgument) isValue()     {}

// Operation is one operation.
type Operation struct {
	Name       string
	Operands   []Value
	Results    []OpResult
	Successors []*Block
	// Properties is the attribute written between `<` and `>` (usually a
	// dictionary), or nil.
	Properties Attribute
	// Attrs is the discardable attribute dictionary (sorted by name, as
	// mlir-opt keeps it), or nil.
	Attrs   *DictionaryAttr
	Regions []*Region
	Loc     Attribute // nil when unknown
	Parent  *Block
	// Pos is where the op was written in the source it was parsed from
	// (its name, where mlir-opt locates an op), or token.NoPos for an op
	// built in Go. Diagnostics about the op are placed there.
	Pos token.Pos
	// NameID is scratch space for a printer streaming a function's body
	// (printer.Stream): the name it gave the op's single result, 0 when
	// none, carried over to the stand-ins of later uses (package lower).
	// It fits in the padding after Pos: an op costs no more with it.
	NameID int32
	// uses is the use lists of the tree this op is the top of, once they
	// are built (uses.go). The op's size class is the same with it.
	uses *useTable
}

// NewOperation returns an operation named name with results of the given types.
func NewOperation(name string, resultTypes []Type) *Operation {
	var op *Operation
	if len(resultTypes) == 1 {
		// The usual op: one allocation for the op and its result.
		x := &struct {
			op Operation
			r  [1]OpResult
		}{}
		op = &x.op
		op.Results = x.r[:]
	} else {
		op = &Operation{}
		op.Results = make([]OpResult, len(resultTypes))
	}
	op.Name = name
	op.Pos = token.NoPos
	for i, t := range resultTypes {
		op.Results[i] = OpResult{Owner: op, Index: i, typ: t}
	}
	return op
}

// Result returns result i as a Value.
func (op *Operation) Result(i int) *OpResult { return &op.Results[i] }

// Attr returns the discardable attribute named name, or nil.
func (op *Operation) Attr(name string) Attribute {
	if op.Attrs == nil {
		return nil
	}
	return op.Attrs.Get(name)
}

// Block is a list of operations with arguments.
type Block struct {
	Args   []*BlockArgument
	Ops    []*Operation
	Parent *Region
}

// AddArgument appends an argument of type t.
func (b *Block) AddArgument(t Type, loc Attribute) *BlockArgument {
	a := &BlockArgument{Owner: b, Index: len(b.Args), typ: t, Loc: loc}
	b.Args = append(b.Args, a)
	return a
}

// Append adds op, which must be in no block, at the end of the block.
func (b *Block) Append(op *Operation) {
	b.Ops = append(b.Ops, op)
	attach(op, b)
}

// IsEntry reports whether b is the first block of its region.
func (b *Block) IsEntry() bool {
	return b.Parent != nil && len(b.Parent.Blocks) > 0 && b.Parent.Blocks[0] == b
}

// Region is a list of blocks owned by an operation.
type Region struct {
	Blocks []*Block
	Parent *Operation
}

// AddBlock appends a new empty block.
func (r *Region) AddBlock() *Block {
	b := &Block{Parent: r}
	r.Blocks = append(r.Blocks, b)
	return b
}

// Walk calls fn on op and every operation nested in it, in pre-order; fn
// returning false skips the op's regions.
func Walk(op *Operation, fn func(*Operation) bool) {
	if !fn(op) {
		return
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				Walk(o, fn)
			}
		}
	}
}

// NamedAttribute is one entry of an attribute dictionary.
type NamedAttribute struct {
	Name  string
	Value Attribute
}
