package bytecode

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
)

// Use-list orders. mlir-opt writes a value's use-list order when the
// order of its uses in memory is not the one the bytecode reader makes
// (uses by decreasing use id: the owner op's number << 32 | the operand
// index). gomlir's IR keeps no use lists: the order mlir-opt has after
// parsing the text is worked out here. MLIR's parser creates an op
// after its regions (their ops first) and adds each new use at the front
// of its value's list; the uses made before the value was defined (to a
// forward reference's placeholder) are moved onto it when it is, which
// puts them, in the order they were made, behind every later use.

type use struct {
	op  *ir.Operation
	idx int
}

// uses maps each value to its uses in the order mlir-opt's parser leaves
// them, computed on first need.
func (w *writer) usesOf(v ir.Value) []use {
	if w.uses == nil {
		w.computeUses()
	}
	return w.uses[v]
}

func (w *writer) computeUses() {
	n := len(w.ops)
	w.uses = make(map[ir.Value][]use, n+n/2)
	made := make(map[*ir.Operation]int, n)   // creation time of each op
	defined := make(map[ir.Value]int, n+n/2) // when each value was defined
	t := 0
	var walk func(op *ir.Operation)
	walk = func(op *ir.Operation) {
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				t++
				for _, a := range b.Args {
					defined[a] = t
				}
				for _, o := range b.Ops {
					walk(o)
				}
			}
		}
		t++
		made[op] = t
		for i := range op.Results {
			defined[&op.Results[i]] = t
		}
		for i, v := range op.Operands {
			w.uses[v] = append(w.uses[v], use{op, i})
		}
	}
	walk(w.root)
	for v, us := range w.uses {
		if len(us) < 2 {
			continue
		}
		d, ok := defined[v]
		if !ok {
			continue
		}
		// Later uses, most recent first; then the forward ones, oldest
		// first. us is in creation order (ops by creation, operands in
		// order).
		var later, fwd []use
		for _, u := range us {
			if made[u.op] <= d { // an op using its own result: a forward use too
				fwd = append(fwd, u)
			} else {
				later = append(later, u)
			}
		}
		out := make([]use, 0, len(us))
		for i := len(later) - 1; i >= 0; i-- {
			out = append(out, later[i])
		}
		out = append(out, fwd...)
		w.uses[v] = out
	}
}

// useListOrders writes the use-list orders of vals (an op's results or a
// block's arguments) whose uses are not in decreasing use-id order, as
// mlir-opt's writeUseListOrders does; it reports whether it wrote any.
func (w *writer) useListOrders(e *emitter, vals []ir.Value) bool {
	type order struct {
		idx   int
		order []int
	}
	var orders []order
	for i, v := range vals {
		us := w.usesOf(v)
		if len(us) < 2 {
			continue
		}
		type pair struct {
			i  int
			id uint64
		}
		pairs := make([]pair, len(us))
		sorted := true
		for j, u := range us {
			pairs[j] = pair{j, uint64(w.ops[u.op].id)<<32 | uint64(uint32(u.idx))}
			if j > 0 && !(pairs[j-1].id > pairs[j].id) {
				sorted = false
			}
		}
		if sorted {
			continue
		}
		sort.Slice(pairs, func(a, b int) bool { return pairs[a].id > pairs[b].id })
		o := make([]int, len(pairs))
		for j, p := range pairs {
			o[j] = p.i
		}
		orders = append(orders, order{i, o})
	}
	if len(orders) == 0 {
		return false
	}
	if len(vals) != 1 {
		e.varint(uint64(len(orders)))
	}
	for _, o := range orders {
		shuffled := 0
		for j, x := range o.order {
			if j != x {
				shuffled++
			}
		}
		pairEnc := shuffled < len(o.order)/2
		if len(vals) != 1 {
			e.varint(uint64(o.idx))
		}
		if pairEnc {
			e.varintFlag(uint64(shuffled*2), true)
			for j, x := range o.order {
				if j != x {
					e.varint(uint64(x))
					e.varint(uint64(j))
				}
			}
		} else {
			e.varintFlag(uint64(len(o.order)), false)
			for _, x := range o.order {
				e.varint(uint64(x))
			}
		}
	}
	return true
}
