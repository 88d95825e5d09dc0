package printer

import (
	"sort"
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// nameState holds the names mlir-opt gives values and blocks: results and
// non-entry block arguments `%N`, entry block arguments `%argN`, blocks
// `^bbN` numbered per region.
type nameState struct {
	opIDs    map[*ir.Operation]int
	argIDs   map[*ir.BlockArgument]int
	argEntry map[*ir.BlockArgument]bool
	blockIDs map[*ir.Block]int
}

// numberValues numbers the values under top as mlir-opt's SSANameState
// does. A region's own values are numbered first, block by block; then the
// regions nested in it are pushed on a stack in op order and popped last
// first. Each popped region starts from the counters saved when it was
// pushed, except with unique IDs, where the counters run on, so every value
// of the module has its own number. mlir-opt always uses unique IDs in
// generic form (OpPrintingFlags::shouldPrintUniqueSSAIDs).
func numberValues(top *ir.Operation, unique bool) *nameState {
	s := &nameState{
		opIDs:    make(map[*ir.Operation]int),
		argIDs:   make(map[*ir.BlockArgument]int),
		argEntry: make(map[*ir.BlockArgument]bool),
		blockIDs: make(map[*ir.Block]int),
	}
	type pending struct {
		region             *ir.Region
		nextValue, nextArg int
	}
	var stack []pending
	for _, r := range top.Regions {
		stack = append(stack, pending{region: r})
	}
	nextValue, nextArg := 0, 0
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !unique {
			nextValue, nextArg = cur.nextValue, cur.nextArg
		}
		for bi, b := range cur.region.Blocks {
			s.blockIDs[b] = bi
			for _, a := range b.Args {
				if bi == 0 {
					s.argIDs[a] = nextArg
					s.argEntry[a] = true
					nextArg++
				} else {
					s.argIDs[a] = nextValue
					nextValue++
				}
			}
			for _, op := range b.Ops {
				// One number per op: its results are `%N#i`.
				if len(op.Results) > 0 {
					s.opIDs[op] = nextValue
					nextValue++
				}
			}
		}
		for _, b := range cur.region.Blocks {
			for _, op := range b.Ops {
				for _, r := range op.Regions {
					stack = append(stack, pending{r, nextValue, nextArg})
				}
			}
		}
	}
	return s
}

func (p *Printer) writeString(s string) { p.out = append(p.out, s...) }

func (p *Printer) newline() {
	p.maybeFlush()
	p.out = append(p.out, '\n')
	for i := 0; i < p.indent; i++ {
		p.out = append(p.out, ' ')
	}
}

func (p *Printer) writeIndent() {
	for i := 0; i < p.indent; i++ {
		p.out = append(p.out, ' ')
	}
}

// printValue writes a use of v: `%3`, `%3#1`, `%arg0`.
func (p *Printer) printValue(v ir.Value) {
	switch v := v.(type) {
	case *ir.OpResult:
		id, ok := p.names.opIDs[v.Owner]
		if !ok {
			p.writeString("<<UNKNOWN SSA VALUE>>")
			return
		}
		p.out = append(p.out, '%')
		p.out = strconv.AppendInt(p.out, int64(id), 10)
		if len(v.Owner.Results) > 1 {
			p.out = append(p.out, '#')
			p.out = strconv.AppendInt(p.out, int64(v.Index), 10)
		}
	case *ir.BlockArgument:
		id, ok := p.names.argIDs[v]
		if !ok {
			p.writeString("<<UNKNOWN SSA VALUE>>")
			return
		}
		p.out = append(p.out, '%')
		if p.names.argEntry[v] {
			p.writeString("arg")
		}
		p.out = strconv.AppendInt(p.out, int64(id), 10)
	}
}

func (p *Printer) printBlockName(b *ir.Block) {
	p.writeString("^bb")
	p.out = strconv.AppendInt(p.out, int64(p.names.blockIDs[b]), 10)
}

