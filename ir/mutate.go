package ir

import (
	"fmt"
	"slices"
)

// attach makes op, just placed in b.Ops, an op of b, and adds its uses to
// the use lists of b's tree if they are built.
func attach(op *Operation, b *Block) {
	op.Parent = b
	own := op.uses
	op.uses = nil
	top := blockTop(b)
	if top == nil || top.uses == nil {
		return
	}
	if own != nil || len(op.Operands) > 0 || len(op.Regions) > 0 {
		top.uses.addTree(op)
	}
}

// detach takes op out of its block, and its uses out of the use lists of
// its tree if they are built.
func (op *Operation) detach() {
	b := op.Parent
	if b == nil {
		return
	}
	if t := op.trackedTable(); t != nil {
		t.removeTree(op)
	}
	i := b.index(op)
	b.Ops = slices.Delete(b.Ops, i, i+1)
	op.Parent = nil
}

// index returns op's index in b.Ops.
func (b *Block) index(op *Operation) int {
	if i := slices.Index(b.Ops, op); i >= 0 {
		return i
	}
	panic(fmt.Sprintf("ir: %s is not in its parent block", op.Name))
}

// Index returns the position of op in its block, or -1 when it is in
// none.
func (op *Operation) Index() int {
	if op.Parent == nil {
		return -1
	}
	return op.Parent.index(op)
}

// insertAt puts op, which must be in no block, at index i of b.
func (b *Block) insertAt(i int, op *Operation) {
	if op.Parent != nil {
		panic(fmt.Sprintf("ir: %s is already in a block (Remove or Move it)", op.Name))
	}
	b.Ops = slices.Insert(b.Ops, i, op)
	attach(op, b)
}

// Prepend adds op, which must be in no block, at the start of the block.
func (b *Block) Prepend(op *Operation) { b.insertAt(0, op) }

// InsertBefore puts op, which must be in no block, just before mark in
// mark's block.
func (op *Operation) InsertBefore(mark *Operation) {
	b := mark.Parent
	b.insertAt(b.index(mark), op)
}

// InsertAfter puts op, which must be in no block, just after mark in
// mark's block.
func (op *Operation) InsertAfter(mark *Operation) {
	b := mark.Parent
	b.insertAt(b.index(mark)+1, op)
}

// Remove takes op out of its block, keeping it and what it holds: it may
// be inserted elsewhere. The uses it makes leave the use lists; its
// results keep their uses.
func (op *Operation) Remove() { op.detach() }

// Erase removes op from its block for good. It is refused, with an error
// and nothing changed, while a result of op is used (replace the uses
// first). The values op and its regions define must not be used outside
// it.
func (op *Operation) Erase() error {
	for i := range op.Results {
		if n := op.Results[i].NumUses(); n > 0 {
			return fmt.Errorf("ir: cannot erase %s: result #%d has %d uses", op.Name, i, n)
		}
	}
	op.detach()
	op.uses = nil
	return nil
}

// MoveBefore moves op just before mark (in mark's block, which may be
// another block or another tree).
func (op *Operation) MoveBefore(mark *Operation) {
	if op == mark {
		return
	}
	op.move(mark.Parent, func() int { return mark.Parent.index(mark) })
}

// MoveAfter moves op just after mark.
func (op *Operation) MoveAfter(mark *Operation) {
	if op == mark {
		return
	}
	op.move(mark.Parent, func() int { return mark.Parent.index(mark) + 1 })
}

// MoveToStart and MoveToEnd move op to the start or the end of block b.
func (op *Operation) MoveToStart(b *Block) { op.move(b, func() int { return 0 }) }

// MoveToEnd moves op to the end of block b.
func (op *Operation) MoveToEnd(b *Block) { op.move(b, func() int { return len(b.Ops) }) }

// move puts op at the index at() gives in b once op is out of its block;
// within one tree the use lists are left as they are.
func (op *Operation) move(b *Block, at func() int) {
	if op.Parent != nil && b != nil && op.top() != nil && op.top() == blockTop(b) {
		old := op.Parent
		i := old.index(op)
		old.Ops = slices.Delete(old.Ops, i, i+1)
		j := at()
		b.Ops = slices.Insert(b.Ops, j, op)
		op.Parent = b
		return
	}
	op.detach()
	b.insertAt(at(), op)
}

// AddRegion appends a new empty region to op and returns it.
func (op *Operation) AddRegion() *Region {
	r := &Region{Parent: op}
	op.Regions = append(op.Regions, r)
	return r
}

// Block returns the block of op's region i at index j (the entry block is
// j = 0), or nil.
func (op *Operation) Block(region, index int) *Block {
	if region >= len(op.Regions) || index >= len(op.Regions[region].Blocks) {
		return nil
	}
	return op.Regions[region].Blocks[index]
}

// ParentOp returns the operation whose region holds op, or nil.
func (op *Operation) ParentOp() *Operation {
	if op.Parent == nil || op.Parent.Parent == nil {
		return nil
	}
	return op.Parent.Parent.Parent
}

// IsAncestor reports whether op is other or holds it in one of its
// regions.
func (op *Operation) IsAncestor(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}

// Terminator returns the last op of b, or nil when b is empty.
func (b *Block) Terminator() *Operation {
	if len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1]
}

// InsertBlock puts a new empty block at index i of r and returns it.
func (r *Region) InsertBlock(i int) *Block {
	b := &Block{Parent: r}
	r.Blocks = slices.Insert(r.Blocks, i, b)
	return b
}

// ParentOp returns the operation holding b, or nil.
func (b *Block) ParentOp() *Operation {
	if b.Parent == nil {
		return nil
	}
	return b.Parent.Parent
}
