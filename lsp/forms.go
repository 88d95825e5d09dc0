package lsp

import (
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// formSwitches offers to write the op at the start of the range (its line's
// first op when the range starts in the indentation) in the other form:
// generic when it is written in custom form, custom when it is written
// generically and has one. The op is printed as the formatter prints it
// (preserve style: the names as written), the ops in its regions as they
// are; the offer is left out when the chunk does not lower or the result
// would not parse.
func (s *server) formSwitches(a *analysis, u uri.URI, first, last int, enc encoding) []protocol.CommandOrCodeAction {
	reg := s.config().reg
	t := a.text
	if reg == nil || first < 0 || first >= len(t.lines) {
		return nil
	}
	off := t.lines[first]
	for off < len(t.src) && (t.src[off] == ' ' || t.src[off] == '\t') {
		off++
	}
	c := a.chunkAt(off)
	if c == nil || c.module == nil {
		return nil
	}
	path := c.opPath(off)
	var op *ast.Operation
	// The outermost starting on the line: an op a custom form leaves
	// implicit (scf.for's scf.yield) may carry its parent's position.
	for _, o := range path {
		if o.NamePos.IsValid() && t.line(c.start+int(o.Pos)) == first {
			op = o
			break
		}
	}
	if op == nil {
		return nil
	}
	toGeneric := op.Custom != nil
	if !toGeneric && (reg.Syntax(op.Name) == nil || reg.GenericOnly(op.Name)) {
		return nil
	}
	text, ok := printForm(c, t.src[c.start:c.end], op, toGeneric, reg)
	if !ok {
		return nil
	}
	start, end := c.start+int(op.Pos), c.start+int(op.End)
	if text == string(t.src[start:end]) {
		return nil
	}
	title := "Write " + op.Name + " in generic form"
	if !toGeneric {
		title = "Write " + op.Name + " in custom form"
	}
	return []protocol.CommandOrCodeAction{quickFix(title, u, protocol.TextEdit{Range: t.rangeOf(start, end, enc), NewText: text})}
}

// printForm prints the op of the chunk src written as op in the form
// asked, indented for its place; ok false when the chunk does not lower,
// the op is not found or the chunk with it replaced does not parse.
func printForm(c *chunk, src []byte, op *ast.Operation, generic bool, reg dialect.Registry) (string, bool) {
	m, err := grammar.ParseFileWith("chunk", src, grammar.Options{Registry: reg})
	if err != nil {
		return "", false
	}
	res, err := lower.LowerWith(ir.NewContext(), m, lower.Options{Dialects: reg, KeepSyntax: true})
	if err != nil {
		return "", false
	}
	var target *ir.Operation
	ir.Walk(res.Top, func(o *ir.Operation) bool {
		if so := res.Syntax.Op(o); so != nil && so.Pos == op.Pos && so.Name == op.Name {
			target = o
		}
		return target == nil
	})
	if target == nil {
		return "", false
	}
	pv := &printer.Preserve{Source: res.Syntax, Module: m, Generic: map[*ir.Operation]bool{}}
	if generic {
		pv.Generic[target] = true
	}
	full, spans := printer.PrintPreserve(res.Top, res.Resources, pv, printer.Options{Dialects: reg})
	var text string
	found := false
	for _, sp := range spans {
		if sp.Op == target {
			// Its columns in the output and in the source.
			outCol := sp.Start - (strings.LastIndexByte(string(full[:sp.Start]), '\n') + 1)
			srcCol := int(op.Pos) - (strings.LastIndexByte(string(src[:op.Pos]), '\n') + 1)
			text = reindent(string(full[sp.Start:sp.End]), srcCol-outCol)
			found = true
			break
		}
	}
	if !found {
		return "", false
	}
	text = strings.TrimRight(text, "\n")
	edited := string(src[:op.Pos]) + text + string(src[op.End:])
	if _, err := grammar.ParseFileWith("chunk", []byte(edited), grammar.Options{Registry: reg}); err != nil {
		return "", false
	}
	return text, true
}

// reindent moves every line of s but the first by delta columns.
func reindent(s string, delta int) string {
	if delta == 0 || !strings.Contains(s, "\n") {
		return s
	}
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		l := lines[i]
		if strings.TrimSpace(l) == "" {
			continue
		}
		if delta > 0 {
			lines[i] = strings.Repeat(" ", delta) + l
		} else {
			n := len(l) - len(strings.TrimLeft(l, " "))
			lines[i] = l[min(n, -delta):]
		}
	}
	return strings.Join(lines, "\n")
}
