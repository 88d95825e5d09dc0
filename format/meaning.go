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

// maxRounds bounds the reprints of a chunk; past it the chunk is left as
// it was.
const maxRounds = 8

// misread returns the op whose printing out (printed from top with spans)
// did not read back as printed, or nil when out reads back as top; ok is
// false when the culprit cannot be told.
func misread(ctx *ir.Context, filename string, out []byte, top *ir.Operation, spans []printer.OpSpan, opts Options) (op *ir.Operation, ok bool) {
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
		return printedAt(spans, pos)
	}
	c := &comparer{vals: map[ir.Value]ir.Value{}, blocks: map[*ir.Block]*ir.Block{}}
	if bad := c.op(top, res.Top); bad != nil {
		return bad, true
	}
	for _, u := range c.uses {
		if c.vals[u.in] != u.out {
			return u.op, true
		}
	}
	return nil, true
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
// values and blocks to the output's.
type comparer struct {
	vals   map[ir.Value]ir.Value
	blocks map[*ir.Block]*ir.Block
	// uses are operands whose definition comes later in the walk.
	uses []pendingUse
}

type pendingUse struct {
	op      *ir.Operation
	in, out ir.Value
}

// op compares a (input) with b (output) and returns the input op where
// they first differ, or nil.
func (c *comparer) op(a, b *ir.Operation) *ir.Operation {
	if a.Name != b.Name || len(a.Results) != len(b.Results) || len(a.Operands) != len(b.Operands) ||
		len(a.Successors) != len(b.Successors) || len(a.Regions) != len(b.Regions) ||
		!sameAttr(a.Properties, b.Properties) || !sameDict(a.Attrs, b.Attrs) {
		return a
	}
	for i := range a.Results {
		if a.Results[i].Type() != b.Results[i].Type() {
			return a
		}
	}
	for i, v := range a.Operands {
		w := b.Operands[i]
		if v == nil || w == nil || v.Type() != w.Type() {
			return a
		}
		if mapped, ok := c.vals[v]; ok {
			if mapped != w {
				return a
			}
		} else {
			c.uses = append(c.uses, pendingUse{a, v, w})
		}
	}
	for i, r := range a.Regions {
		s := b.Regions[i]
		if len(r.Blocks) != len(s.Blocks) {
			return a
		}
		for j, blk := range r.Blocks {
			c.blocks[blk] = s.Blocks[j]
		}
		for j, blk := range r.Blocks {
			other := s.Blocks[j]
			if len(blk.Args) != len(other.Args) || len(blk.Ops) != len(other.Ops) {
				return a
			}
			for k, arg := range blk.Args {
				if arg.Type() != other.Args[k].Type() {
					return a
				}
				c.vals[arg] = other.Args[k]
			}
			for k, o := range blk.Ops {
				if bad := c.op(o, other.Ops[k]); bad != nil {
					return bad
				}
			}
		}
	}
	for i, s := range a.Successors {
		if c.blocks[s] != b.Successors[i] {
			return a
		}
	}
	for i := range a.Results {
		c.vals[a.Result(i)] = b.Result(i)
	}
	return nil
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
