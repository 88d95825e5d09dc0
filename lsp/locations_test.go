package lsp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// A definition request on a file location jumps to the source it names,
// when the file exists (relative names beside the document).
func TestDefinitionOfSourceLocation(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "model.py"), []byte("a\nb\nc = f(x)\n"), 0o644))
	src := "#loc = loc(\"model.py\":3:5)\nfunc.func @f() {\n  return loc(\"missing.py\":1:1)\n} loc(\"model.py\":1:1)\n"
	s, _ := startSession(t, nil, "")
	u := uri.File(filepath.Join(dir, "x.mlir"))
	s.open(u, src)
	s.diagnostics(u, 1)

	def := func(line, char uint32) protocol.DefinitionResult {
		t.Helper()
		r, err := s.server.Definition(s.ctx, &protocol.DefinitionParams{TextDocumentPositionParams: docPos(u, line, char)})
		require.NoError(t, err)
		return r
	}
	want := &protocol.Location{URI: uri.File(filepath.Join(dir, "model.py")), Range: protocol.Range{Start: pos(2, 4), End: pos(2, 4)}}
	assert.Equal(t, want, def(0, 14), "on the file name")
	assert.Equal(t, want, def(0, 24), "on the column")
	want.Range = protocol.Range{Start: pos(0, 0), End: pos(0, 0)}
	assert.Equal(t, want, def(3, 10), "an op's own location")
	assert.Nil(t, def(2, 16), "a file that does not exist")
	assert.Nil(t, def(1, 1), "not a location")
}
