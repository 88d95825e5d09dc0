package format

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// Preserve style checks that each chunk it prints reads back as the IR it
// printed: mlir-opt's custom forms do not all round-trip (a cf.switch case
// value too wide for its flag, memref.dma_start's attribute dictionary, an
// affine map whose dimension simplified away drops its operand), and a
// formatter must never change what a file means. The output is parsed and
// lowered again, into the same context so that equal types and attributes
// are the same pointers, and compared op by op with the input; an op whose
// custom form did not read back is printed in generic form instead, and
// the check runs again.

// maxRounds bounds the reprints of a chunk (each one reads the output
// back); past it the chunk is left as it was.
const maxRounds = 32

// misread returns the ops whose printing out (printed from top with
// spans) did not read back as printed (none when out reads back as top):
// all of them when out reads back as other IR, the innermost op printed
// around the error when it does not read; ok is false when the culprit
// cannot be told.
func misread(ctx *ir.Context, filename string, out []byte, top *ir.Operation, spans []printer.OpSpan, opts Options) (bad []*ir.Operation, ok bool) {
	reg := opts.registry()
	m, err := grammar.ParseFileWith(filename, out, grammar.Options{Registry: reg})
	var res *lower.Result
	if err == nil {
		res, err = lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	}
	if err != nil {
		pos := ast.NoPos
		if list := diag.AsList(err); len(list) > 0 {
			pos = list[0].Pos
		}
		op, ok := printedAt(spans, pos)
		return []*ir.Operation{op}, ok
	}
	c := &comparer{vals: map[ir.Value]ir.Value{}, blocks: map[*ir.Block]*ir.Block{}}
	c.op(top, res.Top)
	for _, u := range c.uses {
		if c.vals[u.in] != u.out {
			c.bad = append(c.bad, u.op)
		}
	}
	return c.bad, true
}

// printedAt returns the innermost op printed around pos.
func printedAt(spans []printer.OpSpan, pos ast.Pos) (*ir.Operation, bool) {
	var found *ir.Operation
	for _, s := range spans {
		if s.Start > int(pos) {
			break
		}
		if int(pos) < s.End || int(pos) == s.End && s.End > s.Start {
			found = s.Op
		}
	}
	return found, found != nil
}

// comparer walks the input and output IR in step, mapping the input's
// values and blocks to the output's, and collects the input ops that read
// back otherwise.
type comparer struct {
	vals   map[ir.Value]ir.Value
	blocks map[*ir.Block]*ir.Block
	// uses are operands whose definition comes later in the walk.
	uses []pendingUse
	bad  []*ir.Operation
}

type pendingUse struct {
	op      *ir.Operation
	in, out ir.Value
}

// op compares a (input) with b (output). An op that differs in itself is
// bad, and its regions are still compared when they have the same shape;
// one whose regions differ in shape is bad, and they are not.
func (c *comparer) op(a, b *ir.Operation) {
	if a.Name != b.Name || len(a.Results) != len(b.Results) || len(a.Operands) != len(b.Operands) ||
		len(a.Successors) != len(b.Successors) || len(a.Regions) != len(b.Regions) {
		c.bad = append(c.bad, a)
		return
	}
	same := sameAttr(a.Properties, b.Properties) && sameDict(a.Attrs, b.Attrs)
	for i := range a.Results {
		same = same && a.Results[i].Type() == b.Results[i].Type()
		c.vals[a.Result(i)] = b.Result(i)
	}
	for i, v := range a.Operands {
		w := b.Operands[i]
		if v == nil || w == nil || v.Type() != w.Type() {
			same = false
		} else if mapped, ok := c.vals[v]; ok {
			same = same && mapped == w
		} else {
			c.uses = append(c.uses, pendingUse{a, v, w})
		}
	}
	for i, r := range a.Regions {
		s := b.Regions[i]
		if len(r.Blocks) != len(s.Blocks) {
			c.bad = append(c.bad, a)
			return
		}
		for j, blk := range r.Blocks {
			other := s.Blocks[j]
			if len(blk.Args) != len(other.Args) || len(blk.Ops) != len(other.Ops) {
				c.bad = append(c.bad, a)
				return
			}
			c.blocks[blk] = other
		}
	}
	for i, s := range a.Successors {
		if got, ok := c.blocks[s]; ok && got != b.Successors[i] {
			same = false
		}
	}
	if !same {
		c.bad = append(c.bad, a)
	}
	for i, r := range a.Regions {
		for j, blk := range r.Blocks {
			other := b.Regions[i].Blocks[j]
			for k, arg := range blk.Args {
				if arg.Type() != other.Args[k].Type() {
					c.bad = append(c.bad, a)
				}
				c.vals[arg] = other.Args[k]
			}
			for k, o := range blk.Ops {
				c.op(o, other.Ops[k])
			}
		}
	}
}

// sameAttr compares attributes of one context: equal ones are the same
// pointer, but for distinct attributes, which each lowering makes anew
// (their spellings are then compared).
func sameAttr(a, b ir.Attribute) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	return printer.AttrString(a) == printer.AttrString(b)
}

func sameDict(a, b *ir.DictionaryAttr) bool {
	if a == nil || b == nil {
		return (a == nil || len(a.Entries) == 0) && (b == nil || len(b.Entries) == 0)
	}
	return sameAttr(a, b)
}

// sameTokens reports whether a and b are the same tokens, spelled the
// same, with white space (or comments) between the same pairs of them:
// the parser then reads both the same way, and text printed from an IR
// so needs no reading back (it would read back as the IR the input read
// as). Only white space's amount and comments may differ (re-indented
// text, comments moved).
func sameTokens(a, b []byte) bool {
	la, lb := grammar.NewLexer(a), grammar.NewLexer(b)
	endA, endB := int32(-1), int32(-1) // the start counts as white space
	for {
		ta, tb := la.Next(), lb.Next()
		if ta.Kind != tb.Kind || ta.Kind == grammar.Error || (ta.Start > endA) != (tb.Start > endB) ||
			string(a[ta.Start:ta.End]) != string(b[tb.Start:tb.End]) {
			return false
		}
		if ta.Kind == grammar.EOF {
			return true
		}
		endA, endB = ta.End, tb.End
	}
}
