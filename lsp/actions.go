package lsp

import (
	"context"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/diag"
)

// CodeAction offers, for the diagnostics on the lines of the range, the
// quick fix mlir-lsp-server offers test authors: an `expected-<severity>
// @below {{message}}` line above each diagnostic's line (and each of its
// notes' lines), indented as that line, so that `-verify-diagnostics`
// expects what the file reports. The diagnostics are the server's own for
// the current text, not the client's copy. Beyond it: an annotation whose
// `@+N`/`@-N` misses its diagnostic pointed at it (fixes.go), a block
// without terminator given one, a redefined value renamed to a free name,
// and an op switched between its generic and custom forms (forms.go).
func (s *server) CodeAction(ctx context.Context, p *protocol.CodeActionParams) ([]protocol.CommandOrCodeAction, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	enc := s.encoding()
	first, last := int(p.Range.Start.Line), int(p.Range.End.Line)
	if last < first {
		first, last = last, first
	}
	actions := []protocol.CommandOrCodeAction{}
	if edits := expectationEdits(a.text, a.diags, first, last, enc); len(edits) > 0 {
		actions = append(actions, quickFix("Add expected-* diagnostic checks", p.TextDocument.URI, edits...))
	}
	u, reg := p.TextDocument.URI, s.config().reg
	actions = append(actions, offsetFixes(a, u, first, last, enc)...)
	actions = append(actions, renameFixes(a, u, first, last, enc)...)
	actions = append(actions, terminatorFixes(a, reg, u, first, last, enc)...)
	actions = append(actions, s.formSwitches(a, u, first, last, enc)...)
	return actions, nil
}

// expectationEdits are the annotation lines for the diagnostics of ds that
// start on lines first..last of t, in order. A diagnostic mlir-opt reports
// at a location of its own (loc(...)) cannot be annotated by line: it is
// left out, as are notes without a place.
func expectationEdits(t *text, ds diag.List, first, last int, enc encoding) []protocol.TextEdit {
	var edits []protocol.TextEdit
	add := func(pos int, sev diag.Severity, msg string) {
		line := t.line(pos)
		if line < first || line > last || strings.HasPrefix(msg, "see current operation: ") {
			return
		}
		start := t.lines[line]
		indent := start
		for indent < len(t.src) && t.src[indent] == ' ' {
			indent++
		}
		at := t.position(start, enc)
		edits = append(edits, protocol.TextEdit{
			Range:   protocol.Range{Start: at, End: at},
			NewText: strings.Repeat(" ", indent-start) + "// expected-" + sev.String() + " @below {{" + msg + "}}\n",
		})
	}
	for _, d := range ds {
		if d.Loc != nil || !d.Pos.IsValid() {
			continue
		}
		add(int(d.Pos), d.Severity, d.Msg)
		for _, n := range d.Notes {
			if n.Loc == nil && n.Pos.IsValid() {
				add(int(n.Pos), diag.NoteSev, n.Msg)
			}
		}
	}
	return edits
}
