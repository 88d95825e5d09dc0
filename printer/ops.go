package printer

import (
	"bytes"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
)

func (p *Printer) writeString(s string) { p.out = append(p.out, s...) }

func (p *Printer) newline() {
	p.endLine()
	p.maybeFlush()
	p.out = append(p.out, '\n')
	for i := 0; i < p.indent; i++ {
		p.out = append(p.out, ' ')
	}
}

// endLine ends the line printed last without the spaces some custom forms
// leave at their end (mlir-opt prints `llvm.extractvalue %s[0] : T ` with
// one): in the preserve style only, where a line ending in spaces would
// not survive an editor that strips them on save (mlirfmt -check would then
// fail on a file it formatted); the mlir-opt style prints as mlir-opt does.
func (p *Printer) endLine() {
	if p.pv == nil {
		return
	}
	n := len(p.out)
	for n > 0 && (p.out[n-1] == ' ' || p.out[n-1] == '\t') {
		n--
	}
	p.out = p.out[:n]
}

func (p *Printer) writeIndent() {
	for i := 0; i < p.indent; i++ {
		p.out = append(p.out, ' ')
	}
}

// printValue writes a use of v: `%3`, `%3#1`, `%arg0`, `%c0`.
func (p *Printer) printValue(v ir.Value) { p.printValueID(v, true) }

// printValueID writes v's name; withNo adds the `#i` of a result in a
// group of several.
func (p *Printer) printValueID(v ir.Value, withNo bool) {
	no := -1
	var id int
	known := false
	if r, ok := v.(*ir.OpResult); ok {
		if n := r.Owner.NameID; n != 0 && p.names.body {
			// A streamed body's op (see Stream.BodyOp).
			id, known = int(n), true
			if id > 0 {
				id--
			}
		} else {
			v, no = p.names.resultGroup(r)
		}
	}
	if !known {
		id, known = p.names.ids[v]
	}
	if !known {
		p.writeString("<<UNKNOWN SSA VALUE>>")
		return
	}
	p.out = append(p.out, '%')
	switch {
	case id < 0:
		p.writeString(p.names.name(id))
	case id >= holeBase:
		p.writeHole(id - holeBase)
	default:
		if p.mark {
			p.out = append(p.out, NumberMark)
		}
		if a, ok := v.(*ir.BlockArgument); ok && p.names.argEntry[a] {
			p.writeString("arg")
		}
		p.out = strconv.AppendInt(p.out, int64(id), 10)
	}
	if withNo && no >= 0 {
		p.out = append(p.out, '#')
		p.out = strconv.AppendInt(p.out, int64(no), 10)
	}
}

// printResults writes `%0:2 = `, `%a, %b:2 = `: each result group and its
// size.
func (p *Printer) printResults(op *ir.Operation) {
	n := len(op.Results)
	if n == 0 {
		return
	}
	group := func(start, count int) {
		p.printValueID(op.Result(start), false)
		if count > 1 {
			p.out = append(p.out, ':')
			p.out = strconv.AppendInt(p.out, int64(count), 10)
		}
	}
	if gs := p.names.groups[op]; len(gs) > 0 {
		for i, start := range gs {
			end := n
			if i+1 < len(gs) {
				end = gs[i+1]
			}
			if i > 0 {
				p.writeString(", ")
			}
			group(start, end-start)
		}
	} else {
		group(0, n)
	}
	p.writeString(" = ")
}

func (p *Printer) printBlockName(b *ir.Block) {
	if p.names.blockNames != nil {
		p.out = append(p.out, '^')
		p.writeString(p.names.blockNames[b])
		return
	}
	p.writeString("^bb")
	p.out = strconv.AppendInt(p.out, int64(p.names.blockIDs[b]), 10)
}

// printOp writes op in generic form at the current indentation (the caller
// has written the indentation).
//
//	%0:2 = "name"(%a, %b)[^bb1] <{props}> ({...}, {...}) {attrs} : (T, T) -> (R, R)
func (p *Printer) printOp(op *ir.Operation) {
	p.printResults(op)
	p.printCustomOrGenericOp(op)
}

// printCustomOrGenericOp writes op after its results: its custom form
// when it has one, else its generic form.
func (p *Printer) printCustomOrGenericOp(op *ir.Operation) {
	if !p.opts.Generic && p.opts.Dialects != nil && (p.pv == nil || !p.pv.Generic[op]) {
		if syn := p.opts.Dialects.Syntax(op.Name); syn != nil {
			p.printOpName(op.Name)
			syn.Print(asmPrinter{p}, op)
			return
		}
	}
	p.printGenericOp(op)
}

