package lsp

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// actionsOn asks for the code actions of line (0-based) of u: by title.
func (s *session) actionsOn(u uri.URI, line uint32) map[string][]protocol.TextEdit {
	s.t.Helper()
	r, err := s.server.CodeAction(s.ctx, &protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: u},
		Range:        protocol.Range{Start: pos(line, 0), End: pos(line, 0)},
	})
	require.NoError(s.t, err)
	out := map[string][]protocol.TextEdit{}
	for _, a := range r {
		ca := a.(*protocol.CodeAction)
		out[ca.Title] = ca.Edit.Changes[u]
	}
	return out
}

func titles(m map[string][]protocol.TextEdit) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// lineIn is the 0-based line of the first occurrence of needle in src.
func lineIn(t *testing.T, src, needle string) uint32 {
	i := strings.Index(src, needle)
	require.GreaterOrEqual(t, i, 0, needle)
	return uint32(strings.Count(src[:i], "\n"))
}

// TestCodeActionFixes: a stale @+N offset rewritten, a missing terminator
// added, a redefinition renamed; each result checked by analyzing it.
func TestCodeActionFixes(t *testing.T) {
	src := `func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %x = arith.muli %a, %a : i32
  %y = arith.subi %x, %x : i32
  return %y : i32
}
// -----
func.func @g(%a: i32) {
  // expected-error @+1 {{redefinition of SSA value '%b'}}
  %b = arith.addi %a, %a : i32
  %b = arith.addi %a, %a : i32
  return
}
// -----
func.func @h(%a: index) {
  scf.execute_region {
    %z = arith.addi %a, %a : index
  }
  return
}
`
	s, _ := startSession(t, nil, "")
	u := uri.URI("untitled:fixes.mlir")
	s.open(u, src)
	// Two redefinitions and the missing terminator (mlir-opt stops there:
	// no region-time check of scf.execute_region after its block failed).
	require.Len(t, s.diagnostics(u, 1), 3)

	// The redefinition of %x: it and its uses after it become %x_1.
	acts := s.actionsOn(u, 2)
	edits, ok := acts["Rename the redefinition of %x to %x_1 (and its uses after it)"]
	require.True(t, ok, "%v", titles(acts))
	fixed := applyEdits(t, src, edits, utf16)
	assert.Contains(t, fixed, "  %x = arith.addi %a, %a : i32\n  %x_1 = arith.muli %a, %a : i32\n  %y = arith.subi %x_1, %x_1 : i32\n")

	// The annotation two lines above its diagnostic, written @+1: @+2.
	line := lineIn(t, src, "// expected-error @+1")
	acts = s.actionsOn(u, line)
	edits, ok = acts["Point expected-error at line 11 (@+1 → @+2)"]
	require.True(t, ok, "%v", titles(acts))
	fixed = applyEdits(t, src, edits, utf16)
	assert.Contains(t, fixed, "  // expected-error @+2 {{redefinition of SSA value '%b'}}\n")
	// Once right, no offer.
	ou := uri.URI("untitled:offsetfixed.mlir")
	s.open(ou, fixed)
	s.diagnostics(ou, 1)
	for _, title := range titles(s.actionsOn(ou, line)) {
		assert.False(t, strings.HasPrefix(title, "Point"), title)
	}

	// scf.execute_region's block has no terminator: scf.yield.
	acts = s.actionsOn(u, lineIn(t, src, "%z = arith.addi"))
	edits, ok = acts["Add the terminator scf.yield"]
	require.True(t, ok, "%v", titles(acts))
	fixed = applyEdits(t, src, edits, utf16)
	assert.Contains(t, fixed, "    %z = arith.addi %a, %a : index\n    scf.yield\n  }\n")
	s.open(uri.URI("untitled:fixed.mlir"), strings.Replace(fixed, "%b = arith.addi %a, %a : i32\n  %b", "%b = arith.addi %a, %a : i32\n  %c", 1))
	left := s.diagnostics(uri.URI("untitled:fixed.mlir"), 1)
	require.Len(t, left, 1, "only the first chunk's error is left")
	assert.Equal(t, "redefinition of SSA value '%x'", message(left[0]))

	// A func.func without a return: return, unprefixed in its body.
	src2 := "func.func @k(%a: i32) {\n  %q = arith.addi %a, %a : i32\n}\n"
	u2 := uri.URI("untitled:noreturn.mlir")
	s.open(u2, src2)
	require.Len(t, s.diagnostics(u2, 1), 1)
	edits, ok = s.actionsOn(u2, 1)["Add the terminator func.return"]
	require.True(t, ok)
	assert.Equal(t, "func.func @k(%a: i32) {\n  %q = arith.addi %a, %a : i32\n  return\n}\n", applyEdits(t, src2, edits, utf16))
}

// TestCodeActionForms: an op switched to its generic form and back, on
// real files of several dialects; the results analyze without errors.
func TestCodeActionForms(t *testing.T) {
	s, _ := startSession(t, nil, "")
	for _, tc := range []struct{ file, line, generic string }{
		{"dialects/arith/cmpi.mlir", "%ne = arith.cmpi ne, %a, %b : i32", `%ne = "arith.cmpi"(%a, %b) <{predicate = 1 : i64}> : (i32, i32) -> i1`},
		{"dialects/memref/load_store.mlir", "%v = memref.load %m[%i, %j] : memref<4x?xf32>", `%v = "memref.load"(%m, %i, %j) : (memref<4x?xf32>, index, index) -> f32`},
	} {
		u, src := s.openCorpus(tc.file)
		acts := s.actionsOn(u, lineIn(t, src, tc.line))
		var edits []protocol.TextEdit
		for title, e := range acts {
			if strings.HasSuffix(title, " in generic form") {
				edits = e
			}
		}
		require.NotNil(t, edits, "%s: %v", tc.file, titles(acts))
		generic := applyEdits(t, src, edits, utf16)
		assert.Contains(t, generic, "  "+tc.generic+"\n")

		// And back: the custom form as written.
		gu := uri.URI(string(u) + ".switched")
		s.open(gu, generic)
		assert.Empty(t, s.diagnostics(gu, 1))
		acts = s.actionsOn(gu, lineIn(t, generic, tc.generic))
		edits = nil
		for title, e := range acts {
			if strings.HasSuffix(title, " in custom form") {
				edits = e
			}
		}
		require.NotNil(t, edits, "%s: %v", tc.file, titles(acts))
		assert.Equal(t, src, applyEdits(t, generic, edits, utf16))
	}

	// An op with regions, to generic form: its body comes along.
	u, src := s.openCorpus("dialects/scf/for.mlir")
	line := lineIn(t, src, "  scf.for %i")
	acts := s.actionsOn(u, line)
	var edits []protocol.TextEdit
	for title, e := range acts {
		if title == "Write scf.for in generic form" {
			edits = e
		}
	}
	require.NotNil(t, edits, "%v", titles(acts))
	generic := applyEdits(t, src, edits, utf16)
	assert.Contains(t, generic, `"scf.for"(`)
	gu := uri.URI(string(u) + ".switched")
	s.open(gu, generic)
	assert.Empty(t, s.diagnostics(gu, 1))
}
