package ir

import "fmt"

// Use lists.
//
// The parser, the verifier and the formatter never ask who uses a value,
// so the IR keeps no use lists while they run: an op costs what it did
// before use lists existed. The lists of a tree of operations are built
// on the first question that needs them (Uses, HasUses, NumUses,
// ReplaceAllUsesWith, on any value of the tree) and from then on every
// mutation made through this package keeps them exact: SetOperand,
// SetOperands, Block.Append, InsertBefore and the other insertions,
// Erase, MoveBefore, MoveAfter, Builder.Create.
//
// Operands may still be read as op.Operands. Writing op.Operands (or one
// of its elements) directly is allowed only while the tree's use lists
// are not built, as the parser does; once they are, such a write is
// detected when the lists next meet the op (a panic naming the op, not a
// silently wrong list), and DropUseLists lets code that must write
// directly throw the lists away (they are built again when next needed).

// Use is one use of a value: operand Index of operation Owner.
type Use struct {
	Owner *Operation
	Index int
}

// useNode is a use in its value's list.
type useNode struct {
	owner      *Operation
	index      int
	value      Value
	prev, next *useNode
}

// useList is the uses of one value, in the order they were made.
type useList struct {
	first, last *useNode
	n           int
}

// useTable holds the use lists of a tree of operations (kept on its top
// operation).
type useTable struct {
	lists map[Value]*useList
	nodes map[*Operation][]*useNode // an op's operands, by index
}

// top returns the operation at the top of op's tree, or nil when the tree
// ends in a block or region that belongs to no operation (detached).
func (op *Operation) top() *Operation {
	for {
		b := op.Parent
		if b == nil {
			return op
		}
		if b.Parent == nil || b.Parent.Parent == nil {
			return nil
		}
		op = b.Parent.Parent
	}
}

// blockTop is top for a block: the top op of its tree, or nil.
func blockTop(b *Block) *Operation {
	if b.Parent == nil || b.Parent.Parent == nil {
		return nil
	}
	return b.Parent.Parent.top()
}

// trackedTable returns the use table of op's tree if its lists are built.
func (op *Operation) trackedTable() *useTable {
	if t := op.top(); t != nil {
		return t.uses
	}
	return nil
}

// tableFor returns the use table of the tree holding the IR at top (built
// now if it was not), or, for IR in a detached block or region, a table
// built for the question (detachedRoot).
func tableOf(top *Operation, detached func(*useTable)) *useTable {
	if top != nil {
		if top.uses == nil {
			t := newUseTable()
			t.addTree(top)
			top.uses = t
		}
		return top.uses
	}
	t := newUseTable()
	detached(t)
	return t
}

func newUseTable() *useTable {
	return &useTable{lists: map[Value]*useList{}, nodes: map[*Operation][]*useNode{}}
}

// valueTable returns the use table that holds v's uses.
func valueTable(v Value) *useTable {
	switch v := v.(type) {
	case *OpResult:
		return tableOf(v.Owner.top(), func(t *useTable) { t.addDetached(v.Owner.Parent, v.Owner) })
	case *BlockArgument:
		return tableOf(blockTop(v.Owner), func(t *useTable) { t.addDetached(v.Owner, nil) })
	}
	panic(fmt.Sprintf("ir: unknown value %T", v))
}

// addDetached fills t from the outermost block or region above b (or op
// alone when it is in no block).
func (t *useTable) addDetached(b *Block, op *Operation) {
	if b == nil {
		t.addTree(op)
		return
	}
	for {
		if b.Parent == nil {
			t.addBlock(b)
			return
		}
		r := b.Parent
		if r.Parent == nil {
			for _, bb := range r.Blocks {
				t.addBlock(bb)
			}
			return
		}
		if r.Parent.Parent == nil {
			t.addTree(r.Parent)
			return
		}
		b = r.Parent.Parent
	}
}

func (t *useTable) addBlock(b *Block) {
	for _, o := range b.Ops {
		t.addTree(o)
	}
}

// addTree adds the uses made by op and the ops nested in it.
func (t *useTable) addTree(op *Operation) {
	Walk(op, func(o *Operation) bool {
		t.addOp(o)
		return true
	})
}

// addOp adds the uses op's operands make.
func (t *useTable) addOp(op *Operation) {
	if len(op.Operands) == 0 {
		return
	}
	nodes := make([]*useNode, len(op.Operands))
	for i, v := range op.Operands {
		if v == nil {
			continue
		}
		n := &useNode{owner: op, index: i, value: v}
		t.link(n)
		nodes[i] = n
	}
	t.nodes[op] = nodes
}

// removeTree removes the uses made by op and the ops nested in it.
func (t *useTable) removeTree(op *Operation) {
	Walk(op, func(o *Operation) bool {
		t.removeOp(o)
		return true
	})
}

func (t *useTable) removeOp(op *Operation) {
	nodes := t.checked(op)
	for _, n := range nodes {
		if n != nil {
			t.unlink(n)
		}
	}
	delete(t.nodes, op)
}

// checked returns op's use nodes after checking that its operands were
// not written behind the lists' back.
func (t *useTable) checked(op *Operation) []*useNode {
	nodes := t.nodes[op]
	if len(nodes) != len(op.Operands) {
		panic(fmt.Sprintf("ir: the operands of %s were changed without SetOperand(s) while use lists were kept (see DropUseLists)", op.Name))
	}
	for i, n := range nodes {
		if (n == nil) != (op.Operands[i] == nil) || n != nil && n.value != op.Operands[i] {
			panic(fmt.Sprintf("ir: operand %d of %s was changed without SetOperand while use lists were kept (see DropUseLists)", i, op.Name))
		}
	}
	return nodes
}