// printOpName writes a custom op's name, without its dialect prefix when
// the dialect is the enclosing region's default (`return` in a func.func).
func (p *Printer) printOpName(name string) {
	if d := p.defaultDialect[len(p.defaultDialect)-1]; d != "" && len(name) > len(d) &&
		name[len(d)] == '.' && name[:len(d)] == d && strings.Count(name, ".") == 1 {
		name = name[len(d)+1:]
	}
	p.writeString(name)
}

// printGenericOp writes op's generic form after its results.
func (p *Printer) printGenericOp(op *ir.Operation) {
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
			p.printRegion(r, true, true, true)
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
// The entry block's header is printed when it has arguments and
// entryArgs, or no ops and emptyBlock; without terminators, the entry
// block's last op is left out when it is a terminator (the syntax implies
// it), as mlir-opt does.
func (p *Printer) printRegion(r *ir.Region, entryArgs, terminators, emptyBlock bool) {
	p.out = append(p.out, '{')
	if r == p.bodyRegion {
		p.bodySplit = len(p.out)
	}
	if r == p.streamed.region {
		p.writeStreamed()
		return
	}
	var ar *ast.Region
	if p.pv != nil {
		if ar = p.pv.Source.Region(r); ar != nil {
			p.pv.advance(ar.LBrace + 1)
		}
		p.pv.fresh = true
	}
	if len(r.Blocks) > 0 {
		dd := ""
		if p.opts.Dialects != nil && r.Parent != nil && (p.pv == nil || !p.pv.Generic[r.Parent]) {
			dd = p.opts.Dialects.DefaultDialect(r.Parent.Name)
		}
		p.defaultDialect = append(p.defaultDialect, dd)
		var preds map[*ir.Block][]*ir.Block
		if len(r.Blocks) > 1 {
			preds = predecessors(r)
		}
		for i, b := range r.Blocks {
			header := i > 0 || entryArgs && len(b.Args) > 0 || emptyBlock && len(b.Ops) == 0
			p.printBlock(b, header, terminators || i > 0, preds[b])
		}
		p.defaultDialect = p.defaultDialect[:len(p.defaultDialect)-1]
	}
	if ar != nil {
		// Comments before the `}`, at the indentation of the ops.
		p.indent += 2
		p.flushComments(ar.RBrace)
		p.indent -= 2
		p.pv.advance(ar.RBrace + 1)
	}
	p.newline()
	if ar != nil {
		p.pv.printed(ar.RBrace, len(p.out))
	}
	p.out = append(p.out, '}')
	if p.pv != nil {
		p.pv.fresh = false
	}
}

// writeStreamed writes the body a Stream printed, then the region's end.
func (p *Printer) writeStreamed() {
	p.flush()
	switch {
	case p.err != nil:
	case p.streamed.renumber != nil:
		r := p.streamed.renumber
		if p.streamed.spilled != nil {
			p.err = r.copy(p.w, p.streamed.spilled)
		}
		if p.err == nil {
			p.err = r.copy(p.w, bytes.NewBuffer(p.streamed.text))
		}
	case p.streamed.holes != nil:
		h := p.streamed.holes
		if p.streamed.spilled != nil {
			p.err = h.copy(p.w, p.streamed.spilled)
		}
		if p.err == nil {
			p.err = h.copy(p.w, bytes.NewBuffer(p.streamed.text))
		}
	default:
		if p.streamed.spilled != nil {
			_, p.err = io.Copy(p.w, p.streamed.spilled)
		}
		if p.err == nil {
			_, p.err = p.w.Write(p.streamed.text)
		}
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

func (p *Printer) printBlock(b *ir.Block, header, terminator bool, preds []*ir.Block) {
	if header {
		pos := ast.NoPos
		if p.pv != nil {
			if ab := p.pv.Source.Block(b); ab != nil {
				pos = ab.Pos
			}
			// Comments before a label are at the indentation of the ops.
			if pos.IsValid() {
				p.indent += 2
				p.flushComments(pos)
				p.indent -= 2
			}
			p.breakLine(pos)
			p.pv.printed(pos, len(p.out))
		} else {
			p.newline()
		}
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
				if p.pv != nil {
					p.printArgLoc(a)
				}
			}
			p.out = append(p.out, ')')
		}
		p.out = append(p.out, ':')
		if p.pv != nil {
			p.pv.advance(pos)
			p.pv.fresh = true
		} else {
			p.printPredecessors(b, preds)
		}
	}
	ops := b.Ops
	if !terminator && len(ops) > 0 && p.opts.Dialects != nil && p.opts.Dialects.HasTrait(ops[len(ops)-1].Name, "Terminator") &&
		(p.pv == nil || !p.pv.Keep[ops[len(ops)-1]]) {
		ops = ops[:len(ops)-1]
	}
	p.indent += 2
	for _, op := range ops {
		if p.pv != nil {
			p.opLine(op)
			continue
		}
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