// printOp writes op in generic form at the current indentation (the caller
// has written the indentation).
//
//	%0:2 = "name"(%a, %b)[^bb1] <{props}> ({...}, {...}) {attrs} : (T, T) -> (R, R)
func (p *Printer) printOp(op *ir.Operation) {
	if n := len(op.Results); n > 0 {
		p.out = append(p.out, '%')
		p.out = strconv.AppendInt(p.out, int64(p.names.opIDs[op]), 10)
		if n > 1 {
			p.out = append(p.out, ':')
			p.out = strconv.AppendInt(p.out, int64(n), 10)
		}
		p.writeString(" = ")
	}
	p.printString(op.Name)
	p.out = append(p.out, '(')
	for i, v := range op.Operands {
		if i > 0 {
			p.writeString(", ")
		}
		p.printValue(v)
	}
	p.out = append(p.out, ')')
	if len(op.Successors) > 0 {
		p.out = append(p.out, '[')
		for i, s := range op.Successors {
			if i > 0 {
				p.writeString(", ")
			}
			p.printBlockName(s)
		}
		p.out = append(p.out, ']')
	}
	if op.Properties != nil {
		p.writeString(" <")
		p.printProperties(op)
		p.out = append(p.out, '>')
	}
	if len(op.Regions) > 0 {
		p.writeString(" (")
		for i, r := range op.Regions {
			if i > 0 {
				p.writeString(", ")
			}
			p.printRegion(r)
		}
		p.out = append(p.out, ')')
	}
	if op.Attrs != nil && len(op.Attrs.Entries) > 0 {
		p.out = append(p.out, ' ')
		p.printAttr(op.Attrs)
	}
	// The op's function type, spelled as a FunctionType is; the type lists
	// go through a scratch slice reused from op to op.
	p.writeString(" : (")
	p.types = p.types[:0]
	for _, v := range op.Operands {
		p.types = append(p.types, v.Type())
	}
	p.printTypeList(p.types)
	p.writeString(") -> ")
	p.types = p.types[:0]
	for i := range op.Results {
		p.types = append(p.types, op.Results[i].Type())
	}
	p.printFunctionResults(p.types)
}

// printRegion writes `{`, the blocks, and `}` at the current indentation.
// The entry block's header is printed when it has arguments or no ops.
func (p *Printer) printRegion(r *ir.Region) {
	p.out = append(p.out, '{')
	var preds map[*ir.Block][]*ir.Block
	if len(r.Blocks) > 1 {
		preds = predecessors(r)
	}
	for i, b := range r.Blocks {
		p.printBlock(b, i > 0 || len(b.Args) > 0 || len(b.Ops) == 0, preds[b])
	}
	p.newline()
	p.out = append(p.out, '}')
}

// predecessors maps each block of r to the blocks branching to it, once per
// branch (a block branching twice to the same successor counts twice).
func predecessors(r *ir.Region) map[*ir.Block][]*ir.Block {
	preds := make(map[*ir.Block][]*ir.Block, len(r.Blocks))
	for _, blk := range r.Blocks {
		for _, op := range blk.Ops {
			for _, s := range op.Successors {
				preds[s] = append(preds[s], blk)
			}
		}
	}
	return preds
}

func (p *Printer) printBlock(b *ir.Block, header bool, preds []*ir.Block) {
	if header {
		p.newline()
		p.printBlockName(b)
		if len(b.Args) > 0 {
			p.out = append(p.out, '(')
			for i, a := range b.Args {
				if i > 0 {
					p.writeString(", ")
				}
				p.printValue(a)
				p.writeString(": ")
				p.printType(a.Type())
			}
			p.out = append(p.out, ')')
		}
		p.out = append(p.out, ':')
		p.printPredecessors(b, preds)
	}
	p.indent += 2
	for _, op := range b.Ops {
		p.newline()
		p.printOp(op)
	}
	p.indent -= 2
}

// printPredecessors writes mlir-opt's `// pred: ^bb0` comment after a
// non-entry block header.
func (p *Printer) printPredecessors(b *ir.Block, preds []*ir.Block) {
	if b.IsEntry() {
		return
	}
	switch {
	case len(preds) == 0:
		p.writeString("  // no predecessors")
	case len(preds) == 1:
		p.writeString("  // pred: ")
		p.printBlockName(preds[0])
	default:
		sort.SliceStable(preds, func(i, j int) bool { return p.names.blockIDs[preds[i]] < p.names.blockIDs[preds[j]] })
		p.writeString("  // ")
		p.out = strconv.AppendInt(p.out, int64(len(preds)), 10)
		p.writeString(" preds: ")
		for i, pr := range preds {
			if i > 0 {
				p.writeString(", ")
			}
			p.printBlockName(pr)
		}
	}
}

// printProperties writes the attribute between `<` and `>`.
func (p *Printer) printProperties(op *ir.Operation) { p.printAttr(op.Properties) }
