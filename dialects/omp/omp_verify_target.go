package omp

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// TargetOp::verifyRegions (OpenMPDialect.cpp, LLVM 22): one omp.teams at
// most, and the uses of the host_eval entry block arguments, which
// depend on the op the target region captures (getInnermostCapturedOmpOp)
// and on the kernel kind it makes (getKernelExecFlags).

// The TargetRegionFlags getKernelExecFlags returns.
const (
	ompGeneric   = 1 << 0
	ompSPMD      = 1 << 1
	ompTripCount = 1 << 2
)

func vTargetRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	teams := 0
	for _, c := range ompRegionOps(op, 0) {
		if c.Name == "omp.teams" {
			teams++
		}
	}
	if teams > 1 {
		return o.EmitErrorf("target containing multiple 'omp.teams' nested ops")
	}
	first, n := len(o.Operand("has_device_addr_vars")), len(o.Operand("host_eval_vars"))
	b := verify.EntryBlock(op, 0)
	if n == 0 || b == nil || len(b.Args) < first+n {
		return nil
	}
	hostEval := map[ir.Value]bool{}
	for _, a := range b.Args[first : first+n] {
		hostEval[a] = true
	}
	captured := ompCaptured(o, op, true, func(s *ir.Operation) bool {
		if ompDialect(s) {
			return o.HasTrait(s.Name, "Terminator")
		}
		// A sibling of another dialect is allowed unless its
		// MemoryEffectOpInterface reports a write to
		// AutomaticAllocationScopeResource, which no upstream op does
		// (allocas allocate there; an op without the interface is
		// allowed too).
		return true
	})
	flags := ompKernelFlags(o, op, captured)
	// The uses of an argument in its use list's order: the last one
	// made first, an op's operands made when the op is, after the ops
	// of its regions.
	type use struct {
		user *ir.Operation
		arg  ir.Value
	}
	var uses []use
	verify.WalkPost(op, func(u *ir.Operation) bool {
		for _, v := range u.Operands {
			if hostEval[v] {
				uses = append(uses, use{u, v})
			}
		}
		return true
	})
	for i := len(uses) - 1; i >= 0; i-- {
		u, arg := uses[i].user, uses[i].arg
		c, _ := o.For(u)
		in := func(groups ...string) bool {
			if c == nil {
				return false
			}
			for _, g := range groups {
				for _, v := range c.Operand(g) {
					if v == arg {
						return true
					}
				}
			}
			return false
		}
		switch u.Name {
		case "omp.teams":
			if in("num_teams_lower", "num_teams_upper", "thread_limit") {
				continue
			}
			return o.Errorf("host_eval argument only legal as 'num_teams' and 'thread_limit' in 'omp.teams'")
		case "omp.parallel":
			if flags&ompSPMD != 0 && ompIsAncestor(u, captured) && in("num_threads") {
				continue
			}
			return o.Errorf("host_eval argument only legal as 'num_threads' in 'omp.parallel' when representing target SPMD")
		case "omp.loop_nest":
			if flags&ompTripCount != 0 && u == captured && in("loop_lower_bounds", "loop_upper_bounds", "loop_steps") {
				continue
			}
			return o.Errorf("host_eval argument only legal as loop bounds and steps in 'omp.loop_nest' when trip count must be evaluated in the host")
		}
		return o.Errorf("host_eval argument illegal use in '%s' operation", u.Name)
	}
	return nil
}

// ompIsAncestor is Operation::isAncestor: a is op or encloses it.
func ompIsAncestor(a, op *ir.Operation) bool {
	for ; op != nil; op = verify.ParentOp(op) {
		if op == a {
			return true
		}
	}
	return false
}

// ompCaptured is findCapturedOmpOp: walking root's ops in pre-order, the
// innermost omp op with regions that every enclosing one down from root
// captures (executed once, on every path when single is set, its
// siblings allowed), stopping at an omp.loop_nest.
func ompCaptured(o dialect.Checker, root *ir.Operation, single bool, allowed func(*ir.Operation) bool) *ir.Operation {
	var captured *ir.Operation
	stop := false
	var walk func(op *ir.Operation)
	walk = func(op *ir.Operation) {
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, c := range b.Ops {
					if stop {
						return
					}
					if !ompDialect(c) || len(c.Regions) == 0 {
						continue
					}
					if single && !ompOnceOnEveryPath(c) {
						stop = true
						return
					}
					for _, rb := range c.Parent.Parent.Blocks {
						for _, s := range rb.Ops {
							if s != c && !allowed(s) {
								stop = true
								return
							}
						}
					}
					captured = c
					if c.Name == "omp.loop_nest" {
						stop = true
						return
					}
					walk(c)
				}
			}
		}
	}
	walk(root)
	return captured
}

