package lsp

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/bytecode"
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

// TestConvertToBytecode: mlir/convertToBytecode answers an open document
// with its bytecode in base64, which reads back as the document's IR; a
// split file, an invalid one, one of two top-level ops and a document
// that is not open get mlir-lsp-server's RequestFailed words.
func TestConvertToBytecode(t *testing.T) {
	s, _ := startSession(t, nil, "")
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "bytecode", "testdata", "basic.mlir"))
	require.NoError(t, err)
	u := uri.File(filepath.Join(dir, "basic.mlir"))
	s.open(u, string(src))

	var res ConvertBytecodeResult
	_, err = s.conn.Call(s.ctx, MethodConvertToBytecode, &ConvertBytecodeParams{URI: u}, &res)
	require.NoError(t, err)
	bc, err := base64.StdEncoding.DecodeString(res.Output)
	require.NoError(t, err)
	require.True(t, bytecode.IsBytecode(bc), "not bytecode: %q", bc)
	// Read back (mlir/convertFromBytecode reads a file): the IR mlir-opt
	// prints of the text.
	back := filepath.Join(dir, "basic.mlirbc")
	require.NoError(t, os.WriteFile(back, bc, 0o644))
	_, err = s.conn.Call(s.ctx, MethodConvertFromBytecode, &ConvertBytecodeParams{URI: uri.File(back)}, &res)
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("..", "bytecode", "testdata", "basic.mlirbc.opt"))
	require.NoError(t, err)
	assert.Equal(t, string(want), res.Output)

	for _, c := range []struct{ name, text, want string }{
		{"split.mlir", "func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n", "unexpected split file, please remove all `// -----`"},
		{"invalid.mlir", "func.func @f() -> i32 {\n  return\n}\n", "expected a single and valid top-level operation, please ensure there are no errors"},
		{"unparsed.mlir", "func.func @f( {\n", "expected a single and valid top-level operation, please ensure there are no errors"},
		{"two.mlir", "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n", "expected a single top-level operation"},
		{"", "", "language server does not contain an entry for this source file"},
	} {
		v := uri.File(filepath.Join(dir, "closed.mlir"))
		if c.name != "" {
			v = uri.File(filepath.Join(dir, c.name))
			s.open(v, c.text)
		}
		_, err = s.conn.Call(s.ctx, MethodConvertToBytecode, &ConvertBytecodeParams{URI: v}, &res)
		var rpcErr *jsonrpc2.Error
		if assert.ErrorAs(t, err, &rpcErr, c.name) {
			assert.Equal(t, codeRequestFailed, rpcErr.Code, c.name)
			assert.Equal(t, c.want, rpcErr.Message, c.name)
		}
	}
}
