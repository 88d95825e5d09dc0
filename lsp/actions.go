package lsp

import (
	"context"
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/diag"
)

// CodeAction offers, for the diagnostics on the lines of the range, the
// quick fix mlir-lsp-server offers test authors: an `expected-<severity>
// @below {{message}}` line above each diagnostic's line (and each of its
// notes' lines), indented as that line, so that `-verify-diagnostics`
// expects what the file reports. The diagnostics are the server's own for
// the current text, not the client's copy.
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
	edits := expectationEdits(a.text, a.diags, first, last, enc)
	if len(edits) == 0 {
		return []protocol.CommandOrCodeAction{}, nil
	}
	kind := protocol.CodeActionKindQuickFix
	return []protocol.CommandOrCodeAction{&protocol.CodeAction{
		Title: "Add expected-* diagnostic checks",
		Kind:  &kind,
		Edit:  &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{p.TextDocument.URI: edits}},
	}}, nil
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
