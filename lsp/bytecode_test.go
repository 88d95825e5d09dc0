package lsp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/uri"
)

// TestConvertFromBytecode: mlir/convertFromBytecode answers a bytecode
// file (written by mlir-opt 22) with the text mlir-opt prints of it, and
// a file that is not bytecode, cut or missing with RequestFailed.
func TestConvertFromBytecode(t *testing.T) {
	s, _ := startSession(t, nil, "")
	bc, err := filepath.Abs(filepath.Join("..", "bytecode", "testdata", "basic.mlirbc"))
	require.NoError(t, err)
	want, err := os.ReadFile(bc + ".opt")
	require.NoError(t, err)

	var res ConvertBytecodeResult
	_, err = s.conn.Call(s.ctx, MethodConvertFromBytecode, &ConvertBytecodeParams{URI: uri.File(bc)}, &res)
	require.NoError(t, err)
	assert.Equal(t, string(want), res.Output)

	data, err := os.ReadFile(bc)
	require.NoError(t, err)
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.mlirbc")
	require.NoError(t, os.WriteFile(cut, data[:len(data)/2], 0o644))
	text := filepath.Join(dir, "text.mlir")
	require.NoError(t, os.WriteFile(text, []byte("func.func @f() {\n  return\n}\n"), 0o644))
	for _, c := range []struct{ path, want string }{
		{cut, "failed to parse bytecode source file: bytecode: offset "},
		{text, "failed to parse bytecode source file: " + text + " is not MLIR bytecode"},
		{filepath.Join(dir, "missing.mlirbc"), "failed to parse bytecode source file: "},
	} {
		_, err = s.conn.Call(s.ctx, MethodConvertFromBytecode, &ConvertBytecodeParams{URI: uri.File(c.path)}, &res)
		var rpcErr *jsonrpc2.Error
		if assert.ErrorAs(t, err, &rpcErr, c.path) {
			assert.Equal(t, codeRequestFailed, rpcErr.Code)
			assert.Contains(t, rpcErr.Message, c.want)
		}
	}
}
