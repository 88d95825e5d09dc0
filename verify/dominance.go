package verify

import (
	"github.com/gomlir/gomlir/ir"
)

// dominance checks that every operand of the ops in op's regions
// dominates its use, as mlir-opt's verifyDominanceOfContainedRegions
// does: ops in blocks unreachable from their region's entry are not
// checked (the ops nested in them are), and ops isolated from above are
// left to their own verification; with All, so are the ops that failed
// and what they hold (see run.fail). mlir-opt walks the nested ops last in,
// first out, and so does this, so that the first error is the same.
func (r *run) dominance(top *ir.Operation) bool {
	d := &domState{run: r} // (its maps made when first needed)
	ok := true
	work := []*ir.Operation{top}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		for _, region := range op.Regions {
			for _, b := range region.Blocks {
				reachable := d.reachable(b)
				for _, inner := range b.Ops {
					if r.skipped(inner) {
						continue
					}
					if reachable {
						for i, v := range inner.Operands {
							if v == nil || d.properlyDominates(v, inner) {
								continue
							}
							r.emit(invalidDominance(inner, i))
							if r.stop() {
								return false
							}
							ok = false
							break
						}
					}
					if len(inner.Regions) > 0 && !r.isolated(inner) {
						work = append(work, inner)
					}
				}
			}
		}
	}
	return ok
}

// invalidDominance is mlir-opt's diagnoseInvalidOperandDominance.
func invalidDominance(op *ir.Operation, operand int) *diagnostic {
	d := opErr(op, "operand #%d does not dominate this use", operand)
	useBlock := op.Parent
	switch v := op.Operands[operand].(type) {
	case *ir.OpResult:
		def := v.Owner
		var where string
		switch {
		case def.Parent == useBlock:
			where = " (op in the same block)"
		case def.Parent.Parent == useBlock.Parent:
			where = " (op in the same region)"
		case properAncestor(def.Parent.Parent, useBlock.Parent):
			where = " (op in a parent region)"
		case properAncestor(useBlock.Parent, def.Parent.Parent):
			where = " (op in a child region)"
		default:
			where = " (op is neither in a parent nor in a child region)"
		}
		return note(d, def.Pos, "operand defined here%s", where)
	case *ir.BlockArgument:
		owner := v.Owner
		pos := noPos
		if owner.Parent != nil && owner.Parent.Parent != nil {
			pos = owner.Parent.Parent.Pos
		}
		index := 0
		for i, b := range owner.Parent.Blocks {
			if b == owner {
				index = i
			}
		}
		var where string
		switch {
		case owner.Parent == useBlock.Parent:
			where = " in the same region)"
		case properAncestor(owner.Parent, useBlock.Parent):
			where = " in a parent region)"
		case properAncestor(useBlock.Parent, owner.Parent):
			where = " in a child region)"
		default:
			where = " neither in a parent nor in a child region)"
		}
		return note(d, pos, "operand defined as a block argument (block #%d%s", index, where)
	}
	return d
}

// properAncestor reports whether region a contains region b, b ≠ a.
func properAncestor(a, b *ir.Region) bool {
	if a == b {
		return false
	}
	for b != nil {
		if b == a {
			return true
		}
		if b.Parent == nil || b.Parent.Parent == nil {
			return false
		}
		b = b.Parent.Parent.Parent
	}
	return false
}

// domState holds the dominator trees of the regions dominance looked at.
type domState struct {
	run     *run
	trees   map[*ir.Region]*domTree
	order   map[*ir.Operation]int
	indexed map[*ir.Block]bool
}

func (d *domState) reachable(b *ir.Block) bool {
	if b.Parent == nil || len(b.Parent.Blocks) < 2 {
		return true
	}
	return d.tree(b.Parent).reachable(b)
}

func (d *domState) tree(r *ir.Region) *domTree {
	t, ok := d.trees[r]
	if !ok {
		t = newDomTree(r)
		if d.trees == nil {
			d.trees = map[*ir.Region]*domTree{}
		}
		d.trees[r] = t
	}
	return t
}

// hasSSADominance reports whether values in b follow dominance.
func (d *domState) hasSSADominance(b *ir.Block) bool {
	region := b.Parent
	if region == nil || region.Parent == nil {
		return true
	}
	op := region.Parent
	for i, r := range op.Regions {
		if r == region {
			return d.run.ssaDominance(op, i)
		}
	}
	return true
}

// ancestorIn returns the op of region that is op or encloses it, or nil.
func ancestorIn(region *ir.Region, op *ir.Operation) *ir.Operation {
	for op != nil && op.Parent != nil {
		if op.Parent.Parent == region {
			return op
		}
		if op.Parent.Parent == nil {
			return nil
		}
		op = op.Parent.Parent.Parent
	}
	return nil
}

