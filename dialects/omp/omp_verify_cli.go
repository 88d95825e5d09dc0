package omp

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// NewCliOp::verify and TileOp::verify (OpenMPDialect.cpp, LLVM 22): the
// uses of a canonical loop info value (omp.new_cli's result) by the loop
// transformation ops, which generate (canonical_loop's cli, tile's
// generatees) or consume it (tile's applyees, unroll_heuristic's
// applyee).

// ompCliUse is a use of a CLI value: its owner, and whether the owner
// generates (gen) or consumes (app) the loop.
type ompCliUse struct {
	owner    *ir.Operation
	gen, app bool
}

// ompCliUses are the uses of cli in its use list's order (mlir's: the
// use made last first, an op's operands made when the op is, after the
// ops of its regions), found in the region holding its definition; ok
// is false when that region cannot be seen (a streamed function body,
// whose later ops are not there yet: see ompStreamedBody).
func ompCliUses(o dialect.Checker, cli ir.Value) (uses []ompCliUse, ok bool) {
	def := ompDefiner(cli)
	if def == nil || def.Parent == nil || def.Parent.Parent == nil || ompStreamedBody(def) {
		return nil, false
	}
	var found []ompCliUse
	var walk func(b *ir.Block)
	walk = func(b *ir.Block) {
		for _, op := range b.Ops {
			for _, r := range op.Regions {
				for _, nb := range r.Blocks {
					walk(nb)
				}
			}
			c, registered := o.For(op)
			has := func(group string, v ir.Value) bool {
				if !registered {
					return false
				}
				for _, w := range c.Operand(group) {
					if w == v {
						return true
					}
				}
				return false
			}
			for _, v := range op.Operands {
				if v != cli {
					continue
				}
				u := ompCliUse{owner: op}
				switch op.Name {
				case "omp.canonical_loop":
					u.gen = has("cli", v)
				case "omp.tile":
					u.gen, u.app = has("generatees", v), has("applyees", v)
				case "omp.unroll_heuristic":
					u.app = has("applyee", v)
				}
				found = append(found, u)
			}
		}
	}
	for _, b := range def.Parent.Parent.Blocks {
		walk(b)
	}
	for i := len(found) - 1; i >= 0; i-- {
		uses = append(uses, found[i])
	}
	return uses, true
}

// ompStreamedBody reports whether op is an op of a function body that a
// streamed verification gives op by op (its parent a stand-in func.func
// without a function type): the ops after it are not there.
func ompStreamedBody(op *ir.Operation) bool {
	p := verify.ParentOp(op)
	if p == nil || p.Name != "func.func" {
		return false
	}
	_, ok := verify.FunctionType(p)
	return !ok
}

// ompDecodeCli is decodeCli: the generating and the consuming use of cli.
func ompDecodeCli(o dialect.Checker, cli ir.Value) (gen, cons *ompCliUse, ok bool) {
	uses, ok := ompCliUses(o, cli)
	if !ok {
		return nil, nil, false
	}
	for i := range uses {
		switch {
		case uses[i].gen && gen == nil:
			gen = &uses[i]
		case uses[i].app && cons == nil:
			cons = &uses[i]
		}
	}
	return gen, cons, true
}

func vNewCli(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if len(op.Results) != 1 {
		return nil
	}
	uses, ok := ompCliUses(o, &op.Results[0])
	if !ok {
		// A streamed function body: the file is verified whole.
		return o.Errorf("CLI must have at most one generator")
	}
	var gen, cons *ompCliUse
	for i := range uses {
		u := &uses[i]
		switch {
		case u.gen:
			if gen != nil {
				d := o.Errorf("CLI must have at most one generator")
				o.Note(d, gen.owner.Pos, "first generator here:")
				return o.Note(d, u.owner.Pos, "second generator here:")
			}
			gen = u
		case u.app:
			if cons != nil {
				d := o.Errorf("CLI must have at most one consumer")
				o.Note(d, cons.owner.Pos, "first consumer here:%s", verify.GenericOpString(o, cons.owner))
				return o.Note(d, u.owner.Pos, "second consumer here:%s", verify.GenericOpString(o, u.owner))
			}
			cons = u
		}
	}
	if cons != nil && gen == nil {
		d := o.Errorf("CLI has no generator")
		return o.Note(d, cons.owner.Pos, "see consumer here: %s", verify.GenericOpString(o, cons.owner))
	}
	return nil
}

func vTile(o dialect.Checker) *diag.Diagnostic {
	applyees, sizes, generatees := o.Operand("applyees"), o.Operand("sizes"), o.Operand("generatees")
	if len(applyees) == 0 {
		return o.Errorf("must apply to at least one loop")
	}
	if len(sizes) != len(applyees) {
		return o.Errorf("there must be one tile size for each applyee")
	}
	if len(generatees) != 0 && 2*len(sizes) != len(generatees) {
		return o.Errorf("expecting two times the number of generatees than applyees")
	}
	parentIVs := map[ir.Value]bool{}
	parent := applyees[0]
	for _, applyee := range applyees[1:] {
		parentGen, _, ok1 := ompDecodeCli(o, parent)
		gen, _, ok2 := ompDecodeCli(o, applyee)
		if !ok1 || !ok2 || parentGen == nil {
			return o.Errorf("applyee CLI has no generator")
		}
		parentLoop := parentGen.owner
		if parentLoop.Name != "omp.canonical_loop" {
			// Upstream reads the induction variable of a loop it
			// did not find (a null dereference).
			return o.Errorf("currently only supports omp.canonical_loop as applyee")
		}
		if b := verify.EntryBlock(parentLoop, 0); b != nil && len(b.Args) > 0 {
			parentIVs[b.Args[0]] = true
		}
		if gen == nil {
			return o.Errorf("applyee CLI has no generator")
		}
		loop := gen.owner
		if loop.Name != "omp.canonical_loop" {
			return o.Errorf("currently only supports omp.canonical_loop as applyee")
		}
		// Perfectly nested: the parent's body is one block holding the
		// loop and an omp.terminator.
		nested := len(parentLoop.Regions) > 0 && len(parentLoop.Regions[0].Blocks) == 1
		if nested {
			ops := parentLoop.Regions[0].Blocks[0].Ops
			nested = len(ops) == 2 && ops[0] == loop && ops[1].Name == "omp.terminator"
		}
		if !nested {
			return o.Errorf("tiled loop nest must be perfectly nested")
		}
		if c, ok := o.For(loop); ok {
			if tc := shared.FirstOperand(c, "tripCount"); tc != nil && parentIVs[tc] {
				return o.Errorf("tiled loop nest must be rectangular")
			}
		}
		parent = applyee
	}
	return nil
}
