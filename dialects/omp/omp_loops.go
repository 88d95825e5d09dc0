package omp

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// omp's loop transformation ops:
//
//	omp.canonical_loop (`(` %cli `)`)? %iv : type in range(%tripcount) region attr-dict?
//	omp.unroll_heuristic(%cli) attr-dict?
//	omp.tile (`(` generatees `)`)? <- (applyees) sizes(...)?    custom<LoopTransformClis>
//
// mlir-opt names a canonical loop's induction variable and the CLI
// values (omp.new_cli) after the loop's place in its loop nest
// (`%iv_s1_d1`, `%canonloop_s0`), and a tile's generated loops `%grid1`,
// `%intratile1` (loopNestingName).

func ompLoopHooks(h *registry.Hooks) {
	h.Syntax("omp.canonical_loop", ompCanonicalLoop{})
	h.Syntax("omp.unroll_heuristic", ompUnrollHeuristic{})
	h.Directive("omp", "LoopTransformClis", ompLoopTransformClis)
}

// ompRegistryHooks gives omp's loop ops their names, which need the
// registry (whether an op is isolated from above).
func ompRegistryHooks(r *registry.Registry) {
	if o := r.Lookup("omp.canonical_loop"); o != nil {
		o.BlockArgNames = func(op *ir.Operation, reg *ir.Region, set func(*ir.BlockArgument, string)) {
			if len(reg.Blocks) > 0 && len(reg.Blocks[0].Args) > 0 {
				set(reg.Blocks[0].Args[0], loopNestingName(r, "iv", op))
			}
		}
	}
	if o := r.Lookup("omp.new_cli"); o != nil {
		o.ResultNames = func(op *ir.Operation, set func(int, string)) {
			if len(op.Results) == 1 {
				set(0, cliName(r, op))
			}
		}
	}
}

type ompCanonicalLoop struct{}

func (ompCanonicalLoop) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var cli []ast.ValueUse
	if p.ParseOptionalPunct("(") {
		v, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		cli = []ast.ValueUse{v}
	}
	iv, err := p.ParseOperand()
	if err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("in"); err != nil {
		return err
	}
	if err := p.ParseKeyword("range"); err != nil {
		return err
	}
	tc, err := shared.ParseParenOperand(p)
	if err != nil {
		return err
	}
	body, err := p.ParseRegion([]ast.BlockArg{{Pos: iv.Pos, Name: iv.Name, Type: t}})
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{tc}, cli}
	st.OperandTypes = [][]ast.Type{{t}, nil}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (ompCanonicalLoop) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) > 1 {
		p.WriteString("(")
		p.PrintOperand(op.Operands[1])
		p.WriteString(")")
	}
	args := shared.EntryArgs(op, 0)
	if len(op.Operands) == 0 || len(args) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(args[0])
	p.WriteString(" : ")
	p.PrintType(args[0].Type())
	p.WriteString(" in range(")
	p.PrintOperand(op.Operands[0])
	p.WriteString(") ")
	p.PrintRegion(shared.Region(op, 0), false, true, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

type ompUnrollHeuristic struct{}

func (ompUnrollHeuristic) Parse(p dialect.Parser, st *ast.CustomOp) error {
	cli, err := shared.ParseParenOperand(p)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{cli}}
	return nil
}