// properlyDominates is mlir-opt's DominanceInfo::properlyDominates(Value,
// Operation*).
func (d *domState) properlyDominates(v ir.Value, user *ir.Operation) bool {
	switch v := v.(type) {
	case *ir.BlockArgument:
		owner := v.Owner
		if owner.Parent == nil {
			return false
		}
		anc := ancestorIn(owner.Parent, user)
		if anc == nil {
			return false
		}
		if anc.Parent == owner {
			return true
		}
		return d.blockProperlyDominates(owner, anc.Parent)
	case *ir.OpResult:
		def := v.Owner
		if def.Parent == nil || def.Parent.Parent == nil {
			return false
		}
		anc := ancestorIn(def.Parent.Parent, user)
		if anc == nil {
			return false
		}
		if def.Parent == anc.Parent {
			if !d.hasSSADominance(def.Parent) {
				return true
			}
			return d.before(def, anc)
		}
		return d.blockProperlyDominates(def.Parent, anc.Parent)
	}
	return false
}

// blockProperlyDominates compares two blocks of one region.
func (d *domState) blockProperlyDominates(a, b *ir.Block) bool {
	if a == b {
		return !d.hasSSADominance(a)
	}
	return d.tree(a.Parent).properlyDominates(a, b)
}

// before reports whether a comes before b in their block.
func (d *domState) before(a, b *ir.Operation) bool {
	blk := a.Parent
	if !d.indexed[blk] {
		if d.indexed == nil {
			d.indexed = map[*ir.Block]bool{}
			d.order = map[*ir.Operation]int{}
		}
		for i, op := range blk.Ops {
			d.order[op] = i
		}
		d.indexed[blk] = true
	}
	if blk == d.run.streamed {
		if _, kept := d.order[a]; !kept {
			return true
		}
	}
	return d.order[a] < d.order[b]
}

// domTree is the dominator tree of a region's blocks (Cooper, Harvey and
// Kennedy's iterative algorithm over the reverse post-order).
type domTree struct {
	index map[*ir.Block]int // reverse post-order number; absent: unreachable
	idom  []int
}

// successors are the blocks b's terminator branches to.
func successors(b *ir.Block) []*ir.Block {
	if len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1].Successors
}

func newDomTree(r *ir.Region) *domTree {
	t := &domTree{index: map[*ir.Block]int{}}
	if len(r.Blocks) == 0 {
		return t
	}
	// Post-order by an explicit stack: regions can have many blocks.
	var post []*ir.Block
	seen := map[*ir.Block]bool{}
	type frame struct {
		b    *ir.Block
		next int
	}
	stack := []frame{{b: r.Blocks[0]}}
	seen[r.Blocks[0]] = true
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		succ := successors(f.b)
		if f.next < len(succ) {
			s := succ[f.next]
			f.next++
			if !seen[s] && s.Parent == r {
				seen[s] = true
				stack = append(stack, frame{b: s})
			}
			continue
		}
		post = append(post, f.b)
		stack = stack[:len(stack)-1]
	}
	n := len(post)
	rpo := make([]*ir.Block, n)
	for i, b := range post {
		rpo[n-1-i] = b
		t.index[b] = n - 1 - i
	}
	preds := make([][]int, n)
	for i, b := range rpo {
		for _, s := range successors(b) {
			if j, ok := t.index[s]; ok {
				preds[j] = append(preds[j], i)
			}
		}
	}
	t.idom = make([]int, n)
	for i := range t.idom {
		t.idom[i] = -1
	}
	t.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for i := 1; i < n; i++ {
			newIdom := -1
			for _, p := range preds[i] {
				if t.idom[p] < 0 {
					continue
				}
				if newIdom < 0 {
					newIdom = p
					continue
				}
				newIdom = t.intersect(p, newIdom)
			}
			if newIdom >= 0 && t.idom[i] != newIdom {
				t.idom[i] = newIdom
				changed = true
			}
		}
	}
	return t
}

func (t *domTree) intersect(a, b int) int {
	for a != b {
		for a > b {
			a = t.idom[a]
		}
		for b > a {
			b = t.idom[b]
		}
	}
	return a
}

func (t *domTree) reachable(b *ir.Block) bool {
	_, ok := t.index[b]
	return ok
}

// properlyDominates follows LLVM's DominatorTree: an unreachable block is
// dominated by every block and dominates none.
func (t *domTree) properlyDominates(a, b *ir.Block) bool {
	if a == b {
		return false
	}
	j, ok := t.index[b]
	if !ok {
		return true
	}
	i, ok := t.index[a]
	if !ok {
		return false
	}
	for j != 0 && j > i {
		j = t.idom[j]
	}
	return j == i
}