// ompOnceOnEveryPath is findCapturedOmpOp's checkSingleMandatoryExec for
// op: no successor of its block reaches that block again, and its block
// dominates every block of its region without successors reachable from
// the entry.
func ompOnceOnEveryPath(op *ir.Operation) bool {
	blk := op.Parent
	region := blk.Parent
	succs := func(b *ir.Block) []*ir.Block {
		if n := len(b.Ops); n > 0 {
			return b.Ops[n-1].Successors
		}
		return nil
	}
	// reach is the set of blocks reachable from start, not going through
	// avoid.
	reach := func(start, avoid *ir.Block) map[*ir.Block]bool {
		seen := map[*ir.Block]bool{}
		work := []*ir.Block{start}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[b] || b == avoid {
				continue
			}
			seen[b] = true
			work = append(work, succs(b)...)
		}
		return seen
	}
	for _, s := range succs(blk) {
		if reach(s, nil)[blk] {
			return false
		}
	}
	if len(region.Blocks) == 0 {
		return true
	}
	entry := region.Blocks[0]
	fromEntry := reach(entry, nil)
	var bypass map[*ir.Block]bool
	if entry != blk {
		bypass = reach(entry, blk)
	}
	for _, b := range region.Blocks {
		if !fromEntry[b] || len(succs(b)) > 0 || b == blk {
			continue
		}
		if entry == blk {
			continue // the entry block dominates every block
		}
		if bypass[b] {
			return false
		}
	}
	return true
}

// ompKernelFlags is TargetOp::getKernelExecFlags for the op target
// captures.
func ompKernelFlags(o dialect.Checker, target, captured *ir.Operation) int {
	if captured == nil || captured.Name != "omp.loop_nest" {
		return ompGeneric
	}
	var wrappers []*ir.Operation
	for p := verify.ParentOp(captured); ompIsWrapper(o, p); p = verify.ParentOp(p) {
		wrappers = append(wrappers, p)
	}
	if len(wrappers) == 0 {
		return ompGeneric
	}
	i := 0
	if wrappers[0].Name == "omp.simd" {
		i = 1
	}
	rest := wrappers[i:]
	if len(rest) != 1 && len(rest) != 2 {
		return ompGeneric
	}
	is := func(op *ir.Operation, name string) bool { return op != nil && op.Name == name }
	inner := rest[0]
	switch {
	case len(rest) == 2:
		if !is(inner, "omp.wsloop") || !is(rest[1], "omp.distribute") {
			return ompGeneric
		}
		par := verify.ParentOp(rest[1])
		if !is(par, "omp.parallel") {
			return ompGeneric
		}
		teams := verify.ParentOp(par)
		if !is(teams, "omp.teams") {
			return ompGeneric
		}
		if verify.ParentOp(teams) == target {
			return ompSPMD | ompTripCount
		}
	case is(inner, "omp.distribute") || is(inner, "omp.loop"):
		teams := verify.ParentOp(inner)
		if !is(teams, "omp.teams") || verify.ParentOp(teams) != target {
			return ompGeneric
		}
		if is(inner, "omp.loop") {
			return ompSPMD | ompTripCount
		}
		// The generic-SPMD case: one omp.parallel captured in the loop.
		nested := ompCaptured(o, captured, false, func(s *ir.Operation) bool {
			return !ompDialect(s) || o.HasTrait(s.Name, "Terminator")
		})
		flags := ompGeneric | ompTripCount
		if nested == nil {
			return flags
		}
		for verify.ParentOp(nested) != captured {
			nested = verify.ParentOp(nested)
		}
		if nested.Name == "omp.parallel" {
			flags |= ompSPMD
		}
		return flags
	case is(inner, "omp.wsloop"):
		par := verify.ParentOp(inner)
		if !is(par, "omp.parallel") {
			return ompGeneric
		}
		if verify.ParentOp(par) == target {
			return ompSPMD
		}
	}
	return ompGeneric
}