func (ompUnrollHeuristic) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) > 0 {
		p.WriteString("(")
		p.PrintOperand(op.Operands[0])
		p.WriteString(")")
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// ompLoopTransformClis is custom<LoopTransformClis>($generatees,
// $applyees): `(generatees)` when there are any, then ` <- (applyees)`.
var ompLoopTransformClis = &asmformat.CustomDirective{
	Check: shared.CheckKinds("LoopTransformClis", asmformat.OperandArg, asmformat.OperandArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		list := func() ([]ast.ValueUse, error) {
			var out []ast.ValueUse
			if err := p.ParsePunct("("); err != nil {
				return nil, err
			}
			if p.ParseOptionalPunct(")") {
				return out, nil
			}
			for {
				v, err := p.ParseOperand()
				if err != nil {
					return nil, err
				}
				out = append(out, v)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			return out, p.ParsePunct(")")
		}
		var err error
		if p.Peek("(") {
			if args[0].Operands, err = list(); err != nil {
				return err
			}
		}
		// `<-` is the tokens `<` and `-`.
		if err := p.ParsePunct("<"); err != nil {
			return err
		}
		if err := p.ParsePunct("-"); err != nil {
			return err
		}
		args[1].Operands, err = list()
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if len(args[0].Operands) > 0 {
			p.WriteString("(")
			p.PrintOperands(args[0].Operands)
			p.WriteString(")")
		}
		p.WriteString(" <- (")
		p.PrintOperands(args[1].Operands)
		p.WriteString(")")
	},
}

// cliName is the name of an omp.new_cli's result, after the op that
// generates the loop it stands for: "canonloop" and the loop's nesting
// name, "grid<n>" and "intratile<n>" for a tile's generated loops, "cli"
// without a generator.
func cliName(r *registry.Registry, newCli *ir.Operation) string {
	cli := ir.Value(&newCli.Results[0])
	var name string
	var walk func(b *ir.Block) bool
	walk = func(b *ir.Block) bool {
		for _, op := range b.Ops {
			for i, v := range op.Operands {
				if v != cli {
					continue
				}
				switch op.Name {
				case "omp.canonical_loop":
					if i == 1 {
						name = loopNestingName(r, "canonloop", op)
						return true
					}
				case "omp.tile":
					gens := segment(op, 0)
					if i < gens {
						if half := gens / 2; i < half {
							name = "grid" + strconv.Itoa(i+1)
						} else {
							name = "intratile" + strconv.Itoa(i-half+1)
						}
						return true
					}
				}
			}
			for _, reg := range op.Regions {
				for _, nb := range reg.Blocks {
					if walk(nb) {
						return true
					}
				}
			}
		}
		return false
	}
	if b := newCli.Parent; b != nil && b.Parent != nil {
		for _, blk := range b.Parent.Blocks {
			if walk(blk) {
				return name
			}
		}
	}
	return "cli"
}

// segment is the size of operand group i of an AttrSizedOperandSegments
// op.
func segment(op *ir.Operation, i int) int {
	if d, ok := shared.Prop(op, "operandSegmentSizes").(*ir.DenseArrayAttr); ok && i < len(d.Values) {
		return int(d.Int(i))
	}
	return 0
}

// nestComponent is one level between a canonical loop and the region of
// the op isolated from above that holds it: the position of an op among
// the ops of its region that have regions (op != nil), or a region of its
// parent op (op == nil).
type nestComponent struct {
	isRegion bool
	skip     bool
	unique   bool
	idx      int
	isLoop   bool
	depth    int
}

// loopNestingName is generateLoopNestingName: prefix, then for each level
// from the outside `_r<region>` where an op of several regions holds it,
// `_s<position>` among the ops with regions of its region where it is not
// the only one, `_d<depth>` for a loop nested in canonical loops, each
// level left out when it is not needed to tell the loop apart.
func loopNestingName(r *registry.Registry, prefix string, loop *ir.Operation) string {
	var comps []nestComponent // from the inside out
	o := loop
	for o != nil && o.Parent != nil && o.Parent.Parent != nil {
		reg := o.Parent.Parent
		idx, found, unique, seq := 0, false, true, -1
	blocks:
		for _, b := range reversePostOrder(reg) {
			for _, op := range b.Ops {
				if op == o && !found {
					seq, found = idx, true
				}
				if len(op.Regions) > 0 {
					idx++
					if idx > 1 {
						unique = false
					}
				}
				if found && !unique {
					break blocks
				}
			}
		}
		comps = append(comps, nestComponent{unique: unique, idx: seq, isLoop: o.Name == "omp.canonical_loop"})
		parent := reg.Parent
		rc := nestComponent{isRegion: true, unique: true}
		comps = append(comps, rc)
		if parent == nil || r.HasTrait(parent.Name, "IsolatedFromAbove") {
			break
		}
		if len(parent.Regions) > 1 {
			c := &comps[len(comps)-1]
			c.unique = false
			for i, pr := range parent.Regions {
				if pr == reg {
					c.idx = i
				}
			}
		}
		o = parent
	}
	// Region components of single-region ops are not needed.
	for i := range comps {
		if comps[i].isRegion && comps[i].unique {
			comps[i].skip = true
		}
	}
	// The depth of each loop in its nest, from the outside in.
	surrounding := 0
	for i := len(comps) - 1; i >= 0; i-- {
		c := &comps[i]
		if c.skip {
			continue
		}
		if c.isRegion {
			surrounding = 0
			continue
		}
		if !c.unique {
			surrounding = 0
		}
		c.depth = surrounding
		if c.isLoop {
			surrounding++
		}
	}
	// In a loop nest only the innermost loop's depth is printed.
	inNest := false
	for i := range comps {
		c := &comps[i]
		if c.skip || c.isRegion {
			continue
		}
		if !inNest && c.depth >= 1 {
			inNest = true
		} else if inNest {
			if c.unique {
				c.skip = true
			}
			if c.depth == 0 {
				inNest = false
			}
		}
	}
	// Unambiguous ops that are no loops are not needed.
	for i := range comps {
		c := &comps[i]
		if !c.isRegion && c.unique && !c.isLoop {
			c.skip = true
		}
	}
	// Nor are levels their parent already tells apart.
	newRegion := true
	for i := len(comps) - 1; i >= 0; i-- {
		c := &comps[i]
		if newRegion && c.unique {
			c.skip = true
		}
		if !c.skip {
			newRegion = true
		}
		if !c.isRegion {
			newRegion = false
		}
	}
	name := prefix
	for i := len(comps) - 1; i >= 0; i-- {
		c := comps[i]
		switch {
		case c.skip:
		case c.isRegion:
			name += "_r" + strconv.Itoa(c.idx)
		case c.depth >= 1:
			name += "_d" + strconv.Itoa(c.depth)
		default:
			name += "_s" + strconv.Itoa(c.idx)
		}
	}
	return name
}

// reversePostOrder lists a region's blocks reachable from its entry block
// in reverse post-order over their successors.
func reversePostOrder(r *ir.Region) []*ir.Block {
	if len(r.Blocks) == 0 {
		return nil
	}
	seen := map[*ir.Block]bool{}
	var post []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		seen[b] = true
		if n := len(b.Ops); n > 0 {
			for _, s := range b.Ops[n-1].Successors {
				if !seen[s] {
					visit(s)
				}
			}
		}
		post = append(post, b)
	}
	visit(r.Blocks[0])
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}