func (t *useTable) link(n *useNode) {
	l := t.lists[n.value]
	if l == nil {
		l = &useList{}
		t.lists[n.value] = l
	}
	n.prev, n.next = l.last, nil
	if l.last != nil {
		l.last.next = n
	} else {
		l.first = n
	}
	l.last = n
	l.n++
}

func (t *useTable) unlink(n *useNode) {
	l := t.lists[n.value]
	if n.prev != nil {
		n.prev.next = n.next
	} else {
		l.first = n.next
	}
	if n.next != nil {
		n.next.prev = n.prev
	} else {
		l.last = n.prev
	}
	n.prev, n.next = nil, nil
	l.n--
	if l.n == 0 {
		delete(t.lists, n.value)
	}
}

// uses returns v's uses, checking each against its owner's operands.
func (t *useTable) uses(v Value) []Use {
	l := t.lists[v]
	if l == nil {
		return nil
	}
	out := make([]Use, 0, l.n)
	for n := l.first; n != nil; n = n.next {
		if n.index >= len(n.owner.Operands) || n.owner.Operands[n.index] != v {
			panic(fmt.Sprintf("ir: operand %d of %s was changed without SetOperand while use lists were kept (see DropUseLists)", n.index, n.owner.Name))
		}
		out = append(out, Use{Owner: n.owner, Index: n.index})
	}
	return out
}

// DropUseLists throws away the use lists of the tree holding op, if they
// are built: code that writes op.Operands directly calls it first (or
// after), and the lists are built again on the next question.
func DropUseLists(op *Operation) {
	if t := op.top(); t != nil {
		t.uses = nil
	}
}

// Uses returns the uses of the result, in the order they were made (the
// order of the IR when the lists were built, later uses after).
func (r *OpResult) Uses() []Use { return valueTable(r).uses(r) }

// HasUses reports whether the result is used.
func (r *OpResult) HasUses() bool { return r.NumUses() > 0 }

// NumUses returns the number of uses of the result.
func (r *OpResult) NumUses() int { return numUses(r) }

// ReplaceAllUsesWith makes every use of the result use v instead.
func (r *OpResult) ReplaceAllUsesWith(v Value) { replaceAllUses(r, v) }

// Uses returns the uses of the argument, in the order they were made.
func (a *BlockArgument) Uses() []Use { return valueTable(a).uses(a) }

// HasUses reports whether the argument is used.
func (a *BlockArgument) HasUses() bool { return a.NumUses() > 0 }

// NumUses returns the number of uses of the argument.
func (a *BlockArgument) NumUses() int { return numUses(a) }

// ReplaceAllUsesWith makes every use of the argument use v instead.
func (a *BlockArgument) ReplaceAllUsesWith(v Value) { replaceAllUses(a, v) }

func numUses(v Value) int {
	if l := valueTable(v).lists[v]; l != nil {
		return l.n
	}
	return 0
}

func replaceAllUses(old, v Value) {
	if old == v {
		return
	}
	t := valueTable(old)
	for _, u := range t.uses(old) {
		u.Owner.SetOperand(u.Index, v)
	}
}

// HasUses reports whether any result of op is used.
func (op *Operation) HasUses() bool {
	for i := range op.Results {
		if op.Results[i].HasUses() {
			return true
		}
	}
	return false
}

// ReplaceAllUsesWith replaces every use of op's results with values, one
// per result.
func (op *Operation) ReplaceAllUsesWith(values ...Value) {
	if len(values) != len(op.Results) {
		panic(fmt.Sprintf("ir: %s has %d results, replaced with %d values", op.Name, len(op.Results), len(values)))
	}
	for i, v := range values {
		op.Results[i].ReplaceAllUsesWith(v)
	}
}

// SetOperand makes operand i of op be v, keeping use lists exact.
func (op *Operation) SetOperand(i int, v Value) {
	t := op.trackedTable()
	if t == nil {
		op.Operands[i] = v
		return
	}
	nodes := t.checked(op)
	if n := nodes[i]; n != nil {
		t.unlink(n)
	}
	op.Operands[i] = v
	if v == nil {
		nodes[i] = nil
		return
	}
	n := &useNode{owner: op, index: i, value: v}
	t.link(n)
	nodes[i] = n
	if t.nodes[op] == nil {
		t.nodes[op] = nodes
	}
}

// SetOperands makes op's operands be vals (copied), keeping use lists
// exact. It is the way to set the operands of an op built in Go (typed
// constructors use it too).
func (op *Operation) SetOperands(vals ...Value) {
	t := op.trackedTable()
	if t != nil {
		t.removeOp(op)
	}
	op.Operands = append(make([]Value, 0, len(vals)), vals...)
	if t != nil {
		t.addOp(op)
	}
}

// NewOp returns an operation named name with the given operands (copied)
// and results of the given types, in no block. Its properties, attributes,
// regions, successors and location are set on the returned op (Properties,
// Attrs, AddRegion, Successors, Loc).
func NewOp(name string, operands []Value, resultTypes []Type) *Operation {
	op := NewOperation(name, resultTypes)
	if len(operands) > 0 {
		op.Operands = append(make([]Value, 0, len(operands)), operands...)
	}
	return op
}
