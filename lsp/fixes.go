package lsp

import (
	"regexp"
	"strconv"
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
)

// The quick fixes beyond the expected-* annotations: a stale `@+N`/`@-N`
// offset of an annotation rewritten to the line its diagnostic is on, a
// missing terminator added, a redefined value renamed to a free name.

// annotationRE is an expected-* annotation: its severity, its offset and
// the text it expects.
var annotationRE = regexp.MustCompile(`expected-(error|warning|remark|note)(\s*@[+-]\d+)?\s*\{\{(.*?)\}\}`)

func quickFix(title string, u uri.URI, edits ...protocol.TextEdit) *protocol.CodeAction {
	kind := protocol.CodeActionKindQuickFix
	return &protocol.CodeAction{Title: title, Kind: &kind, Edit: &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{u: edits}}}
}

// offsetFixes rewrites the offsets of the annotations on lines first..last
// whose line has no diagnostic they expect while a line near it has one:
// the offset then names the nearest such line of the same chunk.
func offsetFixes(a *analysis, u uri.URI, first, last int, enc encoding) []protocol.CommandOrCodeAction {
	t := a.text
	var out []protocol.CommandOrCodeAction
	for line := max(first, 0); line <= last && line < len(t.lines); line++ {
		start, end := t.lines[line], t.lineEnd(line)
		m := annotationRE.FindSubmatchIndex(t.src[start:end])
		if m == nil {
			continue
		}
		sev, msg := string(t.src[start+m[2]:start+m[3]]), string(t.src[start+m[6]:start+m[7]])
		offset := 0
		if m[4] >= 0 {
			offset, _ = strconv.Atoi(strings.TrimSpace(string(t.src[start+m[4]+1 : start+m[5]]))[1:])
			if strings.Contains(string(t.src[start+m[4]:start+m[5]]), "-") {
				offset = -offset
			}
		}
		c := a.chunkAt(start)
		if c == nil {
			continue
		}
		// The lines of the chunk with a diagnostic this one expects.
		var lines []int
		match := func(s diag.Severity, p ast.Pos, text string) {
			if p.IsValid() && int(p) >= c.start && int(p) < c.end && s.String() == sev && strings.Contains(text, msg) {
				lines = append(lines, t.line(int(p)))
			}
		}
		for _, d := range a.diags {
			if d.Loc == nil {
				match(d.Severity, d.Pos, d.Msg)
			}
			for _, n := range d.Notes {
				if n.Loc == nil {
					match(diag.NoteSev, n.Pos, n.Msg)
				}
			}
		}
		target, best := line+offset, -1
		for _, l := range lines {
			if l == target {
				best = -1
				break
			}
			if best < 0 || abs(l-target) < abs(best-target) {
				best = l
			}
		}
		if best < 0 {
			continue
		}
		k := best - line
		spelled := ""
		switch {
		case k > 0:
			spelled = " @+" + strconv.Itoa(k)
		case k < 0:
			spelled = " @-" + strconv.Itoa(-k)
		}
		at, to := start+m[3], start+m[3] // after expected-<severity>
		if m[4] >= 0 {
			at, to = start+m[4], start+m[5]
		}
		old := "no offset"
		if m[4] >= 0 {
			old = strings.TrimSpace(string(t.src[at:to]))
		}
		now := strings.TrimSpace(spelled)
		if now == "" {
			now = "no offset"
		}
		out = append(out, quickFix("Point expected-"+sev+" at line "+strconv.Itoa(best+1)+" ("+old+" → "+now+")", u,
			protocol.TextEdit{Range: t.rangeOf(at, to, enc), NewText: spelled}))
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

var redefinitionRE = regexp.MustCompile(`^redefinition of SSA value '%([^']+)'$`)

// renameFixes renames, for each redefinition diagnosed on lines
// first..last, the value redefined and its uses after it to a name the
// chunk does not use (%x_1).
func renameFixes(a *analysis, u uri.URI, first, last int, enc encoding) []protocol.CommandOrCodeAction {
	t := a.text
	var out []protocol.CommandOrCodeAction
	for _, d := range a.diags {
		sub := redefinitionRE.FindStringSubmatch(d.Msg)
		if sub == nil || !d.Pos.IsValid() || int(d.Pos) >= len(t.src) {
			continue
		}
		p := int(d.Pos)
		if l := t.line(p); l < first || l > last || t.src[p] != '%' {
			continue
		}
		c := a.chunkAt(p)
		if c == nil {
			continue
		}
		name := sub[1]
		chunk := t.src[c.start:c.end]
		free := ""
		for i := 1; free == ""; i++ {
			cand := name + "_" + strconv.Itoa(i)
			if len(valueTokens(chunk, cand)) == 0 {
				free = cand
			}
		}
		var edits []protocol.TextEdit
		for _, at := range valueTokens(chunk, name) {
			if c.start+at >= p {
				edits = append(edits, protocol.TextEdit{Range: t.rangeOf(c.start+at+1, c.start+at+1+len(name), enc), NewText: free})
			}
		}
		out = append(out, quickFix("Rename the redefinition of %"+name+" to %"+free+" (and its uses after it)", u, edits...))
	}
	return out
}

// valueTokens are the offsets of the `%` of each `%name` in src (not a
// longer name's start).
func valueTokens(src []byte, name string) []int {
	var out []int
	tok := "%" + name
	for i := 0; ; {
		j := strings.Index(string(src[i:]), tok)
		if j < 0 {
			return out
		}
		at := i + j
		after := at + len(tok)
		if after >= len(src) || !isWordByte(src[after]) {
			out = append(out, at)
		}
		i = after
	}
}

// terminatorFixes adds, for each block diagnosed without a terminator on
// lines first..last, the terminator its op's definition implies: its
// SingleBlockImplicitTerminator, else its dialect's return, else its
// dialect's yield; on a line after the block's last op, indented as it.
func terminatorFixes(a *analysis, reg dialect.Registry, u uri.URI, first, last int, enc encoding) []protocol.CommandOrCodeAction {
	t := a.text
	var out []protocol.CommandOrCodeAction
	if reg == nil {
		return nil
	}
	for _, d := range a.diags {
		if !strings.HasPrefix(d.Msg, "block with no terminator") || !d.Pos.IsValid() {
			continue
		}
		p := int(d.Pos)
		if l := t.line(p); l < first || l > last {
			continue
		}
		c := a.chunkAt(p)
		path := c.opPath(p)
		if len(path) < 2 {
			continue
		}
		lastOp, parent := path[len(path)-1], path[len(path)-2]
		term := terminatorOf(reg, parent.Name)
		if term == "" {
			continue
		}
		spelled := term
		if dd := reg.DefaultDialect(parent.Name); dd != "" && strings.HasPrefix(term, dd+".") {
			spelled = strings.TrimPrefix(term, dd+".")
		}
		opStart := c.start + int(lastOp.Pos)
		ls := opStart
		for ls > 0 && t.src[ls-1] != '\n' {
			ls--
		}
		end := c.start + int(lastOp.End)
		for end < len(t.src) && t.src[end] != '\n' {
			end++
		}
		indent := string(t.src[ls:opStart])
		if strings.TrimSpace(indent) != "" {
			indent = "  "
		}
		out = append(out, quickFix("Add the terminator "+term, u,
			protocol.TextEdit{Range: t.rangeOf(end, end, enc), NewText: "\n" + indent + spelled}))
	}
	return out
}

// terminatorOf is the terminator an op's blocks end with, by its
// definition, or "".
func terminatorOf(reg dialect.Registry, opName string) string {
	def := reg.Op(opName)
	if def == nil {
		return ""
	}
	for _, tr := range def.Traits {
		if rest, ok := strings.CutPrefix(tr, "SingleBlockImplicitTerminator<"); ok {
			return strings.TrimSuffix(rest, ">")
		}
	}
	d := def.Dialect()
	for _, name := range []string{d + ".return", d + ".yield", d + ".terminator"} {
		if reg.Op(name) != nil && reg.HasTrait(name, "Terminator") {
			return name
		}
	}
	return ""
}
