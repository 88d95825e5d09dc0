package lsp

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

// The quick fix annotates each diagnostic on the range's lines (and its
// notes) with an expected-* line above it, indented as its line.
func TestCodeActionExpectations(t *testing.T) {
	src := "func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n// -----\nfunc.func @g(%c: i32) {\n  %c = arith.addi %c, %c : i32\n  return\n}\n"
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:actions.mlir")
	s.open(u, src)
	require.Len(t, s.diagnostics(u, 1), 2)

	act := func(from, to uint32) []protocol.CommandOrCodeAction {
		t.Helper()
		r, err := s.server.CodeAction(s.ctx, &protocol.CodeActionParams{
			TextDocument: protocol.TextDocumentIdentifier{URI: u},
			Range:        protocol.Range{Start: pos(from, 0), End: pos(to, 0)},
		})
		require.NoError(t, err)
		return r
	}
	got := act(1, 1)
	require.Len(t, got, 2)
	assert.Equal(t, "Write func.return in generic form", got[1].(*protocol.CodeAction).Title)
	a := got[0].(*protocol.CodeAction)
	assert.Equal(t, "Add expected-* diagnostic checks", a.Title)
	assert.Equal(t, protocol.CodeActionKindQuickFix, *a.Kind)
	assert.Equal(t, []protocol.TextEdit{{
		Range:   protocol.Range{Start: pos(1, 0), End: pos(1, 0)},
		NewText: "  // expected-error @below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}\n",
	}}, a.Edit.Changes[u])

	// A redefinition's note is on another line: both get their line.
	edits := act(0, 7)[0].(*protocol.CodeAction).Edit.Changes[u]
	require.Len(t, edits, 3)
	assert.Equal(t, "  // expected-error @below {{redefinition of SSA value '%c'}}\n", edits[1].NewText)
	assert.Equal(t, uint32(5), edits[1].Range.Start.Line)
	assert.Equal(t, "// expected-note @below {{previously defined here}}\n", edits[2].NewText)
	assert.Equal(t, uint32(4), edits[2].Range.Start.Line)

	// The file with the edits applied passes -verify-diagnostics.
	annotated := []byte(applyEdits(t, src, edits, utf16))
	reg, err := dialects.Core()
	require.NoError(t, err)
	failures, _ := verify.CheckDiagnostics("actions.mlir", annotated, verify.SourceOptions{Options: verify.Options{Dialects: reg}, SplitInputFile: true})
	assert.Empty(t, failures, "%s", annotated)

	// No diagnostic on the range: no action.
	assert.Empty(t, act(2, 3))
}
