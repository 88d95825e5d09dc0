package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// openCorpus opens a corpus file in s and waits for its diagnostics.
func (s *session) openCorpus(rel string) (uri.URI, string) {
	s.t.Helper()
	path := filepath.Join("..", "corpus", rel)
	src, err := os.ReadFile(path)
	require.NoError(s.t, err)
	abs, err := filepath.Abs(path)
	require.NoError(s.t, err)
	u := uri.File(abs)
	s.open(u, string(src))
	s.diagnostics(u, 1)
	return u, string(src)
}

// hoverAt hovers the first occurrence of needle in src, shift bytes in.
func (s *session) hoverAt(u uri.URI, src, needle string, shift int) (string, protocol.Range) {
	s.t.Helper()
	i := strings.Index(src, needle)
	require.GreaterOrEqual(s.t, i, 0, "%q not in %s", needle, u)
	p := newText([]byte(src)).position(i+shift, utf16)
	h, err := s.server.Hover(s.ctx, &protocol.HoverParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: u}, Position: p}})
	require.NoError(s.t, err)
	if h == nil {
		return "", protocol.Range{}
	}
	return h.Contents.(*protocol.MarkupContent).Value, *h.Range
}

// TestHoverDocumentation: hovering an op's name (custom or generic form)
// shows its ODS documentation; `#dialect.attr` and `!dialect.type` their
// definitions'; on real files of several dialects.
func TestHoverDocumentation(t *testing.T) {
	s, _ := startSession(t, nil, "")

	u, src := s.openCorpus("dialects/arith/cmpi.mlir")
	text, rng := s.hoverAt(u, src, "arith.cmpi", 3)
	assert.Contains(t, text, "```mlir\narith.cmpi\n```\n**integer comparison operation**")
	assert.Contains(t, text, "Operands:\n- `lhs`: signless-integer-like\n- `rhs`: signless-integer-like\n")
	assert.Contains(t, text, "Attributes:\n- `predicate`: allowed 64-bit signless integer cases: 0, 1, 2")
	assert.Contains(t, text, "Results:\n- `result`: bool-like\n")
	assert.Contains(t, text, "Format: `$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)`")
	assert.Contains(t, text, "---\nThe `cmpi` operation is a generic comparison for integer-like types.")
	assert.Equal(t, rng.End.Character-rng.Start.Character, uint32(len("arith.cmpi")))

	u, src = s.openCorpus("dialects/arith/cmpi.mlir.generic")
	text, _ = s.hoverAt(u, src, `"arith.cmpi"`, 5)
	assert.Contains(t, text, "**integer comparison operation**")

	u, src = s.openCorpus("dialects/arith/binary_float.mlir.generic")
	text, rng = s.hoverAt(u, src, "#arith.fastmath", 4)
	assert.Contains(t, text, "```mlir\n#arith.fastmath\n```\n**Floating point fast math flags**")
	assert.Contains(t, text, "Cases: `none`, `reassoc`, `nnan`")
	assert.Equal(t, rng.End.Character-rng.Start.Character, uint32(len("#arith.fastmath")))
	text, _ = s.hoverAt(u, src, `"arith.addf"`, 3)
	assert.Contains(t, text, "- `fastmath` (default #arith.fastmath<none>): Floating point fast math flags")

	u, src = s.openCorpus("dialects/scf/for.mlir")
	text, _ = s.hoverAt(u, src, "scf.for ", 2)
	assert.Contains(t, text, "**for operation**")
	assert.Contains(t, text, "- `initArgs` (variadic): variadic of any type")
	assert.Contains(t, text, "Regions:\n- `region`: region with 1 blocks")

	u, src = s.openCorpus("dialects/memref/load_store.mlir")
	text, _ = s.hoverAt(u, src, "memref.load", 8)
	assert.Contains(t, text, "- `memref`: memref of any type values — the reference to load from")

	u, src = s.openCorpus("dialects/llvm/calls.mlir")
	text, _ = s.hoverAt(u, src, "!llvm.ptr", 3)
	assert.Contains(t, text, "```mlir\n!llvm.ptr\n```\n**LLVM pointer type**")
	assert.Contains(t, text, "- `addressSpace`: `unsigned` (optional)")

	// An op written without its dialect's prefix.
	u, src = s.openCorpus("dialects/func/call.mlir")
	text, _ = s.hoverAt(u, src, "  return", 3)
	assert.Contains(t, text, "```mlir\nfunc.return\n```\n**Function return operation**")

	// Names that are not definitions: nothing.
	u = uri.URI("untitled:nodoc.mlir")
	doc := "func.func @f() {\n  \"foo.bar\"() : () -> ()\n  %0 = \"arith.nosuch\"() : () -> i32\n  return\n}\n"
	s.open(u, doc)
	s.diagnostics(u, 1)
	for _, needle := range []string{"foo.bar", "arith.nosuch", "() -> ()"} {
		text, _ = s.hoverAt(u, doc, needle, 1)
		assert.Empty(t, text, needle)
	}
}
