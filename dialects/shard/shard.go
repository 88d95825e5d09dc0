// Package shard is the Go side of the shard dialect: its ops' result names
// and shard.grid's custom<DimensionList>.
package shard

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the shard dialect in h.
func Register(h *registry.Hooks) {
	// shard's ops name their results after themselves, mostly.
	for op, name := range map[string]string{
		"all_gather": "all_gather", "all_reduce": "all_reduce", "all_slice": "all_slice", "all_to_all": "all_to_all",
		"broadcast": "broadcast", "gather": "gather", "recv": "recv", "reduce": "reduce",
		"reduce_scatter": "reduce_scatter", "scatter": "scatter", "send": "send", "shift": "shift",
		"sharding": "sharding", "shard": "sharding_annotated", "grid_shape": "grid_shape",
		"process_linear_index": "proc_linear_idx", "process_multi_index": "proc_linear_idx", "shard_shape": "shard_shape",
	} {
		h.ResultName("shard."+op, name)
	}
	h.Op("shard.neighbors_linear_indices").ResultNames = func(op *ir.Operation, set func(int, string)) {
		if len(op.Results) == 2 {
			set(0, "down_linear_idx")
			set(1, "up_linear_idx")
		}
	}
	h.Directive("shard", "DimensionList", shardDimensionList)
	verifiers(h)
}

// shardDimensionList is shard.grid's custom<DimensionList>($shape):
// `[]`, or dimensions (integers or ?) separated by x.
var shardDimensionList = &asmformat.CustomDirective{
	Check: shared.CheckKinds("DimensionList", asmformat.AttrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		if p.ParseOptionalPunct("[") {
			args[0].Attr = shared.I64Array()
			return p.ParsePunct("]")
		}
		var dims []int64
		// An invalid dimension stops OpAsmParser::parseDimensionList;
		// the directive then adds its own error where the parse stopped.
		invalid := func(pos ast.Pos) error {
			err := shared.EmitError(p, pos, "invalid dimension")
			// Where the dimension's lexing stopped: at the same place.
			p.Errorf(pos, "Failed parsing dimension list.")
			return err
		}
		dim := func() (bool, error) {
			if p.ParseOptionalPunct("?") {
				dims = append(dims, ast.Dynamic)
				return true, nil
			}
			n, ok, err := p.ParseOptionalInteger()
			if ok {
				dims = append(dims, n)
			}
			return ok, err
		}
		if ok, err := dim(); err != nil {
			return err
		} else if !ok {
			return p.Errorf(p.Pos(), "Failed parsing dimension list. Did you mean an empty list? It must be denoted by \"[]\".")
		}
		// `2x4` lexes as 2 and the identifier x4: the dimensions after
		// the first come in identifiers starting with x, or alone.
		for {
			pos := p.Pos()
			kw, ok := p.ParseOptionalKeywordOf(nil)
			if !ok || kw[0] != 'x' {
				if ok {
					return invalid(pos)
				}
				break
			}
			parts := strings.Split(kw[1:], "x")
			partPos := pos + 1 // after the x
			for i, part := range parts {
				last := i == len(parts)-1
				if part == "" && last {
					pos := p.Pos()
					if ok, err := dim(); err != nil {
						return err
					} else if !ok {
						return invalid(pos)
					}
					break
				}
				n, err := strconv.ParseInt(part, 10, 64)
				if err != nil {
					return invalid(partPos)
				}
				dims = append(dims, n)
				partPos += ast.Pos(len(part) + 1)
			}
		}
		args[0].Attr = shared.I64Array(dims...)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		a, _ := args[0].Attr.(*ir.DenseArrayAttr)
		if a == nil || len(a.Values) == 0 {
			p.WriteString("[]")
			return
		}
		for i := range a.Values {
			if i > 0 {
				p.WriteString("x")
			}
			if n := a.Int(i); n == ast.Dynamic {
				p.WriteString("?")
			} else {
				p.WriteString(strconv.FormatInt(n, 10))
			}
		}
	},
}
