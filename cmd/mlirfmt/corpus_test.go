package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCorpus runs mlirfmt corpus without mlir-opt: goldens beside a file
// are compared, meaning is checked with gomlir's own generic forms, and a
// chunk that does not parse fails "parses" only (it is left as it was).
func TestCorpus(t *testing.T) {
	dir := tree(t, map[string]string{
		"a.mlir":         "\"t.a\"() : () -> ()\n",
		"a.mlir.generic": "\"builtin.module\"() ({\n  \"t.a\"() : () -> ()\n}) : () -> ()\n\n",
		"a.mlir.opt":     "module {\n  \"t.a\"() : () -> ()\n}\n\n",
		"b.mlir":         messy + "// -----\n" + bad,
	})
	code, out, errs := runCLI(t, "", "corpus", "-v", "-mlir-opt=", dir)
	assert.Equal(t, 1, code, errs)
	out = strings.ReplaceAll(out, dir+"/", "")
	assert.Equal(t, "no mlir-opt: meaning kept compares gomlir's own generic forms\n"+
		"a.mlir ......\n"+
		"b.mlir .--... F--...: line 8: parses: b.mlir:9:14: error: expected non-function type\n"+
		"2 files, 3 chunks (0 rejected by mlir-opt, not counted), 0 files not checked\n"+
		"check            passed   failed        %\n"+
		"parses                2        1    66.67\n"+
		"generic-exact         1        0   100.00\n"+
		"opt-exact             1        0   100.00\n"+
		"meaning kept          3        0   100.00\n"+
		"idempotent            3        0   100.00\n"+
		"comments kept         3        0   100.00\n"+
		"comments: 1 in, 1 out\n"+
		"2 passed, 1 failed\n", out)

	code, _, _ = runCLI(t, "", "corpus")
	assert.Equal(t, 2, code, "no path")
}

// TestCorpusBytecode: a bytecode file is checked as the text it holds,
// against the goldens beside it (what mlir-opt prints reading it); bad
// bytecode is a file not checked.
func TestCorpusBytecode(t *testing.T) {
	bc, err := os.ReadFile(filepath.Join("..", "..", "bytecode", "testdata", "cfg.mlirbc"))
	require.NoError(t, err)
	gen, err := os.ReadFile(filepath.Join("..", "..", "bytecode", "testdata", "cfg.mlirbc.generic"))
	require.NoError(t, err)
	opt, err := os.ReadFile(filepath.Join("..", "..", "bytecode", "testdata", "cfg.mlirbc.opt"))
	require.NoError(t, err)
	dir := tree(t, map[string]string{
		"cfg.mlirbc":         string(bc),
		"cfg.mlirbc.generic": string(gen),
		"cfg.mlirbc.opt":     string(opt),
	})
	code, out, errs := runCLI(t, "", "corpus", "-v", "-mlir-opt=", dir)
	assert.Equal(t, 0, code, errs)
	out = strings.ReplaceAll(out, dir+"/", "")
	assert.Contains(t, out, "cfg.mlirbc ......\n1 files, 1 chunks")

	require.NoError(t, os.WriteFile(filepath.Join(dir, "cfg.mlirbc"), bc[:len(bc)/2], 0o644))
	code, out, _ = runCLI(t, "", "corpus", "-v", "-mlir-opt=", dir)
	assert.Equal(t, 2, code)
	assert.Contains(t, out, "bytecode: offset ")
}
