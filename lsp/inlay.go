package lsp

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/printer"
)

// InlayHint shows, in the range, what the text leaves unsaid: the type of
// each value an op's custom form uses without writing its type (an
// operand group whose types the form does not spell, unless the op's
// SameOperandsAndResultType ties them to a result type written there),
// and, in an op's generic form, the name of each operand group of its
// definition before the group's first operand (when the op has two groups
// or more: `lhs:`, `rhs:`; the sizes of AttrSizedOperandSegments groups
// are read from its operandSegmentSizes).
func (s *server) InlayHint(ctx context.Context, p *protocol.InlayHintParams) ([]protocol.InlayHint, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	enc := s.encoding()
	t := a.text
	first, last := t.offset(p.Range.Start, enc), t.offset(p.Range.End, enc)
	if last < first {
		first, last = last, first
	}
	reg := s.config().reg
	hints := []protocol.InlayHint{}
	for _, c := range a.chunks {
		if c.end < first || c.start > last || c.module == nil || c.index == nil {
			continue
		}
		var walk func(ops []*ast.Operation)
		walk = func(ops []*ast.Operation) {
			for _, op := range ops {
				if !op.Pos.IsValid() || c.start+int(op.End) < first || c.start+int(op.Pos) > last {
					continue
				}
				if op.Custom != nil {
					hints = append(hints, typeHints(t, c, reg, op, first, last, enc)...)
				} else if reg != nil {
					hints = append(hints, segmentHints(t, c, reg.Op(op.Name), op, first, last, enc)...)
				}
				for _, r := range op.Regions {
					if r == nil {
						continue
					}
					for _, b := range r.Blocks {
						if b != nil {
							walk(b.Ops)
						}
					}
				}
			}
		}
		var top []*ast.Operation
		for _, it := range c.module.Items {
			if op, ok := it.(*ast.Operation); ok {
				top = append(top, op)
			}
		}
		walk(top)
	}
	return hints, nil
}

// typeHints are `: type` after each use of a custom-form op whose type
// the form does not write.
func typeHints(t *text, c *chunk, reg dialect.Registry, op *ast.Operation, first, last int, enc encoding) []protocol.InlayHint {
	co := op.Custom
	var def *ods.Op
	if reg != nil {
		def = reg.Op(op.Name)
	}
	written := false
	for _, ts := range co.OperandTypes {
		written = written || len(ts) > 0
	}
	for _, ts := range co.ResultTypes {
		written = written || len(ts) > 0
	}
	if written && def != nil && (hasTrait(def, "SameOperandsAndResultType") || hasTrait(def, "SameTypeOperands")) {
		return nil // one written type is all of them
	}
	var out []protocol.InlayHint
	for gi, uses := range co.Operands {
		if gi < len(co.OperandTypes) && len(co.OperandTypes[gi]) > 0 {
			continue
		}
		for _, u := range uses {
			if !u.Pos.IsValid() {
				continue
			}
			start := c.start + int(u.Pos)
			end := useEnd(t.src, start)
			if end < first || start > last {
				continue
			}
			typ := c.valueType(start, u.Index)
			if typ == "" {
				continue
			}
			out = append(out, protocol.InlayHint{
				Position: t.position(end, enc),
				Label:    protocol.String(": " + typ),
				Kind:     protocol.InlayHintKindType,
			})
		}
	}
	return out
}

func hasTrait(def *ods.Op, trait string) bool {
	for _, tr := range def.Traits {
		if tr == trait {
			return true
		}
	}
	return false
}

// useEnd is the end of the value use `%name` or `%name#N` at start.
func useEnd(src []byte, start int) int {
	end := start + 1
	for end < len(src) && isWordByte(src[end]) {
		end++
	}
	if end < len(src) && src[end] == '#' {
		end++
		for end < len(src) && src[end] >= '0' && src[end] <= '9' {
			end++
		}
	}
	return end
}

// valueType is the type of the value used at the file offset off (its
// index-th in a result group, -1 for `%x` without `#N`), when the chunk
// lowered, else "".
func (c *chunk) valueType(off, index int) string {
	index = max(index, 0)
	occ := c.index.at(off + 1)
	if occ == nil || occ.ent.kind != kValue || !occ.ent.def.valid() {
		return ""
	}
	vs := c.values[occ.ent.def.start]
	if index < 0 || index >= len(vs) {
		return ""
	}
	return printer.TypeString(vs[index].Type())
}

var segmentSizesRE = regexp.MustCompile(`operandSegmentSizes\s*=\s*array<i32(?::\s*([0-9,\s]*))?>`)

// groupSizes are the sizes of def's operand groups for the n operands an
// op has in generic form, written in text (where operandSegmentSizes is
// read for AttrSizedOperandSegments), or nil when they cannot be told.
func groupSizes(def *ods.Op, text []byte, n int) []int {
	var sizes []int
	flexible := 0
	for _, a := range def.Operands {
		if a.Kind != "" {
			flexible++
		}
	}
	switch {
	case hasTrait(def, "AttrSizedOperandSegments"):
		m := segmentSizesRE.FindSubmatch(text)
		if m == nil {
			return nil
		}
		for _, f := range strings.Split(string(m[1]), ",") {
			if f = strings.TrimSpace(f); f == "" {
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil {
				return nil
			}
			sizes = append(sizes, v)
		}
	case flexible <= 1:
		for _, a := range def.Operands {
			if a.Kind == "" {
				sizes = append(sizes, 1)
			} else {
				sizes = append(sizes, n-(len(def.Operands)-1))
			}
		}
	default:
		return nil
	}
	total := 0
	for _, v := range sizes {
		if v < 0 {
			return nil
		}
		total += v
	}
	if len(sizes) != len(def.Operands) || total != n {
		return nil
	}
	return sizes
}

// segmentHints are `name:` before the first operand of each operand group
// of a generic-form op.
func segmentHints(t *text, c *chunk, def *ods.Op, op *ast.Operation, first, last int, enc encoding) []protocol.InlayHint {
	if def == nil || len(def.Operands) < 2 || len(op.Operands) == 0 {
		return nil
	}
	sizes := groupSizes(def, t.src[c.start+int(op.Pos):min(len(t.src), c.start+int(op.End))], len(op.Operands))
	if sizes == nil {
		return nil
	}
	var out []protocol.InlayHint
	at := 0
	yes := true
	for gi, size := range sizes {
		if size > 0 && op.Operands[at].Pos.IsValid() {
			off := c.start + int(op.Operands[at].Pos)
			if off >= first && off <= last {
				out = append(out, protocol.InlayHint{
					Position:     t.position(off, enc),
					Label:        protocol.String(def.Operands[gi].Name + ":"),
					Kind:         protocol.InlayHintKindParameter,
					PaddingRight: &yes,
				})
			}
		}
		at += size
	}
	return out
}
